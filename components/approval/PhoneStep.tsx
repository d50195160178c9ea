'use client';

import { z } from 'zod';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Field } from '@/components/ui/Field';
import { approvalText } from '@/lib/messages/approval';
import { StepFrame } from './StepFrame';
import type { ApprovalWizardState } from './useApprovalWizard';

/** The send has no fields of its own: it sends the wizard's answers, each checked on its own step. */
const answersChecked = z.object({});

/**
 * Step 3.2: a phone number (not checked) and the send. The only step that sends, and so the only one
 * with form code (react-hook-form): a chunk of its own, loaded by ApprovalWizard.
 */
export function PhoneStep({ wizard }: { wizard: ApprovalWizardState }) {
  const send = useServerForm({
    schema: answersChecked,
    defaultValues: {},
    action: '/api/vst/services/submitLoanPreapproval',
    extraBody: wizard.payload,
    onSuccess: wizard.sent,
    takeFailure: wizard.returnToField,
  });
  return (
    <StepFrame
      title={approvalText.phoneQuestion}
      takeFocus={wizard.moved}
      onBack={wizard.back}
      onContinue={send.onSubmit}
      continueLabel={approvalText.submit}
      pending={send.pending}
    >
      <FormErrorBanner banner={send.banner} />
      <Field
        label={approvalText.phoneLabel}
        type="tel"
        autoComplete="tel"
        value={wizard.state.values.phoneNumber}
        onChange={(event) => wizard.update({ phoneNumber: event.target.value })}
        error={wizard.error ?? undefined}
      />
    </StepFrame>
  );
}
