'use client';

import { Field } from '@/components/ui/Field';
import { homeTypes, loanTypes } from '@/lib/forms/approval';
import { approvalText } from '@/lib/messages/approval';
import { StepFrame } from './StepFrame';
import type { ApprovalWizardState } from './useApprovalWizard';
import styles from './Approval.module.css';

/** Step 0: the loan type as tabs and the home type as buttons; choosing a home type moves on. */
export function HomeTypeStep({ wizard }: { wizard: ApprovalWizardState }) {
  const { values } = wizard.state;
  const selectLoanType = (index: number) => wizard.update({ loanType: loanTypes[(index + loanTypes.length) % loanTypes.length] });
  return (
    <StepFrame title={approvalText.homeTypeQuestion} takeFocus={wizard.moved}>
      <div role="tablist" aria-label={approvalText.loanTypeLabel} className={styles.loanTabs}>
        {loanTypes.map((loanType, index) => {
          const selected = values.loanType === loanType;
          return (
            <button
              key={loanType}
              type="button"
              role="tab"
              id={`loan-type-${index}`}
              aria-selected={selected}
              aria-controls="home-types"
              tabIndex={selected ? 0 : -1}
              className={styles.loanTab}
              onClick={() => selectLoanType(index)}
              // Tabs follow the ARIA pattern: arrow keys move between them, Home and End to the ends.
              onKeyDown={(event) => {
                const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: loanTypes.length - 1 }[event.key];
                if (target === undefined) return;
                event.preventDefault();
                selectLoanType(target);
                document.getElementById(`loan-type-${(target + loanTypes.length) % loanTypes.length}`)?.focus();
              }}
            >
              {loanType}
            </button>
          );
        })}
      </div>
      <div id="home-types" role="tabpanel" aria-labelledby={`loan-type-${loanTypes.indexOf(values.loanType)}`}>
        <ul className={styles.choices}>
          {homeTypes.map((homeType) => (
            <li key={homeType}>
              <button type="button" className={styles.choice} aria-pressed={values.homeType === homeType} onClick={() => wizard.chooseHomeType(homeType)}>
                {homeType}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </StepFrame>
  );
}

/** Step 1: where the home is. */
export function LocationStep({ wizard }: { wizard: ApprovalWizardState }) {
  return (
    <StepFrame title={approvalText.locationQuestion} takeFocus={wizard.moved} onBack={wizard.back} onContinue={wizard.proceed}>
      <Field
        label={approvalText.locationLabel}
        placeholder={approvalText.locationPlaceholder}
        autoComplete="address-level2"
        value={wizard.state.values.location}
        onChange={(event) => wizard.update({ location: event.target.value })}
        error={wizard.error ?? undefined}
      />
    </StepFrame>
  );
}
