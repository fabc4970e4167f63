import type { TransactionListQuery, TransactionPage, TransactionRow } from '@console/contract';

const row = (
  values: Partial<TransactionRow> & Pick<TransactionRow, 'id' | 'type' | 'netCents'>,
): TransactionRow => ({
  postedAt: '2026-11-20T15:00:00.000Z',
  description: '',
  reference: null,
  grossCents: values.netCents + (values.feeCents ?? 0),
  feeCents: 0,
  currency: 'usd',
  status: 'available',
  availableOn: null,
  payout: null,
  ...values,
});

/** A claim's compensation two days from being available. */
export const pendingClaim = row({
  id: 61,
  postedAt: '2026-11-27T10:15:00.000Z',
  type: 'claim_compensation',
  description: 'Warranty claim CLM-000041: compensation',
  reference: { type: 'warranty_claim', id: 41, label: 'CLM-000041' },
  netCents: 55_200,
  status: 'pending',
  availableOn: '2026-11-29T10:15:00.000Z',
});

/** A claim's compensation, available since the 22nd and settled by PO-000004. */
export const settledClaim = row({
  id: 52,
  postedAt: '2026-11-20T09:00:00.000Z',
  type: 'claim_compensation',
  description: 'Warranty claim CLM-000036: compensation',
  reference: { type: 'warranty_claim', id: 36, label: 'CLM-000036' },
  netCents: 123_450,
  availableOn: '2026-11-22T09:00:00.000Z',
  payout: { id: 4, number: 'PO-000004' },
});

export const payLogCredit = row({
  id: 48,
  postedAt: '2026-11-18T12:00:00.000Z',
  type: 'payment_log',
  description: 'Payment log #12: credit (offline payment received)',
  reference: { type: 'pay_log', id: 12, label: 'Payment log #12' },
  netCents: 215_000,
  payout: { id: 4, number: 'PO-000004' },
});

export const payLogDebit = row({
  id: 47,
  postedAt: '2026-11-17T12:00:00.000Z',
  type: 'payment_log',
  description: 'Payment log #11: debit (correction)',
  reference: { type: 'pay_log', id: 11, label: 'Payment log #11' },
  netCents: -31_000,
});

/** A payout with its $1.50 instant fee. */
export const payoutRow = row({
  id: 55,
  postedAt: '2026-11-23T06:00:00.000Z',
  type: 'payout',
  description: 'Payout PO-000004',
  reference: { type: 'payout', id: 4, label: 'PO-000004' },
  grossCents: -338_450,
  feeCents: 150,
  netCents: -338_600,
});

export const payoutFailureRow = row({
  id: 58,
  postedAt: '2026-11-25T06:00:00.000Z',
  type: 'payout_failure',
  description: 'Payout PO-000003 failed: account closed',
  reference: { type: 'payout', id: 3, label: 'PO-000003' },
  grossCents: 80_000,
  feeCents: 0,
  netCents: 80_000,
});

/** The brand's side of a claim: compensation it owes (negative), and its statement charged (positive). */
export const brandOwes = row({
  id: 61,
  postedAt: '2026-11-27T10:15:00.000Z',
  type: 'claim_compensation',
  description: 'Warranty claim CLM-000041: compensation',
  reference: { type: 'warranty_claim', id: 41, label: 'CLM-000041' },
  netCents: -55_200,
});
export const brandCharge = row({
  id: 64,
  postedAt: '2026-11-02T08:00:00.000Z',
  type: 'brand_charge',
  description: 'Statement ST-202610-1 charged',
  reference: { type: 'brand_statement', id: 9, label: 'ST-202610-1' },
  netCents: 410_000,
});

export const retailerRows: TransactionRow[] = [
  pendingClaim,
  payoutFailureRow,
  payoutRow,
  settledClaim,
  payLogCredit,
  payLogDebit,
];

/** A page of `rows` with the totals of all of them (as the server sums every filtered row). */
export function pageOf(rows: TransactionRow[], total = rows.length): TransactionPage {
  const sum = (key: 'grossCents' | 'feeCents' | 'netCents') => rows.reduce((cents, r) => cents + r[key], 0);
  return {
    rows,
    total,
    totals: {
      count: total,
      grossCents: sum('grossCents'),
      feeCents: sum('feeCents'),
      netCents: sum('netCents'),
    },
  };
}

export const firstQuery: TransactionListQuery = { pageNum: 1, pageSize: 20 };
