import { Pagination } from '@/components/listing/Pagination';
import { KeepSavedListings } from '@/components/pwa/KeepSavedListings';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';
import { dashboardHref, wishlistSorts, type WishlistSort } from '@/lib/dashboard/view';
import { dashboardText } from '@/lib/messages/dashboard';
import { DASHBOARD_PAGE_SIZE, getMyWishlist } from '@/server/vst/dashboard';
import { DashboardPropertyList, EmptyState } from './DashboardPropertyList';
import { RemoveFromWishlistButton } from './RemoveFromWishlistButton';
import { SubTabs } from './SubTabs';
import styles from './Dashboard.module.css';

const sortTabs = wishlistSorts.map((sort) => ({
  key: sort,
  label: dashboardText.sorts[sort],
  href: dashboardHref({ view: 'wishlist', sort, page: 1 }),
}));

/** My Wishlist: the saved properties by saved date or price, a page at a time, each removable. */
export async function WishlistTab({ sort, page }: { sort: WishlistSort; page: number }) {
  const result = await getMyWishlist(sort, page);
  return (
    <section aria-labelledby="wishlist-heading">
      <div className={styles.toolbar}>
        <h2 id="wishlist-heading">{dashboardText.tabs.wishlist}</h2>
      </div>
      <SubTabs label={dashboardText.wishlistSortLabel} tabs={sortTabs} current={sort} />
      {!result.ok ? (
        <ReadFailedAlert message={result.detail} />
      ) : result.data.data.length === 0 ? (
        <EmptyState>{dashboardText.noProperties}</EmptyState>
      ) : (
        <>
          <KeepSavedListings propertyIds={result.data.data.map((property) => property.id)} />
          <DashboardPropertyList
            properties={result.data.data}
            actionsFor={(property) => <RemoveFromWishlistButton propertyId={property.id} propertyName={property.name} />}
          />
          <Pagination
            current={result.data.meta.current_page}
            total={result.data.meta.total}
            perPage={result.data.meta.per_page || DASHBOARD_PAGE_SIZE}
            hrefFor={(target) => dashboardHref({ view: 'wishlist', sort, page: target })}
          />
        </>
      )}
    </section>
  );
}
