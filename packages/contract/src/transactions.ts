// The Transactions report (domain §1.3, §2.10): one row per ledger transaction that moved a company's
// money, with gross, fee and net in integer cents, pending or available, and the payout that settled it.
import { z } from 'zod';
import { optionalInput, pageOf, pageQuery } from './envelope.ts';
import { queryId } from './fields.ts';
import { isoDate } from './warranty.ts';

export const transactionType = z.enum([
  'claim_compensation',
  'payment_log',
  'payout',
  'payout_failure',
  'fee',
  'adjustment',
  'reversal',
  'brand_charge',
]);
export const transactionStatus = z.enum(['pending', 'available']);

/** What a row links to: its claim, payment log, payout or statement. */
export const transactionReference = z.object({
  type: z.enum(['warranty_claim', 'pay_log', 'payout', 'brand_statement', 'transaction']),
  id: z.number().int(),
  /** What the user reads: 'CL-000123', 'Payment log #12', 'PO-000004', 'ST-202610-3'. */
  label: z.string(),
});

/**
 * GET /api/transactions (retailer, brand: their own company; admin: `companyId` required) and
 * GET /api/transactions/export (the same filters, CSV). `from`/`to` are dates (UTC) of posting, inclusive.
 */
export const transactionListQuery = pageQuery
  .extend({
    from: optionalInput(isoDate),
    to: optionalInput(isoDate),
    type: optionalInput(transactionType),
    status: optionalInput(transactionStatus),
    /** Only the rows one payout took (the Payouts drill-down), also once a failure gave them back. */
    payoutId: optionalInput(queryId),
    companyId: optionalInput(queryId),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'The end date must not be before the start date.',
    path: ['to'],
  });

export const transactionRow = z.object({
  /** The ledger transaction's id. */
  id: z.number().int(),
  /** ISO timestamp. */
  postedAt: z.string(),
  type: transactionType,
  description: z.string(),
  reference: transactionReference.nullable(),
  /** Signed integer cents: positive adds to the company's balance. net = gross − fee. */
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  currency: z.literal('usd'),
  status: transactionStatus,
  /** ISO timestamp: when pending money becomes (or became) available; null when it was available at once. */
  availableOn: z.string().nullable(),
  /** The payout that settled this row; null while unsettled. */
  payout: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});

/** The filtered rows' totals (all pages). */
export const transactionTotals = z.object({
  count: z.number().int(),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
});

export const transactionPage = pageOf(transactionRow).extend({ totals: transactionTotals });

export type TransactionType = z.infer<typeof transactionType>;
export type TransactionStatus = z.infer<typeof transactionStatus>;
export type TransactionReference = z.infer<typeof transactionReference>;
export type TransactionListQuery = z.infer<typeof transactionListQuery>;
export type TransactionListInput = z.input<typeof transactionListQuery>;
export type TransactionRow = z.infer<typeof transactionRow>;
export type TransactionTotals = z.infer<typeof transactionTotals>;
export type TransactionPage = z.infer<typeof transactionPage>;
