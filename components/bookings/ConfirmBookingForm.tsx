'use client';

import { ConfirmLinkForm } from '@/components/forms/ConfirmLinkForm';
import { formatLagosDateTime } from '@/lib/format/date';
import { bookingsText } from '@/lib/messages/bookings';
import { bookingChangeResponseSchema } from '@/lib/vst/bookings';

/** Forged, declined or expired. */
const FINAL_FAILURES = new Set([400, 404, 409, 422]);

/** The advertiser's e-mail link: confirms the requested viewing. */
export function ConfirmBookingForm({ token, labelledBy }: { token: string; labelledBy: string }) {
  return (
    <ConfirmLinkForm
      token={token}
      labelledBy={labelledBy}
      action="/api/vst/bookings/confirmByToken"
      response={bookingChangeResponseSchema}
      finalFailures={FINAL_FAILURES}
      button={bookingsText.confirmButton}
      succeeded={({ booking }) => bookingsText.confirmed(booking.property.name, formatLagosDateTime(booking.starts_at))}
      next={{ href: '/dashboard', label: bookingsText.toDashboard }}
    />
  );
}
