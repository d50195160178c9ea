'use client';

import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { DIALOG_TITLE_ID, Dialog } from '@/components/ui/Dialog';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { FileField } from '@/components/sell/controls';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { UploadProgress } from '@/components/forms/UploadProgress';
import { useServerForm } from '@/components/forms/useServerForm';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import {
  paymentEvidenceResponseSchema,
  paymentEvidenceSchema,
  toPaymentEvidenceFormData,
} from '@/lib/dashboard/payment-evidence';
import { dashboardText } from '@/lib/messages/dashboard';
import styles from './Dashboard.module.css';

const EVIDENCE_ACTION = '/api/vst/payments/savePropertyPaymentEvidence';
const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

type PaymentEvidenceDialogProps = { propertyId: number; propertyName: string; onClose: () => void };

/**
 * Records a payment towards a purchased property. A failed upload keeps
 * the dialog open with every value and the chosen file; progress shows while the image is sent.
 */
export function PaymentEvidenceDialog({ propertyId, propertyName, onClose }: PaymentEvidenceDialogProps) {
  const evidence = useServerForm({
    schema: paymentEvidenceSchema,
    defaultValues: { amount: '', description: '', payment_evidence: [], property_id: propertyId },
    action: EVIDENCE_ACTION,
    multipart: toPaymentEvidenceFormData,
    onSuccess: (data) => {
      // The evidence is saved whatever the answer's wording; an unexpected one gets the generic toast.
      const answer = paymentEvidenceResponseSchema.safeParse(data);
      toast.success(answer.success ? answer.data.Detail : dashboardText.evidenceUploaded);
      onClose();
    },
  });
  const { form, field } = evidence;

  return (
    <Dialog title={dashboardText.evidenceTitle} onClose={onClose}>
      <p>{propertyName}</p>
      <form noValidate onSubmit={evidence.onSubmit} aria-labelledby={DIALOG_TITLE_ID} className={styles.form}>
        <FormErrorBanner banner={evidence.banner} />
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
        <UploadProgress progress={evidence.progress} label={dashboardText.uploading} />
        <Button type="submit" block pending={evidence.pending}>{dashboardText.evidenceSubmit}</Button>
      </form>
    </Dialog>
  );
}
