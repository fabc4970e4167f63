import type { PayoutSetup } from '@console/contract';
import { Button, Card, Skeleton, Tag, vars } from '@console/ui';
import styled from 'styled-components';
import { FigureTiles } from '../../shared/FigureTiles';
import { LoadFailed } from '../../shared/LoadFailed';
import { disabledReasonLabel, ONBOARDING_REQUIREMENTS } from '../../shared/money/money.labels';
import { destinationText, dollars } from '../../shared/money.logic';
import {
  dayText,
  minimumText,
  onboardingSteps,
  SETUP_STATES,
  type SetupState,
  setupState,
} from './payouts.logic';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  p {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    color: ${vars.text};
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;

const Overdue = styled.strong`
  color: ${vars.dangerText};
  font-weight: 600;
`;

const Note = styled.p`
  color: ${vars.textSecondary};
`;

/** What the set-up means, in a sentence. */
function summary(setup: PayoutSetup, state: SetupState): string {
  const account = setup.account;
  switch (state) {
    case 'not_started':
      return 'Payouts are not set up. Once they are, your available balance is paid to your bank account.';
    case 'requirements_due': {
      const needed = account?.currentDeadline
        ? `The payout provider needs more information by ${dayText(account.currentDeadline)}.`
        : 'The payout provider needs more information before it can pay you.';
      return account?.disabledReason ? `${disabledReasonLabel(account.disabledReason)} ${needed}` : needed;
    }
    case 'enabled':
      return 'Payouts are enabled: your available balance is paid to your bank account.';
    case 'paused':
      return disabledReasonLabel(account?.disabledReason ?? '');
  }
}

export interface PayoutSetupPanelProps {
  /** GET /payouts/setup; undefined while it loads. */
  setup: PayoutSetup | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The owner may start and complete the set-up; everyone else reads it. */
  canManage: boolean;
  /** Starts the set-up (POST /payouts/setup/start). */
  onStart: () => void;
  starting: boolean;
  /** Opens the onboarding steps still due. */
  onContinue: () => void;
}

/**
 * The company's payout set-up: whether payouts are enabled, what the provider still needs and by when, the
 * bank account paid to, the balances, the minimum payout and what stands before the next payout.
 */
export function PayoutSetupPanel({
  setup,
  failed,
  onRetry,
  canManage,
  onStart,
  starting,
  onContinue,
}: PayoutSetupPanelProps) {
  const state = setup ? setupState(setup) : undefined;
  return (
    <Card
      title="Payout set-up"
      extra={state ? <Tag type={SETUP_STATES[state].tag}>{SETUP_STATES[state].label}</Tag> : null}
    >
      {failed && !setup ? (
        <LoadFailed message="The payout set-up could not be loaded." onRetry={onRetry} />
      ) : !setup || !state ? (
        <Skeleton rows={4} />
      ) : (
        <Body>
          <p>{summary(setup, state)}</p>
          <FigureTiles
            tiles={[
              { key: 'available', label: 'Available', value: dollars(setup.availableCents) },
              {
                key: 'pending',
                label: 'Pending',
                value: dollars(setup.pendingCents),
                detail: 'Becomes available after its pending days.',
              },
              { key: 'inTransit', label: 'In transit', value: dollars(setup.inTransitCents) },
              { key: 'minimum', label: 'Minimum payout', value: dollars(setup.minimumCents) },
            ]}
          />
          <Facts aria-label="Payout set-up details">
            {setup.account && onboardingSteps(setup).some((step) => step.state !== 'done') ? (
              <>
                <dt>Still required</dt>
                <dd>
                  <ul>
                    {onboardingSteps(setup)
                      .filter((step) => step.state !== 'done')
                      .map((step) => (
                        <li key={step.requirement}>
                          {ONBOARDING_REQUIREMENTS[step.requirement]}
                          {step.state === 'past_due' ? <Overdue> (overdue)</Overdue> : null}
                        </li>
                      ))}
                  </ul>
                </dd>
              </>
            ) : null}
            {setup.account?.currentDeadline ? (
              <>
                <dt>Deadline</dt>
                <dd>{dayText(setup.account.currentDeadline)}</dd>
              </>
            ) : null}
            <dt>Bank account</dt>
            <dd>
              {setup.account?.destinationLast4
                ? destinationText(setup.account.destinationLast4, setup.account.destinationBankName)
                : 'None yet'}
            </dd>
            <dt>Next payout</dt>
            <dd>{setup.nextPayoutBlocker ?? 'Your available balance goes out with the next payout run.'}</dd>
            <dt>Minimum</dt>
            <dd>{minimumText(setup)}</dd>
          </Facts>
          {!canManage ? (
            state === 'enabled' ? null : (
              <Note>Only the company's owner can set up payouts.</Note>
            )
          ) : state === 'not_started' ? (
            <div>
              <Button variant="primary" loading={starting} onClick={onStart}>
                Set up payouts
              </Button>
            </div>
          ) : state === 'requirements_due' ? (
            <div>
              <Button variant="primary" onClick={onContinue}>
                Continue set-up
              </Button>
            </div>
          ) : null}
        </Body>
      )}
    </Card>
  );
}
