import Link from 'next/link';
import { redirect } from 'next/navigation';
import { namingLists, viewOf } from '@/components/listing/listingView';
import { SAVED_SEARCHES_HEADING_ID } from '@/components/saved-searches/ids';
import { SavedSearchItem } from '@/components/saved-searches/SavedSearchItem';
import { buttonClassName } from '@/components/ui/Button';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';
import { tabHref } from '@/lib/dashboard/view';
import { filtersOfSavedQuery, savedSearchHref, savedSearchName } from '@/lib/listing/saved-search';
import { listingBase } from '@/lib/listing/routes';
import { dashboardText } from '@/lib/messages/dashboard';
import { savedSearchText } from '@/lib/messages/saved-searches';
import { NIGERIA_COUNTRY_ID } from '@/lib/vst/reference';
import { isSavedSearchesMissing } from '@/lib/vst/saved-searches';
import { getReferenceList } from '@/server/vst/reference';
import { getSavedSearches } from '@/server/vst/saved-searches';
import { EmptyState } from './DashboardPropertyList';
import styles from './Dashboard.module.css';

/**
 * Saved Searches: each search with its filters in words, when it was saved and its
 * alerts, to open, rename, delete or change. A provider without saved searches has no such tab.
 */
export async function SavedSearchesTab() {
  const [result, lists] = await Promise.all([
    getSavedSearches(),
    // Every state and category, not only those with properties now: a search outlives its listings.
    namingLists({
      states: getReferenceList('states', { countryID: NIGERIA_COUNTRY_ID }),
      categories: getReferenceList('propertyCategories'),
    }),
  ]);
  if (!result.ok && isSavedSearchesMissing(result.status)) redirect(tabHref('properties'));
  return (
    <section aria-labelledby={SAVED_SEARCHES_HEADING_ID}>
      <div className={styles.toolbar}>
        {/* Focus lands here after a search is deleted, its own buttons gone. */}
        <h2 id={SAVED_SEARCHES_HEADING_ID} tabIndex={-1}>{dashboardText.tabs.searches}</h2>
      </div>
      <p>{savedSearchText.intro}</p>
      {!result.ok ? (
        <ReadFailedAlert message={result.detail} />
      ) : result.data.length === 0 ? (
        <>
          <EmptyState>{savedSearchText.empty}</EmptyState>
          <div className={styles.links}>
            <Link href={listingBase.BUY} className={buttonClassName('primary')}>{savedSearchText.browseBuy}</Link>
            <Link href={listingBase.RENT} className={buttonClassName('secondary')}>{savedSearchText.browseRent}</Link>
          </div>
        </>
      ) : (
        <ul className={styles.list}>
          {result.data.map((search) => {
            const filters = filtersOfSavedQuery(search.query);
            return (
              <li key={search.id}>
                <SavedSearchItem search={search} filters={savedSearchName(filters, viewOf(filters, lists))} href={savedSearchHref(search.query)} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
