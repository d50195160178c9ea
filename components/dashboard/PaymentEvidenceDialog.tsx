'use client';

import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { DIALOG_TITLE_ID, Dialog } from '@/components/ui/Dialog';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { FileField } from '@/components/sell/controls';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import { showServerFieldErrors } from '@/components/forms/showServerFieldErrors';
import { useBannerFocus } from '@/components/forms/useBannerFocus';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import {
  paymentEvidenceResponseSchema,
  paymentEvidenceSchema,
  toPaymentEvidenceFormData,
  type PaymentEvidenceInput,
  type PaymentEvidenceValues,
} from '@/lib/dashboard/payment-evidence';
import { dashboardText } from '@/lib/messages/dashboard';
import styles from './Dashboard.module.css';

const EVIDENCE_ACTION = '/api/vst/payments/savePropertyPaymentEvidence';
const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/gif';
const fieldOrder: Path<PaymentEvidenceInput>[] = ['amount', 'description', 'payment_evidence'];

type PaymentEvidenceDialogProps = { propertyId: number; propertyName: string; onClose: () => void };

/**
 * Records a payment towards a purchased property (spec 3 "Payment evidence"). A failed upload keeps
 * the dialog open with every value and the chosen file; progress shows while the image is sent.
 */
export function PaymentEvidenceDialog({ propertyId, propertyName, onClose }: PaymentEvidenceDialogProps) {
  const form = useForm<PaymentEvidenceInput, unknown, PaymentEvidenceValues>({
    resolver: zodResolver(paymentEvidenceSchema),
    defaultValues: { amount: '', description: '', payment_evidence: [], property_id: propertyId },
  });
  const [banner, setBanner] = useState<{ message: string; takesFocus: boolean } | null>(null);
  const bannerRef = useBannerFocus(banner);
  const [progress, setProgress] = useState<number | null>(null);

  const field = (name: 'amount' | 'description') => ({ ...form.register(name), error: form.getFieldState(name, form.formState).error?.message });

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    setProgress(0);
    const result = await uploadWithProgress(EVIDENCE_ACTION, toPaymentEvidenceFormData(values), setProgress);
    setProgress(null);
    if (result.ok) {
      const answer = paymentEvidenceResponseSchema.safeParse(result.data);
      toast.success(answer.success ? answer.data.Detail : dashboardText.evidenceUploaded);
      onClose();
      return;
    }
    const focused = showServerFieldErrors(form.setError, fieldOrder, result.fieldErrors);
    setBanner({ message: result.message, takesFocus: !focused });
  });

  const sending = progress !== null;
  return (
    <Dialog title={dashboardText.evidenceTitle} onClose={onClose}>
      <p>{propertyName}</p>
      <form noValidate onSubmit={onSubmit} aria-labelledby={DIALOG_TITLE_ID} className={styles.form}>
        {banner ? (
          <div ref={bannerRef} tabIndex={-1}>
            <Alert tone="error">{banner.message}</Alert>
          </div>
        ) : null}
        <Field label={dashboardText.evidenceAmount} inputMode="numeric" required {...field('amount')} />
        <TextAreaField label={dashboardText.evidenceDescription} required {...field('description')} />
        <Controller
          control={form.control}
          name="payment_evidence"
          render={({ field: { ref, onBlur, onChange, value, name }, fieldState }) => (
            <FileField
              ref={ref}
              name={name}
              label={dashboardText.evidenceImage}
              hint={[dashboardText.evidenceImageHint, value[0] ? dashboardText.evidenceChosen(value[0].name) : ''].filter(Boolean).join(' ')}
              accept={ACCEPTED_IMAGES}
              required
              error={fieldState.error?.message}
              onBlur={onBlur}
              onChange={(event) => onChange(Array.from(event.target.files ?? []))}
            />
          )}
        />
        {sending ? (
          <div>
            <label htmlFor="evidence-progress">{dashboardText.uploading}</label>
            <progress id="evidence-progress" max={1} value={progress}>{Math.round(progress * 100)}%</progress>
          </div>
        ) : null}
        <Button type="submit" block pending={sending || form.formState.isSubmitting}>{dashboardText.evidenceSubmit}</Button>
      </form>
    </Dialog>
  );
}
