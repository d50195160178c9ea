'use client';

import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { LoginForm } from '@/components/auth/LoginForm';
import { showServerFieldErrors } from '@/components/forms/showServerFieldErrors';
import { useBannerFocus } from '@/components/forms/useBannerFocus';
import type { FormBanner } from '@/components/forms/useServerForm';
import { useSession } from '@/components/layout/useSession';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { apiFetch } from '@/lib/api-client';
import { ratingFields, reviewFormSchema, type ReviewFormInput, type ReviewFormValues } from '@/lib/forms/services';
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

/** The rating form (spec 5 "Review form"): four star ratings, name, e-mail, phone and a message. */
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
  const form = useForm<ReviewFormInput, unknown, ReviewFormValues>({ resolver: zodResolver(reviewFormSchema), defaultValues: emptyForm });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const bannerRef = useBannerFocus(banner);

  const errorOf = (name: Path<ReviewFormInput>) => form.getFieldState(name, form.formState).error?.message;
  const field = (name: Path<ReviewFormInput>) => ({ ...form.register(name), error: errorOf(name) });

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    const result = await apiFetch('/api/vst/services/submitHomeServiceReview', { method: 'POST', body: values, schema: submitReviewResponseSchema });
    if (result.ok) {
      toast.success(text.reviewSubmitted);
      form.reset(emptyForm);
      onSubmitted(result.data.rating);
      return;
    }
    const focused = showServerFieldErrors(form.setError, Object.keys(emptyForm) as Path<ReviewFormInput>[], result.fieldErrors);
    // A field with its own message already has focus; the banner must not take it away.
    setBanner({ message: result.message, takesFocus: !focused });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="rate-heading" className={styles.form}>
      <h3 id="rate-heading">{text.rateTitle}</h3>
      {banner ? (
        <div ref={bannerRef} tabIndex={-1}>
          <Alert tone="error">{banner.message}</Alert>
        </div>
      ) : null}
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
      <Button type="submit" pending={form.formState.isSubmitting}>{text.submitReview}</Button>
    </form>
  );
}
