import { formatLagosDateTime } from '@/lib/format/date';
import { bookingsText } from '@/lib/messages/bookings';
import type { Booking } from '@/lib/vst/bookings';
import styles from './BookingRequestSummary.module.css';

/** What the advertiser is asked to confirm: who, where, when, and the visitor's note. */
export function BookingRequestSummary({ booking }: { booking: Booking }) {
  return (
    <div className={styles.summary}>
      <p>{bookingsText.requestSummary(booking.visitor_name, booking.property.name)}</p>
      <dl className={styles.facts}>
        <dt>{bookingsText.whenLabel}</dt>
        <dd>{formatLagosDateTime(booking.starts_at)}</dd>
        <dt>{bookingsText.addressLabel}</dt>
        <dd>{booking.property.address}</dd>
        <dt>{bookingsText.visitorPhoneLabel}</dt>
        <dd>{booking.phone}</dd>
        {booking.note ? (
          <>
            <dt>{bookingsText.visitorNoteLabel}</dt>
            <dd>{booking.note}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
