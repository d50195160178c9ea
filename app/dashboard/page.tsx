import type { Metadata } from 'next';
import { AdvertsTab } from '@/components/dashboard/AdvertsTab';
import { DashboardTabs } from '@/components/dashboard/DashboardTabs';
import { InspectionsTab } from '@/components/bookings/InspectionsTab';
import { EnquiriesTab } from '@/components/enquiries/EnquiriesTab';
import { FinanceTab } from '@/components/dashboard/FinanceTab';
import { MyPropertiesTab } from '@/components/dashboard/MyPropertiesTab';
import { SavedSearchesTab } from '@/components/dashboard/SavedSearchesTab';
import { WishlistTab } from '@/components/dashboard/WishlistTab';
import { ProfileTab } from '@/components/dashboard/profile/ProfileTab';
import { RecentlyViewed } from '@/components/recently-viewed/RecentlyViewed';
import styles from '@/components/dashboard/Dashboard.module.css';
import { dashboardHref, parseDashboardState, type DashboardState, type SearchParams } from '@/lib/dashboard/view';
import { dashboardText } from '@/lib/messages/dashboard';
import { requireSession } from '@/server/session';

export const metadata: Metadata = { title: dashboardText.title, robots: { index: false } };

/** The signed-in user's dashboard; the tab, sub-tab and page come from the URL. */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const state = parseDashboardState(await searchParams);
  const { user } = await requireSession(dashboardHref(state));
  return (
    <div className={styles.page}>
      <h1>{dashboardText.greeting(user.name)}</h1>
      <DashboardTabs current={state.view} />
      <CurrentTab state={state} />
      <RecentlyViewed />
    </div>
  );
}

function CurrentTab({ state }: { state: DashboardState }) {
  switch (state.view) {
    case 'properties':
      return <MyPropertiesTab type={state.type} page={state.page} />;
    case 'wishlist':
      return <WishlistTab sort={state.sort} page={state.page} />;
    case 'enquiries':
      return <EnquiriesTab page={state.page} />;
    case 'inspections':
      return <InspectionsTab />;
    case 'searches':
      return <SavedSearchesTab />;
    case 'finance':
      return <FinanceTab />;
    case 'profile':
      return <ProfileTab />;
    case 'adverts':
      return <AdvertsTab />;
  }
}
