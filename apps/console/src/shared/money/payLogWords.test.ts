import { describe, expect, it } from 'vitest';
import { humanise } from '../display.logic';
import { codeLabel, payLogStatusOptions, signedCents } from './payLogWords';

describe('humanise / codeLabel', () => {
  const categories = [{ label: 'Cheque received', value: 'offline_payment_received' }];

  it('turns a code into words', () => {
    expect(humanise('offline_payment_received')).toBe('Offline payment received');
    expect(humanise('pay-log')).toBe('Pay log');
    expect(humanise('')).toBe('');
  });

  it("prefers the dictionary's label and falls back to the code as words", () => {
    expect(codeLabel(categories, 'offline_payment_received')).toBe('Cheque received');
    expect(codeLabel(categories, 'goodwill_credit')).toBe('Goodwill credit');
    expect(codeLabel([], 'chargeback')).toBe('Chargeback');
  });
});

describe('payLogStatusOptions', () => {
  it("uses the dictionary's entries once loaded", () => {
    const entries = [{ label: 'Waiting', value: 'pending_audit', raw: { listClass: 'info' } }];
    expect(payLogStatusOptions(entries)).toBe(entries);
  });

  it('falls back to every known status in its colour', () => {
    expect(payLogStatusOptions([])).toEqual([
      { label: 'Pending audit', value: 'pending_audit', raw: { listClass: 'warning' } },
      { label: 'Approved', value: 'approved', raw: { listClass: 'success' } },
      { label: 'Rejected', value: 'rejected', raw: { listClass: 'danger' } },
    ]);
  });
});

describe('signedCents', () => {
  it('takes a debit from the balance and adds a credit', () => {
    expect(signedCents({ direction: 'credit', amountCents: 1_050 })).toBe(1_050);
    expect(signedCents({ direction: 'debit', amountCents: 1_050 })).toBe(-1_050);
  });
});
