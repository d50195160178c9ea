'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { apiFetch } from '@/lib/api-client';
import { bookingsText } from '@/lib/messages/bookings';
import { listingBookingResponseSchema } from '@/lib/vst/bookings';
import styles from './InspectionsTab.module.css';

type Outcome = { tone: 'success' | 'error'; message: string };

/**
 * "Take inspection bookings" under the owner's listing: one tick turns booking of this listing on or
 * off at once (the hours stay the advertiser's, for all their listings). On a failure the box shows
 * what the provider still holds.
 */
export function ListingBookingSwitch({ propertyId, bookable: saved }: { propertyId: number; bookable: boolean }) {
  const [bookable, setBookable] = useState(saved);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function change(wanted: boolean) {
    setPending(true);
    setOutcome(null);
    const result = await apiFetch('/api/vst/bookings/listingBooking', { method: 'POST', body: { property_id: propertyId, bookable: wanted }, schema: listingBookingResponseSchema });
    setPending(false);
    if (!result.ok) {
      setOutcome({ tone: 'error', message: result.message });
      return;
    }
    setBookable(result.data.bookable);
    setOutcome({ tone: 'success', message: result.data.Detail });
  }

  return (
    <>
      <label className={styles.check}>
        <input type="checkbox" checked={bookable} disabled={pending} aria-busy={pending || undefined} onChange={(event) => void change(event.target.checked)} />
        {bookingsText.takeBookings}
      </label>
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
    </>
  );
}
