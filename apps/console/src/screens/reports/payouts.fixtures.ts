import type { PayoutDetail, PayoutListQuery, PayoutRow, PayoutSetup } from '@console/contract';

const account: NonNullable<PayoutSetup['account']> = {
  payoutsEnabled: false,
  requirementsDue: [],
  requirementsPastDue: [],
  currentDeadline: null,
  disabledReason: null,
  destinationLast4: null,
  destinationBankName: null,
};

const balances = { minimumCents: 2_500, availableCents: 348_600, pendingCents: 55_200, inTransitCents: 0 };

export const setupNotStarted: PayoutSetup = {
  ...balances,
  account: null,
  nextPayoutBlocker: 'Set up payouts to be paid.',
};

/** Half-way through onboarding: the bank account and the terms are due by 15 December. */
export const setupRequirementsDue: PayoutSetup = {
  ...balances,
  account: {
    ...account,
    requirementsDue: ['external_account', 'tos_acceptance'],
    currentDeadline: '2026-12-15T00:00:00.000Z',
  },
  nextPayoutBlocker: 'Payouts are not enabled yet: the payout provider needs more information.',
};

/** Enabled, but the terms are overdue: the provider has paused payouts. */
export const setupPastDue: PayoutSetup = {
  ...balances,
  account: {
    ...account,
    requirementsDue: ['tos_acceptance'],
    requirementsPastDue: ['tos_acceptance'],
    currentDeadline: '2026-11-20T00:00:00.000Z',
    disabledReason: 'requirements.past_due',
    destinationLast4: '6789',
    destinationBankName: 'Chase',
  },
  nextPayoutBlocker: 'Payouts are paused until the overdue information is in.',
};

export const setupEnabled: PayoutSetup = {
  ...balances,
  account: { ...account, payoutsEnabled: true, destinationLast4: '6789', destinationBankName: 'Chase' },
  nextPayoutBlocker: null,
};

/** Enabled, with less than the minimum available. */
export const setupBelowMinimum: PayoutSetup = {
  ...setupEnabled,
  availableCents: 1_200,
  pendingCents: 0,
  nextPayoutBlocker: 'Below the minimum payout of $25.00.',
};

const payout = (values: Partial<PayoutRow> & Pick<PayoutRow, 'id' | 'status'>): PayoutRow => ({
  number: `PO-${String(values.id).padStart(6, '0')}`,
  companyId: 4,
  companyName: 'Harbor Cycles',
  amountCents: 338_450,
  feeCents: 0,
  currency: 'usd',
  method: 'standard',
  createdAt: '2026-11-23T06:00:00.000Z',
  statusChangedAt: '2026-11-23T06:00:00.000Z',
  arrivalDate: '2026-11-25',
  destinationLast4: '6789',
  failureCode: null,
  failureMessage: null,
  transactionCount: 3,
  ...values,
});

export const paidPayout = payout({
  id: 4,
  status: 'paid',
  feeCents: 150,
  method: 'instant',
  statusChangedAt: '2026-11-24T09:00:00.000Z',
});
export const failedPayout = payout({
  id: 3,
  status: 'failed',
  amountCents: 80_000,
  createdAt: '2026-11-16T06:00:00.000Z',
  arrivalDate: '2026-11-18',
  failureCode: 'account_closed',
  failureMessage: 'The bank account has been closed. Add another bank account to be paid.',
  transactionCount: 2,
});
export const payoutRows: PayoutRow[] = [
  payout({
    id: 7,
    status: 'pending',
    createdAt: '2026-11-27T06:00:00.000Z',
    arrivalDate: null,
    amountCents: 55_200,
  }),
  payout({ id: 6, status: 'in_transit', createdAt: '2026-11-26T06:00:00.000Z', arrivalDate: '2026-11-28' }),
  paidPayout,
  payout({
    id: 5,
    status: 'canceled',
    createdAt: '2026-11-19T06:00:00.000Z',
    arrivalDate: null,
    transactionCount: 1,
  }),
  failedPayout,
];

export const paidPayoutDetail: PayoutDetail = {
  ...paidPayout,
  history: [
    { status: 'pending', at: '2026-11-23T06:00:00.000Z', note: null },
    { status: 'in_transit', at: '2026-11-23T06:05:00.000Z', note: null },
    { status: 'paid', at: '2026-11-24T09:00:00.000Z', note: null },
  ],
};

export const failedPayoutDetail: PayoutDetail = {
  ...failedPayout,
  history: [
    { status: 'pending', at: '2026-11-16T06:00:00.000Z', note: null },
    { status: 'in_transit', at: '2026-11-16T06:05:00.000Z', note: null },
    { status: 'failed', at: '2026-11-18T10:00:00.000Z', note: 'The bank returned the payout.' },
  ],
};

export const firstPayoutQuery: PayoutListQuery = { pageNum: 1, pageSize: 20 };
