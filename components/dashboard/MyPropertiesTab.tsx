import Link from 'next/link';
import { ListingBookingSwitch } from '@/components/bookings/ListingBookingSwitch';
import { Pagination } from '@/components/listing/Pagination';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';
import { buttonClassName } from '@/components/ui/Button';
import { dashboardHref, propertyRelations, type PropertyRelation } from '@/lib/dashboard/view';
import { lacksLivingFacts } from '@/lib/forms/living-facts';
import { dashboardText } from '@/lib/messages/dashboard';
import { livingFactsText } from '@/lib/messages/living-facts';
import { trustText } from '@/lib/messages/trust';
import type { MyPropertyCard } from '@/lib/vst/dashboard';
import { bookingsOffered, getMyAvailability } from '@/server/vst/bookings';
import { DASHBOARD_PAGE_SIZE, getMyProperties } from '@/server/vst/dashboard';
import { DashboardPropertyList, EmptyState } from './DashboardPropertyList';
import { EvidenceButton } from './EvidenceButton';
import { ListingFreshnessActions } from './ListingFreshnessActions';
import { PhotoReviewNotice } from './PhotoReviewNotice';
import { SubTabs } from './SubTabs';
import { UploadedActions } from './UploadedActions';
import styles from './Dashboard.module.css';

const relationTabs = propertyRelations.map((type) => ({
  key: type,
  label: dashboardText.relations[type],
  href: dashboardHref({ view: 'properties', type, page: 1 }),
}));

/** My Properties: all of them, or those the user showed interest in, bought or listed, a page at a time. */
export async function MyPropertiesTab({ type, page }: { type: PropertyRelation; page: number }) {
  const [result, bookingOff] = await Promise.all([getMyProperties(type, page), listingsWithBookingOff()]);
  const actionsFor = (property: MyPropertyCard) => actionsOf(property, bookingOff);
  return (
    <section aria-labelledby="my-properties-heading">
      <div className={styles.toolbar}>
        <h2 id="my-properties-heading">{dashboardText.tabs.properties}</h2>
        <Link href="/dashboard/listing" className={buttonClassName('primary')}>{dashboardText.listProperty}</Link>
      </div>
      <SubTabs label={dashboardText.propertyTabsLabel} tabs={relationTabs} current={type} />
      {!result.ok ? (
        <ReadFailedAlert message={result.detail} />
      ) : result.data.data.length === 0 ? (
        // The user's own lists say they have none; the others say there is nothing to show.
        <EmptyState>{type === 'all' || type === 'uploaded' ? dashboardText.noOwnProperty : dashboardText.noProperties}</EmptyState>
      ) : (
        <>
          <DashboardPropertyList properties={result.data.data} actionsFor={actionsFor} summaryFor={engagementOf} />
          <Pagination
            current={result.data.meta.current_page}
            total={result.data.meta.total}
            perPage={result.data.meta.per_page || DASHBOARD_PAGE_SIZE}
            hrefFor={(target) => dashboardHref({ view: 'properties', type, page: target })}
          />
        </>
      )}
    </section>
  );
}

/**
 * "2 offers · 5 comments" under the owner's listing, so the ones with offers stand out wherever the
 * newest-first order puts them; a count above nought is bold. Nothing when the provider sends no counts.
 */
export function engagementOf(property: MyPropertyCard) {
  const { offer_count: offers, comment_count: comments } = property;
  if (offers === undefined || comments === undefined) return null;
  return (
    <p className={styles.engagement}>
      <span className={offers > 0 ? styles.engaged : undefined}>{dashboardText.offerCount(offers)}</span>
      {/* The dot is for the eye; a screen reader hears the two counts one after the other. */}
      <span aria-hidden="true"> · </span>
      <span className={comments > 0 ? styles.engaged : undefined}>{dashboardText.commentCount(comments)}</span>
    </p>
  );
}

/**
 * The owner's listings with booking turned off, or null when no switch is shown: the provider has no
 * bookings, the hours cannot be read, or the owner has set no hours (then no listing takes bookings,
 * and the Inspections tab is where that starts).
 */
async function listingsWithBookingOff(): Promise<Set<number> | null> {
  if (!(await bookingsOffered())) return null;
  const hours = await getMyAvailability();
  return hours.ok && hours.data.availability ? new Set(hours.data.booking_off) : null;
}

function actionsOf(property: MyPropertyCard, bookingOff: Set<number> | null) {
  if (property.relation === 'uploaded') {
    return (
      <>
        {property.hidden_reason ? <p className={styles.hiddenNotice} role="note">{trustText.ownerHiddenNotice(property.hidden_reason)}</p> : null}
        <PhotoReviewNotice property={property} />
        {/* A home listed before the form asked for its living facts: the edit form asks for them. */}
        {lacksLivingFacts(property) ? (
          <p className={styles.note} data-testid="living-facts-missing">
            {livingFactsText.completePrompt} <Link href={`/dashboard/listing/${property.id}`}>{livingFactsText.completeLink}</Link>
          </p>
        ) : null}
        {/* Only when the provider tracks freshness (an extension of its contract). */}
        {property.freshness ? <ListingFreshnessActions property={property} /> : null}
        {bookingOff ? <ListingBookingSwitch propertyId={property.id} bookable={!bookingOff.has(property.id)} /> : null}
        <UploadedActions propertyId={property.id} propertyName={property.name} />
      </>
    );
  }
  if (property.relation !== 'purchased') return null;
  // Payment evidence records a purchase; a rental has none to record.
  if (property.transaction_type === 'RENT') return <p className={styles.note}>{dashboardText.rentNotAvailable}</p>;
  return (
    <>
      <EvidenceButton propertyId={property.id} propertyName={property.name} />
      {/* What was paid and what is due, with receipts (the payment profile's page for this property). */}
      <Link href={`/dashboard/paymentprofile/details?propertyId=${property.id}`} className={buttonClassName('ghost')}>
        {dashboardText.paymentHistory}
      </Link>
    </>
  );
}
