'use client';

import Link from 'next/link';
import { formatLagosDateTime } from '@/lib/format/date';
import { bookingsText } from '@/lib/messages/bookings';
import styles from './InspectionSlots.module.css';
import { useInspectionSlots } from './useInspectionSlots';

/** How many of the next open times the property page offers; the booking page lists them all. */
const SHOWN = 6;

const bookingHref = (propertyId: number, startsAt?: string) => `/inspection/${propertyId}${startsAt ? `?${new URLSearchParams({ slot: startsAt })}` : ''}`;

/**
 * "Book an inspection" on the property page: the next open times, read after load (the page itself is
 * cached, the times are not). Each links to the booking page with that time, through sign-in for a
 * visitor signed out. Nothing shows while loading, on a failure, or when the listing takes no bookings.
 */
export function InspectionSlots({ propertyId }: { propertyId: number }) {
  const { data } = useInspectionSlots(propertyId);
  if (!data?.bookable) return null;
  return (
    <section className={styles.block} aria-labelledby="book-inspection">
      <h2 id="book-inspection">{bookingsText.blockTitle}</h2>
      <p>
        {bookingsText.blockIntro} {data.instant ? bookingsText.instantNote : bookingsText.requestNote}
      </p>
      {data.slots.length === 0 ? (
        <p>{bookingsText.noSlots}</p>
      ) : (
        <ul className={styles.slots}>
          {data.slots.slice(0, SHOWN).map((slot) => (
            <li key={slot.starts_at}>
              <Link href={bookingHref(propertyId, slot.starts_at)} className={styles.slot} aria-label={bookingsText.slotLink(formatLagosDateTime(slot.starts_at))}>
                {formatLagosDateTime(slot.starts_at)}
              </Link>
            </li>
          ))}
          {data.slots.length > SHOWN ? (
            <li>
              <Link href={bookingHref(propertyId)} className={styles.slot}>{bookingsText.moreTimes}</Link>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
