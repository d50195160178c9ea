import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClassName } from '@/components/ui/Button';
import { dashboardText } from '@/lib/messages/dashboard';
import { requireSession } from '@/server/session';
import styles from './page.module.css';

export const metadata: Metadata = { title: dashboardText.title, robots: { index: false } };

/** The sign-in landing page: the signed-in user's account and where to go next. */
export default async function DashboardPage() {
  const { user } = await requireSession('/dashboard');
  return (
    <div className={styles.page}>
      <h1>{dashboardText.greeting(user.name)}</h1>
      <section className={styles.card} aria-labelledby="my-account">
        <h2 id="my-account">{dashboardText.myAccount}</h2>
        <dl className={styles.details}>
          <dt>{dashboardText.name}</dt>
          <dd>{user.name}</dd>
          <dt>{dashboardText.email}</dt>
          <dd>{user.email}</dd>
        </dl>
        <div className={styles.actions}>
          <Link href="/properties" className={buttonClassName('primary')}>
            {dashboardText.browseProperties}
          </Link>
          <Link href="/sell" className={buttonClassName('secondary')}>
            {dashboardText.sellProperty}
          </Link>
        </div>
      </section>
    </div>
  );
}
