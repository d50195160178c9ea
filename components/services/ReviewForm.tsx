'use client';

import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { LoginForm } from '@/components/auth/LoginForm';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { useSession } from '@/components/layout/useSession';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { ratingFields, reviewFormSchema, type ReviewFormInput } from '@/lib/forms/services';
import { servicesText as text } from '@/lib/messages/services';
import { submitReviewResponseSchema, type Rating } from '@/lib/vst/services';
import { serviceHref } from './ServiceCard';
import { StarInput } from './StarInput';
import styles from './Services.module.css';

type ReviewFormProps = { homeServiceId: number; onSubmitted: (rating: Rating) => void };

/**
 * Reviews need a signed-in member (the provider refuses anonymous ones, so an owner cannot sign out
 * and praise their own service): signed out, a sign-in form takes the review form's place and brings
 * the visitor back to this page.
 */
export function ReviewPanel(props: ReviewFormProps) {
  const session = useSession();
  if (session.status === 'signed-in') return <ReviewForm {...props} />;
  if (session.status === 'loading') return null;
  return (
    <section aria-labelledby="review-sign-in" className={styles.form}>
      <h3 id="review-sign-in">{text.reviewSignInTitle}</h3>
      <p className={styles.muted}>{text.reviewSignInIntro}</p>
      <LoginForm next={serviceHref(props.homeServiceId)} labelledBy="review-sign-in" />
    </section>
  );
}

/** The rating form: four star ratings, name, e-mail, phone and a message. */
function ReviewForm({ homeServiceId, onSubmitted }: ReviewFormProps) {
  const emptyForm: ReviewFormInput = {
    home_service_id: homeServiceId,
    reviewer_name: '',
    reviewer_email: '',
    reviewer_phone_no: '',
    market_expert: 0,
    responsiveness: 0,
    negotiation_skill: 0,
    professionalism_communication: 0,
    message: '',
  };
  const review = useServerForm({
    schema: reviewFormSchema,
    defaultValues: emptyForm,
    action: '/api/vst/services/submitHomeServiceReview',
    response: submitReviewResponseSchema,
    resetOnSuccess: true,
    onSuccess: (data) => {
      toast.success(text.reviewSubmitted);
      onSubmitted(data.rating);
    },
  });
  const { form, field } = review;

  return (
    <form noValidate onSubmit={review.onSubmit} aria-labelledby="rate-heading" className={styles.form}>
      <h3 id="rate-heading">{text.rateTitle}</h3>
      <FormErrorBanner banner={review.banner} />
      <div className={styles.columns}>
        {ratingFields.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field: { value, onChange, ref }, fieldState }) => (
              <StarInput legend={text.ratingNames[name]} name={name} value={value} onChange={onChange} error={fieldState.error?.message} ref={ref} />
            )}
          />
        ))}
      </div>
      <div className={styles.columns}>
        <Field label={text.reviewerName} autoComplete="name" required {...field('reviewer_name')} />
        <Field label={text.reviewerEmail} type="email" autoComplete="email" required {...field('reviewer_email')} />
        <Field label={text.reviewerPhone} type="tel" autoComplete="tel" required {...field('reviewer_phone_no')} />
      </div>
      <TextAreaField label={text.reviewMessage} required {...field('message')} />
      <Button type="submit" pending={review.pending}>{text.submitReview}</Button>
    </form>
  );
}
