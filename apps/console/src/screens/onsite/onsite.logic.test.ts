import { describe, expect, it } from 'vitest';
import { referenceLabel } from './onsite.logic';

describe('referenceLabel', () => {
  it('names payment logs by their number', () => {
    expect(referenceLabel('pay_log', '15')).toBe('Payment log #15');
  });

  it('writes other reference types as words', () => {
    expect(referenceLabel('service_order', '2041')).toBe('Service order #2041');
    expect(referenceLabel('payout', 'po_9x')).toBe('Payout po_9x');
    expect(referenceLabel('opening_balance', '')).toBe('Opening balance');
  });
});
