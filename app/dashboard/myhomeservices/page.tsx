import type { Metadata } from 'next';
import { DashboardTabs } from '@/components/dashboard/DashboardTabs';
import { MyHomeServices } from '@/components/dashboard/MyHomeServices';
import styles from '@/components/dashboard/Dashboard.module.css';
import { dashboardText } from '@/lib/messages/dashboard';
import { requireSession } from '@/server/session';

export const metadata: Metadata = { title: dashboardText.homeServicesTitle, robots: { index: false } };

/** The user's home services; the home-service edit page returns here. */
export default async function MyHomeServicesPage() {
  const { user } = await requireSession('/dashboard/myhomeservices');
  return (
    <div className={styles.page}>
      <h1>{dashboardText.greeting(user.name)}</h1>
      <DashboardTabs current="homeServices" />
      <MyHomeServices />
    </div>
  );
}
