'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { AuthOutcome } from '@/components/auth/AuthOutcome';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { SelectField } from '@/components/property-detail/SelectField';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { Alert } from '@/components/ui/Alert';
import { Field } from '@/components/ui/Field';
import { bookInspectionSchema, type BookInspectionInput } from '@/lib/forms/booking';
import { formatLagosDateTime } from '@/lib/format/date';
import { askedToPayPath } from '@/lib/listing/routes';
import { bookingsText } from '@/lib/messages/bookings';
import { bookingChangeResponseSchema, type InspectionSlot } from '@/lib/vst/bookings';

type BookInspectionFormProps = {
  propertyId: number;
  slots: InspectionSlot[];
  /** The slot the visitor picked on the property page (kept through sign-in), if still open. */
  chosen: string | undefined;
  labelledBy: string;
};

/**
 * The booking itself: a time among the open slots, a phone number and a note. When someone else took
 * the time a moment earlier, the provider names the next open one, which is chosen here at once and
 * said above the form, so one more press books it.
 */
export function BookInspectionForm({ propertyId, slots: initialSlots, chosen, labelledBy }: BookInspectionFormProps) {
  const [slots, setSlots] = useState(initialSlots);
  const [offer, setOffer] = useState<string | null>(null);
  // The time chosen for the visitor after a clash; set once its option is in the list.
  const [nextChoice, setNextChoice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const defaultValues: BookInspectionInput = { starts_at: chosen ?? '', phone: '', note: '' };
  const form = useServerForm({
    schema: bookInspectionSchema,
    defaultValues,
    action: '/api/vst/bookings/book',
    extraBody: { property_id: propertyId },
    response: bookingChangeResponseSchema,
    onSuccess: ({ booking }) => {
      const when = formatLagosDateTime(booking.starts_at);
      setOutcome(booking.status === 'confirmed' ? bookingsText.booked(when) : bookingsText.requested(when));
    },
    takeFailure: (failure) => {
      if (failure.status !== 409 || failure.nextSlot === undefined) return false;
      const taken = form.form.getValues('starts_at');
      const next = failure.nextSlot;
      setSlots((open) => {
        const rest = open.filter((slot) => slot.starts_at !== taken);
        return next && !rest.some((slot) => slot.starts_at === next.starts_at) ? [...rest, next].sort((a, b) => a.starts_at.localeCompare(b.starts_at)) : rest;
      });
      setNextChoice(next?.starts_at ?? '');
      setOffer(`${failure.message}. ${next ? bookingsText.nextSlotOffer(formatLagosDateTime(next.starts_at)) : bookingsText.noneLeft}`);
      return true;
    },
  });

  const { setValue } = form.form;
  useEffect(() => {
    if (nextChoice !== null) setValue('starts_at', nextChoice);
  }, [nextChoice, slots, setValue]);

  if (outcome) return <AuthOutcome tone="success" message={outcome} next={{ href: `/property/${propertyId}`, label: bookingsText.backToListing }} />;

  const options = slots.map((slot) => ({ value: slot.starts_at, label: formatLagosDateTime(slot.starts_at) }));
  return (
    <ServerForm state={form} submitLabel={bookingsText.submit} labelledBy={labelledBy}>
      {offer ? <Alert tone="error">{offer}</Alert> : null}
      <SelectField label={bookingsText.timeLabel} placeholder={bookingsText.timePlaceholder} options={options} {...form.field('starts_at')} />
      <Field label={bookingsText.phoneLabel} hint={bookingsText.phoneHint} type="tel" autoComplete="tel" inputMode="tel" {...form.field('phone')} />
      <TextAreaField label={bookingsText.noteLabel} rows={3} {...form.field('note')} />
      <p>
        {bookingsText.freeNote} <Link href={askedToPayPath(propertyId)}>{bookingsText.reportLink}</Link>.
      </p>
    </ServerForm>
  );
}
