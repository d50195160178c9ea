'use client';

import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Spinner } from '@/components/ui/Spinner';
import { approvalText } from '@/lib/messages/approval';
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

/** Step 3.2 while its code is on its way, or saying it could not be loaded (the next press or key loads it again). */
export function PhoneStepLoading({ wizard, error }: { wizard: ApprovalWizardState; error: string | null }) {
  return (
    <StepFrame title={approvalText.phoneQuestion} takeFocus={wizard.moved}>
      {error ? <Alert tone="error">{error}</Alert> : <Spinner />}
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
