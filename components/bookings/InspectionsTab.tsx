import Link from 'next/link';
import { EmptyState } from '@/components/dashboard/DashboardPropertyList';
import dashboardStyles from '@/components/dashboard/Dashboard.module.css';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';
import { formatLagosDateTime } from '@/lib/format/date';
import { bookingsText } from '@/lib/messages/bookings';
import type { Booking } from '@/lib/vst/bookings';
import { getBookingRequests, getMyAvailability, getMyBookings } from '@/server/vst/bookings';
import { AvailabilityForm } from './AvailabilityForm';
import { BookingActions } from './BookingActions';
import { RateInspectionForm } from './RateInspectionForm';
import styles from './InspectionsTab.module.css';

/**
 * The member's inspections, both sides: those they booked, the requests to inspect their listings, and
 * the weekly hours visitors book from.
 */
export async function InspectionsTab() {
  const [mine, requests, hours] = await Promise.all([getMyBookings(), getBookingRequests(), getMyAvailability()]);
  return (
    <section aria-labelledby="inspections-heading">
      <div className={dashboardStyles.toolbar}>
        <h2 id="inspections-heading">{bookingsText.mineTitle}</h2>
      </div>
      <p>{bookingsText.tabIntro}</p>
      <BookingList result={mine} empty={bookingsText.mineEmpty} />
      <h2 id="inspection-requests-heading" className={styles.second}>{bookingsText.requestsTitle}</h2>
      <BookingList result={requests} empty={bookingsText.requestsEmpty} />
      <h2 id="inspection-hours-heading" className={styles.second}>{bookingsText.hoursTitle}</h2>
      <p>{bookingsText.hoursIntro}</p>
      {hours.ok ? <AvailabilityForm availability={hours.data.availability} /> : <ReadFailedAlert message={hours.detail} />}
    </section>
  );
}

type ListResult = Awaited<ReturnType<typeof getMyBookings>>;

function BookingList({ result, empty }: { result: ListResult; empty: string }) {
  if (!result.ok) return <ReadFailedAlert message={result.detail} />;
  if (result.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={dashboardStyles.list}>
      {result.data.map((booking) => (
        <li key={booking.id}>
          <BookingItem booking={booking} />
        </li>
      ))}
    </ul>
  );
}

function BookingItem({ booking }: { booking: Booking }) {
  const headingId = `booking-${booking.id}`;
  const advertiser = booking.side === 'advertiser';
  const status = advertiser && booking.status === 'requested' ? bookingsText.requestStatuses.requested : bookingsText.statuses[booking.status];
  return (
    <article className={styles.booking} aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link href={`/property/${booking.property.id}`}>{booking.property.name}</Link>
      </h3>
      <p className={styles.when}>{formatLagosDateTime(booking.starts_at)}</p>
      <p className={styles.status}>{status}</p>
      <p>{advertiser ? bookingsText.fromPerson(booking.visitor_name) : bookingsText.withPerson(booking.advertiser_name)}</p>
      {advertiser ? <p><a href={`tel:${booking.phone}`}>{booking.phone}</a></p> : null}
      {booking.note && advertiser ? <blockquote className={styles.note}>{booking.note}</blockquote> : null}
      {booking.decline_reason ? <p>{bookingsText.declineReasonIs(booking.decline_reason)}</p> : null}
      {booking.offered_slot && booking.status === 'requested' ? <p>{bookingsText.offeredTime(formatLagosDateTime(booking.offered_slot.starts_at))}</p> : null}
      {booking.feedback ? <p>{bookingsText.yourAnswer(bookingsText.feedbackAnswers[booking.feedback])}</p> : null}
      {booking.rating ? <p>{bookingsText.yourRating(booking.rating.stars)}</p> : null}
      <BookingActions booking={booking} />
      {booking.rating_due ? <RateInspectionForm bookingId={booking.id} /> : null}
    </article>
  );
}
