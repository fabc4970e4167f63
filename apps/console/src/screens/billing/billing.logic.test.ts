import { statementChargeStatus, statementStatus } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { STATEMENT_CHARGE_STATUSES, STATEMENT_STATUSES } from '../../shared/money/money.labels';
import {
  cardLabel,
  expiryText,
  expiryWarning,
  monthName,
  nextChargeText,
  periodLabel,
} from './billing.logic';

describe('billing words', () => {
  it('name a card by its brand, last 4 and expiry', () => {
    expect(cardLabel({ cardBrand: 'visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(cardLabel({ cardBrand: 'unionpay', last4: '0005' })).toBe('unionpay ending in 0005');
    expect(expiryText({ expMonth: 3, expYear: 2027 })).toBe('Expires 03/2027');
  });

  it('warn of a card that expires soon or has expired', () => {
    expect(expiryWarning({ expiry: 'valid' })).toBeNull();
    expect(expiryWarning({ expiry: 'expiring_soon' })).toMatch(/^This card expires soon/);
    expect(expiryWarning({ expiry: 'expired' })).toMatch(/^This card has expired/);
  });

  it('name the month a statement covers, or the part of it an early one does', () => {
    expect(monthName('2026-01')).toBe('January 2026');
    const covers = '2026-11-20T15:04:00.000Z';
    expect(
      periodLabel({ period: '2026-10', kind: 'monthly', coversThrough: '2026-11-01T00:00:00.000Z' }),
    ).toBe('October 2026');
    expect(periodLabel({ period: '2026-11', kind: 'on_demand', coversThrough: covers })).toBe(
      'November 2026, to 2026-11-20',
    );
  });

  it('say where the charge stands', () => {
    const row = {
      status: 'failed',
      charging: false,
      nextAttemptAt: null,
      lastFailureCode: 'card_declined',
    } as const;
    expect(nextChargeText({ ...row, status: 'paid' })).toBe('—');
    expect(nextChargeText({ ...row, charging: true })).toBe('Waiting for the card provider');
    expect(nextChargeText({ ...row, nextAttemptAt: '2026-11-27T02:00:00.000Z' })).toBe('2026-11-27');
    expect(nextChargeText(row)).toBe('No more retries: update the card');
    expect(nextChargeText({ ...row, status: 'issued', lastFailureCode: 'no_card' })).toBe(
      'When a card is added',
    );
  });

  it('word every statement and charge status of the contract', () => {
    expect(Object.keys(STATEMENT_STATUSES).sort()).toEqual([...statementStatus.options].sort());
    expect(Object.keys(STATEMENT_CHARGE_STATUSES).sort()).toEqual([...statementChargeStatus.options].sort());
  });
});
