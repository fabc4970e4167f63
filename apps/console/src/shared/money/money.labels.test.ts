import {
  onboardingRequirement,
  payoutMethod,
  payoutSkipReason,
  payoutStatus,
  transactionType,
} from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  disabledReasonLabel,
  ONBOARDING_REQUIREMENTS,
  PAYOUT_METHODS,
  PAYOUT_SKIP_REASONS,
  PAYOUT_STATUSES,
  TRANSACTION_TYPES,
} from './money.labels';

describe('money labels', () => {
  it('word every code of the contract, none as the code itself', () => {
    const cases: [readonly string[], Record<string, unknown>][] = [
      [payoutStatus.options, PAYOUT_STATUSES],
      [transactionType.options, TRANSACTION_TYPES],
      [onboardingRequirement.options, ONBOARDING_REQUIREMENTS],
      [payoutSkipReason.options, PAYOUT_SKIP_REASONS],
      [payoutMethod.options, PAYOUT_METHODS],
    ];
    for (const [codes, labels] of cases) {
      expect(Object.keys(labels).sort()).toEqual([...codes].sort());
      for (const code of codes) expect(JSON.stringify(labels[code])).not.toContain(`"${code}"`);
    }
  });

  it("word a provider's pause, a code it does not know included", () => {
    expect(disabledReasonLabel('requirements.past_due')).toBe(
      'Information the payout provider asked for is overdue.',
    );
    expect(disabledReasonLabel('requirements.currently_due')).toBe(
      'Payouts start once the set-up is finished.',
    );
    expect(disabledReasonLabel('rejected.fraud')).toBe('The payout provider has closed the account.');
    expect(disabledReasonLabel('platform_paused')).toBe('The payout provider has paused payouts.');
  });
});
