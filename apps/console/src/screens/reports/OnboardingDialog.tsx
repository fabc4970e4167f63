import type { OnboardingStepBody, PayoutSetup } from '@console/contract';
import { Button, Dialog, vars } from '@console/ui';
import styled from 'styled-components';
import { ONBOARDING_REQUIREMENTS } from '../../shared/money/money.labels';
import { OnboardingStepForm } from './OnboardingStepForm';
import { nextStep, type OnboardingStep, onboardingSteps } from './payouts.logic';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    color: ${vars.textSecondary};
  }
  li[aria-current='step'] {
    color: ${vars.primaryReadable};
    font-weight: 600;
  }
`;

const STATE_TEXT: Record<OnboardingStep['state'], string> = {
  done: 'done',
  due: 'to do',
  past_due: 'overdue',
};

export interface OnboardingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The set-up as the server last answered it: its due requirements are the steps left. */
  setup: PayoutSetup | undefined;
  /** Saves one step; the set-up is read again after it, and the next step due shows. */
  onSubmitStep: (body: OnboardingStepBody) => Promise<unknown>;
}

/**
 * The payout onboarding the owner completes in the console: one step per requirement the provider still
 * needs (overdue ones first), with where each stands; done when nothing is due.
 */
export function OnboardingDialog({ open, onOpenChange, setup, onSubmitStep }: OnboardingDialogProps) {
  const steps = setup ? onboardingSteps(setup) : [];
  const current = setup ? nextStep(setup) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Set up payouts"
      width="560px"
      footer={current ? null : <Button onClick={() => onOpenChange(false)}>Done</Button>}
    >
      <Steps aria-label="Onboarding steps">
        {steps.map((step, index) => (
          <li key={step.requirement} aria-current={step.requirement === current ? 'step' : undefined}>
            {index + 1}. {ONBOARDING_REQUIREMENTS[step.requirement]} ({STATE_TEXT[step.state]})
          </li>
        ))}
      </Steps>
      {current ? (
        <OnboardingStepForm key={current} requirement={current} onSubmit={onSubmitStep} />
      ) : (
        <p>
          Nothing more is needed. The payout provider enables payouts once it has checked what you gave; this
          page shows when it has.
        </p>
      )}
    </Dialog>
  );
}
