'use client';

import { z } from 'zod';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { Button } from '@/components/ui/Button';
import { verificationText as text } from '@/lib/messages/verification';
import { STAFF_REASON_MAX, staffVerificationDecisionResponseSchema } from '@/lib/vst/verification';

const reasonSchema = z.object({ reason: z.string().trim().min(1, text.reasonRequired).max(STAFF_REASON_MAX) });

type VerificationReasonFormProps = {
  /** The request decided on. */
  id: number;
  /** `refuse` a pending request or `revoke` an approved one. */
  decision: 'refuse' | 'revoke';
  label: string;
  submitLabel: string;
  /** Who it is about, for the button's accessible name. */
  memberName: string;
  onDone: () => void;
};

/** A verification decision that needs the reason the member will read: refusing a request, revoking a badge. */
export function VerificationReasonForm({ id, decision, label, submitLabel, memberName, onDone }: VerificationReasonFormProps) {
  const form = useServerForm({
    schema: reasonSchema,
    defaultValues: { reason: '' },
    action: `/api/vst/staff/verifications/${decision}`,
    extraBody: { id },
    response: staffVerificationDecisionResponseSchema,
    onSuccess: onDone,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <FormErrorBanner banner={form.banner} />
      <TextAreaField label={label} rows={2} maxLength={STAFF_REASON_MAX} {...form.field('reason')} />
      <Button type="submit" variant="secondary" pending={form.pending} aria-label={`${submitLabel}: ${memberName}`}>
        {submitLabel}
      </Button>
    </form>
  );
}
