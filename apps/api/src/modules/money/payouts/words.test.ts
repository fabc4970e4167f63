import { describe, expect, it } from 'vitest';
import { dollars, failureMessage, payoutBlocker } from './words.ts';

const enabled = { payoutsEnabled: true, requirementsDue: [], requirementsPastDue: [] };

describe('payoutBlocker', () => {
  it('names the first thing between the company and its next payout, or nothing', () => {
    expect(payoutBlocker(null, 10_000)).toBe(
      'Set up payouts to be paid: add your business details and a bank account.',
    );
    expect(payoutBlocker({ ...enabled, payoutsEnabled: false, requirementsDue: ['representative'] }, 0)).toBe(
      'Finish your payout set-up: 1 step is still required.',
    );
    expect(
      payoutBlocker(
        {
          payoutsEnabled: false,
          requirementsDue: ['external_account'],
          requirementsPastDue: ['external_account'],
        },
        0,
      ),
    ).toBe('A payout could not reach your bank account: add a bank account to be paid again.');
    expect(payoutBlocker({ ...enabled, payoutsEnabled: false }, 10_000)).toBe(
      'The provider has paused payouts to your account.',
    );
    expect(payoutBlocker(enabled, 2_499)).toBe('Below the minimum payout of $25.00: $24.99 available.');
    expect(payoutBlocker(enabled, 2_500)).toBeNull();
  });
});

describe('failureMessage', () => {
  it('tells the company what to do, and keeps an unknown code for support', () => {
    expect(failureMessage('no_account', '1116')).toMatch(
      /^Your bank could not find the bank account ending in 1116\./,
    );
    expect(failureMessage('account_closed', null)).toMatch(/^The bank says the bank account is closed\./);
    expect(failureMessage('insufficient_funds', '2227')).toMatch(/nothing is needed from you/);
    expect(failureMessage('bank_ownership_changed', '1234')).toBe(
      'The payout failed (bank_ownership_changed). The money is back in your available balance; if it happens again, contact support.',
    );
  });

  it('writes dollars with cents and thousands separators', () => {
    expect(dollars(123_456_789)).toBe('$1,234,567.89');
    expect(dollars(5)).toBe('$0.05');
  });
});
