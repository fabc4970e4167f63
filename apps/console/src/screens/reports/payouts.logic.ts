import {
  type OnboardingRequirement,
  onboardingRequirement,
  type PayoutDetail,
  type PayoutListQuery,
  type PayoutSetup,
  type PayoutStatus,
} from '@console/contract';
import type { TagType } from '@console/ui';
import { dollars } from '../../shared/money.logic';
import type { StatusChange } from '../../shared/StatusHistory';

/** The Payouts list's filters (paging is the table's). */
export type PayoutFilterValues = Pick<PayoutListQuery, 'status' | 'from' | 'to'>;

export const NO_PAYOUT_FILTERS: PayoutFilterValues = { status: undefined, from: undefined, to: undefined };

export const payoutFilters = ({ status, from, to }: PayoutListQuery): PayoutFilterValues => ({
  status,
  from,
  to,
});

/** Where the company's payout set-up stands. */
export type SetupState = 'not_started' | 'requirements_due' | 'enabled' | 'paused';

export const SETUP_STATES: Record<SetupState, { label: string; tag: TagType }> = {
  not_started: { label: 'Not set up', tag: 'default' },
  requirements_due: { label: 'Information needed', tag: 'warning' },
  enabled: { label: 'Payouts enabled', tag: 'success' },
  paused: { label: 'Payouts paused', tag: 'danger' },
};

export function setupState(setup: PayoutSetup): SetupState {
  const { account } = setup;
  if (!account) return 'not_started';
  if (account.requirementsDue.length > 0 || account.requirementsPastDue.length > 0) return 'requirements_due';
  return account.payoutsEnabled ? 'enabled' : 'paused';
}

/** One onboarding step as the set-up lists it: done, due, or overdue (past its deadline). */
export interface OnboardingStep {
  requirement: OnboardingRequirement;
  state: 'done' | 'due' | 'past_due';
}

/** Every onboarding step in the provider's order, with its state; none before set-up has started. */
export function onboardingSteps(setup: PayoutSetup): OnboardingStep[] {
  const { account } = setup;
  if (!account) return [];
  return onboardingRequirement.options.map((requirement) => ({
    requirement,
    state: account.requirementsPastDue.includes(requirement)
      ? 'past_due'
      : account.requirementsDue.includes(requirement)
        ? 'due'
        : 'done',
  }));
}

/** The step to fill in next: an overdue one first, then the first due; null when nothing is asked. */
export function nextStep(setup: PayoutSetup): OnboardingRequirement | null {
  const steps = onboardingSteps(setup);
  return (
    steps.find((step) => step.state === 'past_due')?.requirement ??
    steps.find((step) => step.state === 'due')?.requirement ??
    null
  );
}

/**
 * What the minimum payout means for this balance, so a small balance never looks stuck: below it, how much
 * more is needed; otherwise the rule itself.
 */
export function minimumText(setup: Pick<PayoutSetup, 'availableCents' | 'minimumCents'>): string {
  const { availableCents, minimumCents } = setup;
  if (availableCents > 0 && availableCents < minimumCents) {
    return `Payouts start at ${dollars(minimumCents)}: your available ${dollars(availableCents)} waits until ${dollars(minimumCents - availableCents)} more is available.`;
  }
  return `Payouts start at ${dollars(minimumCents)}; a smaller available balance waits for the next payout.`;
}

/** A payout's status history as the shared history table lists changes: each with the status before it. */
export function payoutChanges(history: PayoutDetail['history']): StatusChange<PayoutStatus>[] {
  return history.map((entry, index) => ({
    from: index === 0 ? null : (history[index - 1]?.status ?? null),
    to: entry.status,
    actor: null,
    reason: entry.note,
    at: entry.at,
  }));
}

/** Only the company's owner completes the payout set-up; everyone else reads it. */
export const mayManagePayouts = (userRole: number | null | undefined) => userRole === 1;

/** The export's file name, dated: payouts-2026-11-27.csv. */
export const payoutsFileName = (today: string) => `payouts-${today}.csv`;

/** A date or timestamp as a day ('2026-11-27'); '—' when none. */
export const dayText = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');
