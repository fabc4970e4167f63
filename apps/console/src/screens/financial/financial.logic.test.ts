import { describe, expect, it } from 'vitest';
import { cleanIntegrity, driftIntegrity, report } from './financial.fixtures';
import { dayLabel, integrityProblems, kpiCards, mayResolveAlerts, seriesPoints } from './financial.logic';

describe('kpiCards', () => {
  it('gives the headline figures as money with what they are made of', () => {
    const cards = kpiCards(report);
    expect(cards.map((card) => card.key)).toEqual([
      'owedRetailers',
      'owedBrands',
      'compensation',
      'payoutsInTransit',
      'payoutsFailed',
      'fees',
      'brandCharges',
      'outstanding',
    ]);
    expect(cards[0]).toEqual({
      key: 'owedRetailers',
      label: 'Owed to retailers',
      value: '$15,825.50',
      detail: 'Available $12,345.50 · pending $2,500.00 · in transit $980.00',
    });
    // Pending and in-transit payouts are both still on their way.
    expect(cards[3]).toMatchObject({ value: '$980.00', detail: '3 payouts' });
    expect(cards[4]).toMatchObject({ value: '$255.00', detail: '1 payout' });
  });
});

describe('seriesPoints / dayLabel', () => {
  it('labels each bucket by its day and keeps the values in cents', () => {
    expect(dayLabel('2026-11-03')).toBe('Nov 3');
    expect(seriesPoints(report)[2]).toEqual({
      label: 'Nov 3',
      values: {
        compensationCents: 250_000,
        paidOutCents: 300_000,
        feesCents: 1_000,
        brandChargesCents: 300_000,
      },
    });
  });
});

describe('integrityProblems / mayResolveAlerts', () => {
  it('counts findings and open alerts', () => {
    expect(integrityProblems(cleanIntegrity)).toBe(0);
    expect(integrityProblems(driftIntegrity)).toBe(2);
  });

  it('lets super and finance admins resolve, not support', () => {
    expect([1, 2, 3, null, undefined].map(mayResolveAlerts)).toEqual([true, true, false, false, false]);
  });
});
