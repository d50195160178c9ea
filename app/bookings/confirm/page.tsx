import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/AuthCard';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { BookingRequestSummary } from '@/components/bookings/BookingRequestSummary';
import { ConfirmBookingForm } from '@/components/bookings/ConfirmBookingForm';
import { Alert } from '@/components/ui/Alert';
import { bookingsText } from '@/lib/messages/bookings';
import { getBookingByToken } from '@/server/vst/bookings';

export const metadata: Metadata = { title: bookingsText.confirmPageTitle, robots: { index: false, follow: false } };

const titleId = 'confirm-booking-title';

/**
 * The advertiser's e-mail link for an inspection request, signed in or not. Opening it changes nothing
 * (mail scanners fetch links before people do): it shows the request, and a button confirms it.
 */
export default async function ConfirmBookingPage({ searchParams }: { searchParams: SearchParams }) {
  const token = queryValue((await searchParams).token);
  const found = token ? await getBookingByToken(token) : undefined;
  let content;
  if (!token || (found && !found.ok && found.status === 400)) content = <Alert tone="error">{bookingsText.invalidLink}</Alert>;
  else if (!found?.ok) content = <Alert tone="error">{bookingsText.unavailable}</Alert>;
  else {
    const booking = found.data;
    content = (
      <>
        <BookingRequestSummary booking={booking} />
        {booking.status === 'requested' ? (
          <ConfirmBookingForm key={token} token={token} labelledBy={titleId} />
        ) : (
          <Alert tone={booking.status === 'confirmed' ? 'success' : 'error'}>
            {booking.status === 'confirmed' ? bookingsText.alreadyConfirmed : bookingsText.noLongerOpen}
          </Alert>
        )}
      </>
    );
  }
  return (
    <AuthCard title={bookingsText.confirmPageTitle} titleId={titleId}>
      {content}
    </AuthCard>
  );
}
