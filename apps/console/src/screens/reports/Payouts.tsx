import type { OnboardingStepBody, PayoutSetup } from '@console/contract';
import { useState } from 'react';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { OnboardingDialog } from './OnboardingDialog';
import { PayoutList, type PayoutListProps } from './PayoutList';
import { PayoutSetupPanel } from './PayoutSetupPanel';

export interface PayoutsProps {
  title: string;
  /** GET /payouts/setup. */
  setup: { data: PayoutSetup | undefined; failed: boolean; onRetry: () => void };
  /** The owner completes the set-up; everyone else reads it. */
  canManage: boolean;
  /** Starts the set-up; its steps open once it has started. */
  onStart: () => Promise<unknown>;
  /** Saves one onboarding step (the set-up is read again after it). */
  onSubmitStep: (body: OnboardingStepBody) => Promise<unknown>;
  list: PayoutListProps;
}

/** /reports/payouts: the company's payout set-up (and its onboarding), then its payouts. */
export function Payouts({ title, setup, canManage, onStart, onSubmitStep, list }: PayoutsProps) {
  const [onboarding, setOnboarding] = useState(false);
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      await onStart();
      setOnboarding(true);
    } catch {
      // The http client has said what failed; the panel stays as it was.
    } finally {
      setStarting(false);
    }
  };
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <PayoutSetupPanel
        setup={setup.data}
        failed={setup.failed}
        onRetry={setup.onRetry}
        canManage={canManage}
        onStart={() => void start()}
        starting={starting}
        onContinue={() => setOnboarding(true)}
      />
      {canManage ? (
        <OnboardingDialog
          open={onboarding}
          onOpenChange={setOnboarding}
          setup={setup.data}
          onSubmitStep={onSubmitStep}
        />
      ) : null}
      <PayoutList {...list} />
    </ScreenLayout>
  );
}
