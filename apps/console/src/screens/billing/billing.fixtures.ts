import type { BillingSummary, PaymentMethodRow, StatementDetail, StatementRow } from '@console/contract';

export const visa: PaymentMethodRow = {
  id: 1,
  cardBrand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2028,
  expiry: 'valid',
  isDefault: true,
  createdAt: '2026-06-02T10:00:00.000Z',
};

export const expiringMastercard: PaymentMethodRow = {
  id: 2,
  cardBrand: 'mastercard',
  last4: '4444',
  expMonth: 11,
  expYear: 2026,
  expiry: 'expiring_soon',
  isDefault: false,
  createdAt: '2025-01-15T10:00:00.000Z',
};

export const summary: BillingSummary = {
  unbilledCents: 243_050,
  unbilledClaims: 3,
  nextStatementOn: '2026-12-01',
  outstandingCents: 0,
};

const row = (extra: Partial<StatementRow>): StatementRow => ({
  id: 11,
  number: 'ST-202610-2',
  brandId: 2,
  brandName: 'Voltline Bikes',
  period: '2026-10',
  kind: 'monthly',
  coversThrough: '2026-11-01T00:00:00.000Z',
  totalCents: 1_234_567,
  currency: 'usd',
  status: 'paid',
  issuedAt: '2026-11-01T02:00:00.000Z',
  paidAt: '2026-11-01T02:10:00.000Z',
  attempts: 1,
  lineCount: 3,
  lastFailureCode: null,
  lastFailure: null,
  nextAttemptAt: null,
  charging: false,
  ...extra,
});

export const paidStatement = row({});
export const failedStatement = row({
  id: 12,
  number: 'ST-202611-3-1',
  brandId: 3,
  brandName: 'Ridgeway E-Bikes',
  period: '2026-11',
  kind: 'on_demand',
  coversThrough: '2026-11-20T15:00:00.000Z',
  totalCents: 96_000,
  status: 'failed',
  issuedAt: '2026-11-20T15:00:00.000Z',
  paidAt: null,
  attempts: 2,
  lineCount: 1,
  lastFailureCode: 'card_declined',
  lastFailure: 'Your card was declined.',
  nextAttemptAt: '2026-11-24T15:00:00.000Z',
});
export const issuedStatement = row({
  id: 13,
  number: 'ST-202611-2-1',
  period: '2026-11',
  kind: 'on_demand',
  coversThrough: '2026-11-21T09:00:00.000Z',
  totalCents: 58_500,
  status: 'issued',
  issuedAt: '2026-11-21T09:00:00.000Z',
  paidAt: null,
  attempts: 0,
  lineCount: 1,
  lastFailureCode: 'no_card',
  lastFailure: 'No card on file: add a card to pay this statement.',
});
export const exhaustedStatement = row({
  id: 14,
  number: 'ST-202609-3',
  brandId: 3,
  brandName: 'Ridgeway E-Bikes',
  period: '2026-09',
  coversThrough: '2026-10-01T00:00:00.000Z',
  status: 'failed',
  paidAt: null,
  attempts: 4,
  lastFailureCode: 'insufficient_funds',
  lastFailure: 'Your card has insufficient funds.',
});

/** Voltline's statements, newest first. */
export const statements: StatementRow[] = [
  issuedStatement,
  paidStatement,
  row({ id: 10, number: 'ST-202609-2', period: '2026-09', totalCents: 88_000, lineCount: 2 }),
];

export const paidDetail: StatementDetail = {
  ...paidStatement,
  issuedBy: null,
  lines: [
    {
      claimId: 101,
      claimNumber: 'CLM-000101',
      retailerName: 'Harbor Cycles',
      description: 'Warranty claim CLM-000101: compensation',
      amountCents: 1_000_000,
      compensatedAt: '2026-10-04T16:00:00.000Z',
    },
    {
      claimId: 102,
      claimNumber: 'CLM-000102',
      retailerName: 'Summit E-Ride',
      description: 'Warranty claim CLM-000102: compensation',
      amountCents: 200_000,
      compensatedAt: '2026-10-12T16:00:00.000Z',
    },
    {
      claimId: 103,
      claimNumber: 'CLM-000103',
      retailerName: 'Harbor Cycles',
      description: 'Warranty claim CLM-000103: compensation',
      amountCents: 34_567,
      compensatedAt: '2026-10-28T16:00:00.000Z',
    },
  ],
  charges: [
    {
      attempt: 1,
      status: 'succeeded',
      amountCents: 1_234_567,
      card: { cardBrand: 'visa', last4: '4242' },
      failureCode: null,
      failureMessage: null,
      createdAt: '2026-11-01T02:10:00.000Z',
      settledAt: '2026-11-01T02:10:01.000Z',
    },
  ],
};

export const failedDetail: StatementDetail = {
  ...failedStatement,
  issuedBy: 'Ada Admin',
  lines: [
    {
      claimId: 201,
      claimNumber: 'CLM-000201',
      retailerName: 'Harbor Cycles',
      description: 'Warranty claim CLM-000201: compensation',
      amountCents: 96_000,
      compensatedAt: '2026-11-18T16:00:00.000Z',
    },
  ],
  charges: [1, 2].map((attempt) => ({
    attempt,
    status: 'failed' as const,
    amountCents: 96_000,
    card: { cardBrand: 'visa', last4: '0341' },
    failureCode: 'card_declined',
    failureMessage: 'Your card was declined.',
    createdAt: attempt === 1 ? '2026-11-20T15:00:00.000Z' : '2026-11-21T15:00:00.000Z',
    settledAt: attempt === 1 ? '2026-11-20T15:00:01.000Z' : '2026-11-21T15:00:01.000Z',
  })),
};
