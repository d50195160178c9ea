'use client';

import { stageOf, type WizardScreen } from '@/lib/finance/wizard';
import { DownPaymentStep, EmploymentStep, PriceRangeStep } from './DetailsSteps';
import { HomeTypeStep, LocationStep } from './PropertySteps';
import { StepIndicator } from './StepIndicator';
import { useApprovalWizard, type ApprovalWizardState } from './useApprovalWizard';
import { EmailStep, PhoneStep, ThankYouStep } from './WrapUpSteps';

const stepOf: Record<WizardScreen, (props: { wizard: ApprovalWizardState }) => React.ReactNode> = {
  homeType: HomeTypeStep,
  location: LocationStep,
  priceRange: PriceRangeStep,
  downPayment: DownPaymentStep,
  employment: EmploymentStep,
  email: EmailStep,
  phone: PhoneStep,
  thankYou: ThankYouStep,
};

/** The loan pre-approval wizard: Property (loan and home type, location), Details, Wrap-Up, Thank You. */
export function ApprovalWizard() {
  const wizard = useApprovalWizard();
  const Step = stepOf[wizard.state.screen];
  return (
    // Until the saved progress is read, the first step shows but is marked busy.
    <div aria-busy={!wizard.loaded || undefined} data-testid="approval-wizard" data-ready={wizard.loaded || undefined}>
      <StepIndicator stage={stageOf(wizard.state.screen)} />
      <Step wizard={wizard} />
    </div>
  );
}
