'use client';

import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { SelectField } from '@/components/property-detail/SelectField';
import { Alert } from '@/components/ui/Alert';
import { changeTimeSchema, type ChangeTimeInput } from '@/lib/forms/booking';
import { formatLagosDateTime } from '@/lib/format/date';
import { bookingsText } from '@/lib/messages/bookings';
import { bookingChangeResponseSchema, type Booking } from '@/lib/vst/bookings';
import { useInspectionSlots } from './useInspectionSlots';

type ChangeTimeFormProps = {
  booking: Booking;
  /** `offer`: the advertiser proposes a time for a request; `move`: either side moves a confirmed booking. */
  kind: 'offer' | 'move';
  /** The id of the element naming the form (the button that opened it). */
  labelledBy: string;
  onChanged: (detail: string) => void;
};

const defaultValues: ChangeTimeInput = { starts_at: '' };

/**
 * Another time for a booking, chosen among the listing's open slots read when the form opens. When
 * someone takes the time meanwhile the provider's 409 is shown and the times are read again; the
 * form keeps the rest of what was chosen.
 */
export function ChangeTimeForm({ booking, kind, labelledBy, onChanged }: ChangeTimeFormProps) {
  const slots = useInspectionSlots(booking.property.id);
  const form = useServerForm({
    schema: changeTimeSchema,
    defaultValues,
    action: `/api/vst/bookings/${kind}`,
    extraBody: { id: booking.id },
    response: bookingChangeResponseSchema,
    onSuccess: (data) => onChanged(data.Detail),
    takeFailure: (failure) => {
      if (failure.status === 409) void slots.mutate();
      return false;
    },
  });

  if (slots.error) return <Alert tone="error">{bookingsText.timesUnavailable}</Alert>;
  if (!slots.data) return <p role="status">{bookingsText.loadingTimes}</p>;
  if (slots.data.slots.length === 0) return <p>{bookingsText.noOtherTimes}</p>;
  const options = slots.data.slots.map((slot) => ({ value: slot.starts_at, label: formatLagosDateTime(slot.starts_at) }));
  return (
    <ServerForm state={form} submitLabel={kind === 'offer' ? bookingsText.sendOffer : bookingsText.sendMove} labelledBy={labelledBy}>
      <SelectField label={bookingsText.newTimeLabel} placeholder={bookingsText.timePlaceholder} options={options} {...form.field('starts_at')} />
    </ServerForm>
  );
}
