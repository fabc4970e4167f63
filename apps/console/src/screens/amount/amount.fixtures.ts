import type { AmountRow, PayoutRow, PayoutRunPreview, PayoutRunResult } from '@console/contract';

export const harbor: AmountRow = {
  companyId: 11,
  companyName: 'Harbor Cycles',
  type: 2,
  availableCents: 1_234_550,
  pendingCents: 58_500,
  inTransitCents: 98_000,
  payoutsEnabled: true,
  requirementsDue: [],
  lastPayout: {
    id: 7,
    number: 'PO-000007',
    amountCents: 250_000,
    status: 'paid',
    createdAt: '2026-11-18T08:00:00.000Z',
  },
};

export const voltline: AmountRow = {
  companyId: 10,
  companyName: 'Voltline Bikes',
  type: 1,
  availableCents: 1_234_567,
  pendingCents: 0,
  inTransitCents: 0,
  payoutsEnabled: false,
  requirementsDue: ['external_account', 'tos_acceptance'],
  lastPayout: {
    id: 5,
    number: 'PO-000005',
    amountCents: 12_000,
    status: 'failed',
    createdAt: '2026-11-02T08:00:00.000Z',
  },
};

export const summit: AmountRow = {
  companyId: 13,
  companyName: 'Summit E-Ride',
  type: 2,
  availableCents: 1_990,
  pendingCents: 30_000,
  inTransitCents: 0,
  payoutsEnabled: null,
  requirementsDue: [],
  lastPayout: null,
};

export const amountPage = { rows: [voltline, harbor, summit], total: 31 };

export const preview: PayoutRunPreview = {
  payouts: [
    {
      companyId: 11,
      companyName: 'Harbor Cycles',
      amountCents: 1_234_550,
      transactionCount: 14,
      destinationLast4: '6789',
    },
    {
      companyId: 21,
      companyName: 'Pedal Point',
      amountCents: 40_000,
      transactionCount: 2,
      destinationLast4: null,
    },
  ],
  skipped: [
    {
      companyId: 10,
      companyName: 'Voltline Bikes',
      availableCents: 1_234_567,
      reason: 'payouts_not_enabled',
      message: 'Payouts are not enabled: a bank account and the payout terms are still due.',
    },
    {
      companyId: 13,
      companyName: 'Summit E-Ride',
      availableCents: 1_990,
      reason: 'below_minimum',
      message: 'Below the minimum payout of $25.00.',
    },
  ],
  totalCents: 1_274_550,
  previewToken: 'preview-1',
};

const payout = (id: number, companyName: string, amountCents: number): PayoutRow => ({
  id,
  number: `PO-0000${id}`,
  companyId: id,
  companyName,
  amountCents,
  feeCents: 0,
  currency: 'usd',
  method: 'standard',
  status: 'pending',
  createdAt: '2026-11-25T10:00:00.000Z',
  statusChangedAt: '2026-11-25T10:00:00.000Z',
  arrivalDate: '2026-11-27',
  destinationLast4: '6789',
  failureCode: null,
  failureMessage: null,
  transactionCount: 14,
});

export const result: PayoutRunResult = {
  runId: 3,
  payouts: [payout(31, 'Harbor Cycles', 1_234_550), payout(32, 'Pedal Point', 40_000)],
  skipped: preview.skipped,
};
