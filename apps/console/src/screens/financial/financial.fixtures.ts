import type { FinancialReport, LedgerIntegrity } from '@console/contract';

const day = (
  date: string,
  compensationCents: number,
  paidOutCents = 0,
  feesCents = 0,
  brandChargesCents = 0,
) => ({
  date,
  compensationCents,
  paidOutCents,
  feesCents,
  brandChargesCents,
});

/** November 2026 so far: two brands' compensation, payouts, a failure, fees and a charge. */
export const report: FinancialReport = {
  from: '2026-11-01',
  to: '2026-11-05',
  owed: {
    retailers: {
      availableCents: 1_234_550,
      pendingCents: 250_000,
      inTransitCents: 98_000,
      totalCents: 1_582_550,
    },
    brands: { availableCents: 10_000, pendingCents: 0, inTransitCents: 0, totalCents: 10_000 },
  },
  compensation: {
    totalCents: 520_000,
    brands: [
      {
        brandId: 1,
        brandName: 'Voltline',
        claims: 7,
        totalCents: 400_000,
        pendingCents: 150_000,
        availableCents: 100_000,
        inPayoutCents: 50_000,
        paidOutCents: 100_000,
      },
      {
        brandId: 2,
        brandName: 'Ridgeway',
        claims: 2,
        totalCents: 120_000,
        pendingCents: 100_000,
        availableCents: 20_000,
        inPayoutCents: 0,
        paidOutCents: 0,
      },
    ],
  },
  payouts: {
    pending: { count: 1, cents: 48_000 },
    inTransit: { count: 2, cents: 50_000 },
    paid: { count: 12, cents: 830_000 },
    failed: { count: 1, cents: 25_500 },
    canceled: { count: 0, cents: 0 },
  },
  feesCents: 1_500,
  brandCharges: { chargedCents: 300_000, outstandingCents: 650_000 },
  granularity: 'day',
  series: [
    day('2026-11-01', 120_000, 80_000, 500),
    day('2026-11-02', 0, 0, 0),
    day('2026-11-03', 250_000, 300_000, 1_000, 300_000),
    day('2026-11-04', 100_000),
    day('2026-11-05', 50_000, 450_000),
  ],
};

/** A period with nothing in it. */
export const emptyReport: FinancialReport = {
  ...report,
  owed: {
    retailers: { availableCents: 0, pendingCents: 0, inTransitCents: 0, totalCents: 0 },
    brands: { availableCents: 0, pendingCents: 0, inTransitCents: 0, totalCents: 0 },
  },
  compensation: { totalCents: 0, brands: [] },
  payouts: {
    pending: { count: 0, cents: 0 },
    inTransit: { count: 0, cents: 0 },
    paid: { count: 0, cents: 0 },
    failed: { count: 0, cents: 0 },
    canceled: { count: 0, cents: 0 },
  },
  feesCents: 0,
  brandCharges: { chargedCents: 0, outstandingCents: 0 },
  series: report.series.map(({ date }) => day(date, 0)),
};

export const cleanIntegrity: LedgerIntegrity = {
  checkedAt: '2026-11-05T10:00:00.000Z',
  transactions: 1_284,
  unbalanced: [],
  mismatches: [],
  openAlerts: [],
  lastRecomputeAt: '2026-11-05T03:00:00.000Z',
};

/** Harbor Cycles' projected available balance drifted $1.23 from its entries; the nightly job raised it. */
export const driftIntegrity: LedgerIntegrity = {
  ...cleanIntegrity,
  mismatches: [
    {
      companyId: 4,
      companyName: 'Harbor Cycles',
      account: 'company_available',
      projectedCents: 1_000_123,
      entriesCents: 1_000_000,
    },
  ],
  openAlerts: [
    {
      id: 9,
      kind: 'balance_drift',
      companyId: 4,
      companyName: 'Harbor Cycles',
      transactionId: null,
      message: 'Harbor Cycles company_available: projected $10,001.23, entries $10,000.00.',
      detectedAt: '2026-11-05T03:00:02.000Z',
    },
  ],
};
