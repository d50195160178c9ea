'use client';

import { DOWN_PAYMENT_SLIDER, employmentStatuses, PRICE_SLIDER } from '@/lib/forms/approval';
import { approvalText } from '@/lib/messages/approval';
import { NairaSlider } from './NairaSlider';
import { StepFrame } from './StepFrame';
import type { ApprovalWizardState } from './useApprovalWizard';
import styles from './Approval.module.css';

const ERROR_ID = 'step-error';

function StepError({ message }: { message: string | null }) {
  return message ? <p id={ERROR_ID} className={styles.error}>{message}</p> : null;
}

/**
 * Step 2.1: the price range as two sliders, lowest and highest. Moving one chooses the range (the
 * other starts at its end), and they never cross: the other follows.
 */
export function PriceRangeStep({ wizard }: { wizard: ApprovalWizardState }) {
  const { priceMin, priceMax } = wizard.state.values;
  const invalid = wizard.error !== null;
  return (
    <StepFrame title={approvalText.priceQuestion} takeFocus={wizard.moved} onBack={wizard.back} onContinue={wizard.proceed}>
      <NairaSlider
        label={approvalText.minPrice}
        bounds={PRICE_SLIDER}
        value={priceMin}
        invalid={invalid}
        errorId={invalid ? ERROR_ID : undefined}
        onChange={(value) => wizard.update({ priceMin: value, priceMax: Math.max(value, priceMax ?? PRICE_SLIDER.max) })}
      />
      <NairaSlider
        label={approvalText.maxPrice}
        bounds={PRICE_SLIDER}
        value={priceMax}
        invalid={invalid}
        errorId={invalid ? ERROR_ID : undefined}
        onChange={(value) => wizard.update({ priceMax: value, priceMin: Math.min(value, priceMin ?? PRICE_SLIDER.min) })}
      />
      <StepError message={wizard.error} />
    </StepFrame>
  );
}

/** Step 2.2: the down payment. */
export function DownPaymentStep({ wizard }: { wizard: ApprovalWizardState }) {
  const invalid = wizard.error !== null;
  return (
    <StepFrame title={approvalText.downPaymentQuestion} takeFocus={wizard.moved} onBack={wizard.back} onContinue={wizard.proceed}>
      <NairaSlider
        label={approvalText.downPaymentLabel}
        bounds={DOWN_PAYMENT_SLIDER}
        value={wizard.state.values.downPayment}
        invalid={invalid}
        errorId={invalid ? ERROR_ID : undefined}
        onChange={(value) => wizard.update({ downPayment: value })}
      />
      <StepError message={wizard.error} />
    </StepFrame>
  );
}

/** Step 2.3: employment status, one of three. */
export function EmploymentStep({ wizard }: { wizard: ApprovalWizardState }) {
  const invalid = wizard.error !== null;
  return (
    <StepFrame title={approvalText.employmentQuestion} takeFocus={wizard.moved} onBack={wizard.back} onContinue={wizard.proceed}>
      <fieldset className={styles.radios} aria-describedby={invalid ? ERROR_ID : undefined}>
        <legend className="visually-hidden">{approvalText.employmentQuestion}</legend>
        {employmentStatuses.map((status) => (
          <label key={status} className={styles.radio}>
            <input
              type="radio"
              name="employmentStatus"
              value={status}
              checked={wizard.state.values.employmentStatus === status}
              onChange={() => wizard.update({ employmentStatus: status })}
            />
            {status}
          </label>
        ))}
      </fieldset>
      <StepError message={wizard.error} />
    </StepFrame>
  );
}
