// The admin's Financial page (domain §2.10): what the platform owes, compensation per brand, payouts, fees
// and brand charges for a period, with a series for charts; and the ledger integrity check. Integer cents.
import { z } from 'zod';
import { optionalInput } from './envelope.ts';
import { queryId } from './fields.ts';
import { isoDate } from './warranty.ts';

/** The longest period one request covers (a few years of daily buckets at most). */
export const FINANCIAL_MAX_DAYS = 1100;
/** Periods up to this many days get a daily series; longer ones a weekly series. */
export const FINANCIAL_DAILY_MAX_DAYS = 62;

const dayMs = 86_400_000;

/**
 * GET /api/admin/financial and /api/admin/financial/export: `from`/`to` are UTC dates, inclusive.
 * Without them: the current month so far.
 */
export const financialQuery = z
  .object({ from: optionalInput(isoDate), to: optionalInput(isoDate) })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'The end date must not be before the start date.',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / dayMs < FINANCIAL_MAX_DAYS, {
    error: 'Choose at most three years.',
    path: ['to'],
  });

/** Balances the platform holds for companies of one type at the period end. */
export const owedBalances = z.object({
  availableCents: z.number().int(),
  pendingCents: z.number().int(),
  inTransitCents: z.number().int(),
  /** available + pending + in transit */
  totalCents: z.number().int(),
});

/** One brand's claim compensation posted in the period, by where that money is now. */
export const brandCompensation = z.object({
  brandId: z.number().int(),
  brandName: z.string(),
  claims: z.number().int(),
  totalCents: z.number().int(),
  /** Not yet released to the retailer's available balance. */
  pendingCents: z.number().int(),
  /** Released and not settled by a live payout. */
  availableCents: z.number().int(),
  /** Settled by a payout not yet paid. */
  inPayoutCents: z.number().int(),
  /** Settled by a paid payout. */
  paidOutCents: z.number().int(),
});

export const countAndSum = z.object({ count: z.number().int(), cents: z.number().int() });

/** One bucket of the series: the day (daily) or the Monday starting the week (weekly), 'YYYY-MM-DD'. */
export const financialPoint = z.object({
  date: z.string(),
  compensationCents: z.number().int(),
  paidOutCents: z.number().int(),
  feesCents: z.number().int(),
  brandChargesCents: z.number().int(),
});

export const financialReport = z.object({
  from: isoDate,
  to: isoDate,
  /** At the end of `to`. */
  owed: z.object({ retailers: owedBalances, brands: owedBalances }),
  compensation: z.object({ totalCents: z.number().int(), brands: z.array(brandCompensation) }),
  /** Payouts created in the period, by their status now. */
  payouts: z.object({
    pending: countAndSum,
    inTransit: countAndSum,
    paid: countAndSum,
    failed: countAndSum,
    canceled: countAndSum,
  }),
  /** Fees the platform earned in the period (net of fees returned). */
  feesCents: z.number().int(),
  brandCharges: z.object({
    /** Statement charges posted in the period. */
    chargedCents: z.number().int(),
    /** What brands owe the platform at the end of the period (positive). */
    outstandingCents: z.number().int(),
  }),
  granularity: z.enum(['day', 'week']),
  series: z.array(financialPoint),
});

/** A projected balance that differs from the sum of its entries. */
export const balanceMismatch = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** A ledger account, e.g. 'company_available'. */
  account: z.string(),
  projectedCents: z.number().int(),
  entriesCents: z.number().int(),
});

export const unbalancedTransaction = z.object({
  transactionId: z.number().int(),
  idempotencyKey: z.string(),
  /** The entries' sum (never 0 here). */
  sumCents: z.number().int(),
});

export const ledgerAlertKind = z.enum(['balance_drift', 'unbalanced_transaction']);

export const ledgerAlertRow = z.object({
  id: z.number().int(),
  kind: ledgerAlertKind,
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  transactionId: z.number().int().nullable(),
  /** What was found, in words: 'Harbor Cycles company_available: projected $10.00, entries $12.00'. */
  message: z.string(),
  /** ISO timestamp. */
  detectedAt: z.string(),
});

/** GET /api/admin/ledgerIntegrity */
export const ledgerIntegrity = z.object({
  /** ISO timestamp of the check. */
  checkedAt: z.string(),
  transactions: z.number().int(),
  unbalanced: z.array(unbalancedTransaction),
  mismatches: z.array(balanceMismatch),
  openAlerts: z.array(ledgerAlertRow),
  /** ISO timestamp of the nightly recompute's last run; null before the first. */
  lastRecomputeAt: z.string().nullable(),
});

export const ledgerAlertIdParams = z.object({ id: queryId });

/** POST /api/admin/ledgerAlerts/:id/resolve: what was found and done (audited). */
export const ledgerAlertResolveBody = z.strictObject({
  note: z.string().trim().min(1, 'Say what was found and done.').max(1000, 'At most 1,000 characters.'),
});

export type FinancialQuery = z.infer<typeof financialQuery>;
export type FinancialQueryInput = z.input<typeof financialQuery>;
export type OwedBalances = z.infer<typeof owedBalances>;
export type BrandCompensation = z.infer<typeof brandCompensation>;
export type CountAndSum = z.infer<typeof countAndSum>;
export type FinancialPoint = z.infer<typeof financialPoint>;
export type FinancialReport = z.infer<typeof financialReport>;
export type BalanceMismatch = z.infer<typeof balanceMismatch>;
export type UnbalancedTransaction = z.infer<typeof unbalancedTransaction>;
export type LedgerAlertRow = z.infer<typeof ledgerAlertRow>;
export type LedgerIntegrity = z.infer<typeof ledgerIntegrity>;
export type LedgerAlertResolveBody = z.infer<typeof ledgerAlertResolveBody>;
