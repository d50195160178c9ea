'use client';

import { useRouter } from 'next/navigation';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { StarInput } from '@/components/services/StarInput';
import { Button } from '@/components/ui/Button';
import { RATING_COMMENT_MAX, rateInspectionSchema, type RateInspectionInput } from '@/lib/forms/booking';
import { bookingsText } from '@/lib/messages/bookings';
import { bookingChangeResponseSchema } from '@/lib/vst/bookings';
import styles from './InspectionsTab.module.css';

/**
 * The visitor's stars and comment for a held inspection, asked beside "How did it go?". The provider
 * takes one rating per booking and only from its visitor; the list is read afresh after it.
 */
export function RateInspectionForm({ bookingId }: { bookingId: number }) {
  const router = useRouter();
  const emptyForm: RateInspectionInput = { stars: 0, comment: '' };
  const rating = useServerForm({
    schema: rateInspectionSchema,
    defaultValues: emptyForm,
    action: '/api/vst/bookings/rate',
    extraBody: { id: bookingId },
    response: bookingChangeResponseSchema,
    onSuccess: (data) => {
      toast.success(data.Detail);
      router.refresh();
    },
  });
  const { form, field } = rating;
  return (
    <form noValidate onSubmit={rating.onSubmit} className={styles.feedback}>
      <FormErrorBanner banner={rating.banner} />
      <Controller
        control={form.control}
        name="stars"
        render={({ field: { value, onChange, ref }, fieldState }) => (
          <StarInput legend={bookingsText.ratingLegend} name={`stars-${bookingId}`} value={value} onChange={onChange} error={fieldState.error?.message} ref={ref} />
        )}
      />
      <TextAreaField label={bookingsText.ratingCommentLabel} hint={bookingsText.ratingCommentHint} rows={2} maxLength={RATING_COMMENT_MAX} {...field('comment')} />
      <Button type="submit" pending={rating.pending}>{bookingsText.sendRating}</Button>
    </form>
  );
}
