import { onboardingRequirement, payoutSkipReason, payoutStatus, transactionType } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_REQUIREMENTS,
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
    ];
    for (const [codes, labels] of cases) {
      expect(Object.keys(labels).sort()).toEqual([...codes].sort());
      for (const code of codes) expect(JSON.stringify(labels[code])).not.toContain(`"${code}"`);
    }
  });
});
