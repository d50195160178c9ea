import Link from 'next/link';
import { tabHref, type DashboardView } from '@/lib/dashboard/view';
import { dashboardText } from '@/lib/messages/dashboard';
import { bookingsOffered } from '@/server/vst/bookings';
import { enquiryInboxOffered } from '@/server/vst/enquiries';
import { savedSearchesOffered } from '@/server/vst/saved-searches';
import styles from './Dashboard.module.css';

const tabs = [
  { key: 'properties', label: dashboardText.tabs.properties, href: tabHref('properties') },
  { key: 'wishlist', label: dashboardText.tabs.wishlist, href: tabHref('wishlist') },
  { key: 'enquiries', label: dashboardText.tabs.enquiries, href: tabHref('enquiries') },
  { key: 'inspections', label: dashboardText.tabs.inspections, href: tabHref('inspections') },
  { key: 'searches', label: dashboardText.tabs.searches, href: tabHref('searches') },
  { key: 'finance', label: dashboardText.tabs.finance, href: tabHref('finance') },
  { key: 'profile', label: dashboardText.tabs.profile, href: tabHref('profile') },
  // Home Services has a page of its own.
  { key: 'homeServices', label: dashboardText.tabs.homeServices, href: '/dashboard/myhomeservices' },
  { key: 'adverts', label: dashboardText.tabs.adverts, href: tabHref('adverts') },
] as const;

/**
 * The dashboard's sections as links: each is its own URL, so reload and back keep the tab. Saved
 * searches, the enquiry inbox and inspection bookings are provider extensions: a provider without one
 * gets no tab for it.
 */
export async function DashboardTabs({ current }: { current: DashboardView | 'homeServices' }) {
  const [savedSearches, enquiries, bookings] = await Promise.all([savedSearchesOffered(), enquiryInboxOffered(), bookingsOffered()]);
  const missing = new Set<string>([...(savedSearches ? [] : ['searches']), ...(enquiries ? [] : ['enquiries']), ...(bookings ? [] : ['inspections'])]);
  return (
    <nav aria-label={dashboardText.tabsLabel}>
      <ul className={styles.tabs}>
        {tabs.filter((tab) => !missing.has(tab.key)).map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} className={styles.tab} aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
