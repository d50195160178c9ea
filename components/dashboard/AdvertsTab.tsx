import Link from 'next/link';
import { MyAdvertsList } from '@/components/adverts/MyAdvertsList';
import { buttonClassName } from '@/components/ui/Button';
import { dashboardText } from '@/lib/messages/dashboard';
import styles from './Dashboard.module.css';

/** My Adverts: how advertising works, where to start, and the user's adverts with their status. */
export function AdvertsTab() {
  return (
    <section aria-labelledby="adverts-heading">
      <div className={styles.toolbar}>
        <h2 id="adverts-heading">{dashboardText.tabs.adverts}</h2>
      </div>
      <p>{dashboardText.advertsIntro}</p>
      <div className={styles.links}>
        <Link href="/advert" className={buttonClassName('primary')}>{dashboardText.advertiseWithUs}</Link>
        <Link href="/advert/subscription" className={buttonClassName('secondary')}>{dashboardText.advertPlans}</Link>
      </div>
      <MyAdvertsList emptyText={dashboardText.noAdverts} />
    </section>
  );
}
