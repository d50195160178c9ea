'use client';

import { useLazyComponent } from '@/components/ui/loadOnFirstUse';
import { stageOf, type WizardScreen } from '@/lib/finance/wizard';
import { DownPaymentStep, EmploymentStep, PriceRangeStep } from './DetailsSteps';
import { HomeTypeStep, LocationStep } from './PropertySteps';
import { StepIndicator } from './StepIndicator';
import { useApprovalWizard, type ApprovalWizardState } from './useApprovalWizard';
import { EmailStep, PhoneStepLoading, ThankYouStep } from './WrapUpSteps';

const stepOf: Record<Exclude<WizardScreen, 'phone'>, (props: { wizard: ApprovalWizardState }) => React.ReactNode> = {
  homeType: HomeTypeStep,
  location: LocationStep,
  priceRange: PriceRangeStep,
  downPayment: DownPaymentStep,
  employment: EmploymentStep,
  email: EmailStep,
  thankYou: ThankYouStep,
};

const loadPhoneStep = () => import('./PhoneStep').then((module) => module.PhoneStep);

/** The loan pre-approval wizard: Property (loan and home type, location), Details, Wrap-Up, Thank You. */
export function ApprovalWizard() {
  const wizard = useApprovalWizard();
  const { screen } = wizard.state;
  // The last step's send code is most of the wizard's weight and most visitors never reach it: it
  // loads once the visitor is under way (past the first step), not with the page.
  const phoneStep = useLazyComponent(loadPhoneStep, { preload: screen === 'homeType' || screen === 'thankYou' ? undefined : 'idle' });
  let step;
  if (screen !== 'phone') {
    const Step = stepOf[screen];
    step = <Step wizard={wizard} />;
  } else {
    step = phoneStep.Component ? <phoneStep.Component wizard={wizard} /> : <PhoneStepLoading wizard={wizard} error={phoneStep.error} />;
  }
  return (
    // Until the saved progress is read, the first step shows but is marked busy.
    <div aria-busy={!wizard.loaded || undefined} data-testid="approval-wizard" data-ready={wizard.loaded || undefined}>
      <StepIndicator stage={stageOf(screen)} />
      {step}
    </div>
  );
}
