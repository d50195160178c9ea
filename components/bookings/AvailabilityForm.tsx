'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { SelectField } from '@/components/property-detail/SelectField';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { Alert } from '@/components/ui/Alert';
import { Field } from '@/components/ui/Field';
import { availabilityFormSchema, WEEKDAYS, type AvailabilityFormInput } from '@/lib/forms/booking';
import { bookingsText } from '@/lib/messages/bookings';
import { saveAvailabilityResponseSchema, SLOT_LENGTHS, type InspectionAvailability } from '@/lib/vst/bookings';
import styles from './InspectionsTab.module.css';

const slotOptions = SLOT_LENGTHS.map((minutes) => ({ value: String(minutes), label: bookingsText.slotLength(String(minutes)) }));

/** The form's values for hours already saved: the days they cover, with the first stretch's times. */
function valuesOf(availability: InspectionAvailability | null): AvailabilityFormInput {
  const first = availability?.weekly_hours[0];
  return {
    days: [...new Set(availability?.weekly_hours.map((hours) => String(hours.day)) ?? ['1', '2', '3', '4', '5'])],
    from: first?.from ?? '09:00',
    to: first?.to ?? '17:00',
    slot_minutes: String(availability?.slot_minutes ?? 60) as AvailabilityFormInput['slot_minutes'],
    instant: availability?.instant ?? false,
    blocked_dates: availability?.blocked_dates.join('\n') ?? '',
  };
}

/** The advertiser's weekly inspection hours: the same hours on the days ticked. */
export function AvailabilityForm({ availability }: { availability: InspectionAvailability | null }) {
  const router = useRouter();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useServerForm({
    schema: availabilityFormSchema,
    defaultValues: valuesOf(availability),
    action: '/api/vst/bookings/availability',
    response: saveAvailabilityResponseSchema,
    onSuccess: (data) => {
      setSaved(data.Detail);
      router.refresh();
    },
  });
  const { error: daysError } = form.field('days');
  return (
    <ServerForm state={form} submitLabel={bookingsText.saveHours} labelledBy="inspection-hours-heading">
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <fieldset className={styles.feedback} aria-describedby={daysError ? 'inspection-days-error' : undefined}>
        <legend>{bookingsText.daysLegend}</legend>
        {WEEKDAYS.map((day) => (
          <label key={day}>
            <input type="checkbox" value={String(day)} {...form.form.register('days')} />
            {bookingsText.weekdays[day]}
          </label>
        ))}
        {daysError ? <p id="inspection-days-error" role="alert">{daysError}</p> : null}
      </fieldset>
      <Field label={bookingsText.fromLabel} type="time" {...form.field('from')} />
      <Field label={bookingsText.toLabel} type="time" {...form.field('to')} />
      <SelectField label={bookingsText.slotLengthLabel} placeholder={bookingsText.chooseSlotLength} options={slotOptions} {...form.field('slot_minutes')} />
      <label className={styles.check}>
        <input type="checkbox" {...form.form.register('instant')} />
        {bookingsText.instantLabel}
      </label>
      <TextAreaField label={bookingsText.blockedLabel} rows={3} {...form.field('blocked_dates')} />
    </ServerForm>
  );
}
