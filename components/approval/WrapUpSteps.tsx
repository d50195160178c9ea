'use client';

import { z } from 'zod';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { useServerForm } from '@/components/forms/useServerForm';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { approvalText } from '@/lib/messages/finance';
import { StepFrame } from './StepFrame';
import type { ApprovalWizardState } from './useApprovalWizard';

/** Step 3.1: where to send the pre-approval. */
export function EmailStep({ wizard }: { wizard: ApprovalWizardState }) {
  return (
    <StepFrame title={approvalText.emailQuestion} takeFocus={wizard.moved} onBack={wizard.back} onContinue={wizard.proceed}>
      <Field
        label={approvalText.emailLabel}
        type="email"
        autoComplete="email"
        value={wizard.state.values.email}
        onChange={(event) => wizard.update({ email: event.target.value })}
        error={wizard.error ?? undefined}
      />
    </StepFrame>
  );
}

/** The send has no fields of its own: it sends the wizard's answers, each checked on its own step. */
const answersChecked = z.object({});

/** Step 3.2: a phone number (not checked) and the send. */
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

/** Step 4: the request is in. */
export function ThankYouStep({ wizard }: { wizard: ApprovalWizardState }) {
  return (
    <StepFrame title={approvalText.thankYouTitle} takeFocus={wizard.moved}>
      <p>{approvalText.thankYouBody}</p>
      <div>
        <Button variant="secondary" onClick={wizard.restart}>{approvalText.startAgain}</Button>
      </div>
    </StepFrame>
  );
}
