import { describe, expect, it } from 'vitest';
import { humanise } from '../../shared/display.logic';
import { cardValue, codeLabel, formatCount, payLogStatusOptions } from './display.logic';

describe('formatCount', () => {
  it('writes whole numbers with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('cardValue', () => {
  it('writes counts plain and money with two decimals', () => {
    expect(cardValue({ format: 'count', value: 1204 })).toBe('1,204');
    expect(cardValue({ format: 'money', value: 12345.67 })).toBe('12,345.67');
    expect(cardValue({ format: 'money', value: -5 })).toBe('-5.00');
  });
});

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
