import { z } from 'zod';
import { optionalInput, pageQuery } from './envelope.ts';
import { bodyId, multilineText, queryId, textLine } from './fields.ts';
import { downloadFileNamePattern } from './files.ts';
import { isoDate } from './warranty.ts';

/** The largest amount of one payment log: 1,000,000.00 in cents. */
export const MONEY_AMOUNT_MAX_CENTS = 100_000_000;

const AMOUNT_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Integer cents of a decimal amount as typed ('10.5' → 1050), or null when it is not a plain decimal with
 * at most two places. Works on the digits, never with float arithmetic (0.1 + 0.2 style errors).
 */
export function amountToCents(text: string): number | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * A money amount as a client sends it (decimal string, or a JSON number read by its shortest decimal
 * form) → integer cents, more than 0 and at most 1,000,000.00. The console's forms use the same rule.
 */
export const moneyAmount = z
  .union([z.string(), z.number()])
  .describe('A decimal amount with at most two places, e.g. "1250.50"; more than 0, at most 1,000,000.00.')
  .transform((value) => amountToCents(String(value)))
  .pipe(
    z
      .number({ error: 'Enter an amount with at most two decimals, e.g. 1250.50.' })
      .min(1, { error: 'The amount must be more than 0.' })
      .max(MONEY_AMOUNT_MAX_CENTS, { error: 'The amount must be at most 1,000,000.00.' }),
  );

/**
 * The same amount as the console's money field holds it (integer cents, NaN while the text is not an
 * amount), with the same limits and words as `moneyAmount`.
 */
export const moneyCents = z
  .number({ error: 'Enter an amount with at most two decimals, e.g. 1250.50.' })
  .int({ error: 'Enter an amount with at most two decimals, e.g. 1250.50.' })
  .min(1, { error: 'The amount must be more than 0.' })
  .max(MONEY_AMOUNT_MAX_CENTS, { error: 'The amount must be at most 1,000,000.00.' });

export const payLogDirection = z.enum(['credit', 'debit']);
export const payLogCategory = z.enum([
  'offline_payment_received',
  'goodwill_credit',
  'chargeback',
  'correction',
  'promotion',
]);
export const payLogStatus = z.enum(['pending_audit', 'approved', 'rejected']);

/** GET /onsite/fn/companyBalance: the viewer's company's available balance. */
export const companyBalanceResult = z.object({
  /** Decimal amount (two places at most), e.g. 12345.67. */
  available_score: z.number(),
  available_cents: z.number().int(),
  currency: z.literal('usd'),
});

/** GET /admin/companyListNoPage?account_type=1|2 (1 brands, 2 retailers). */
export const companyListNoPageQuery = z.object({
  account_type: z
    .enum(['1', '2'], { error: 'account_type must be 1 (brands) or 2 (retailers).' })
    .transform(Number),
});

export const companySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  state: z.string().nullable(),
  status: z.string(),
  onsite_available: z.boolean(),
});

/** The file types a payment log's evidence may be (a scan of the cheque, the wire advice): a PDF or an image. */
export const PAY_LOG_EVIDENCE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;

/**
 * POST /bee/adminAddPayLog (super and finance admins): a payment log that another admin must audit.
 * `correctsId` makes it the correction of an approved log of the same company: the opposite direction, at
 * most what is left to correct of it. `evidenceFileName` is the admin's own upload (`POST /common/upload`).
 */
export const payLogAddBody = z.strictObject({
  companyId: bodyId,
  direction: payLogDirection,
  amount: moneyAmount,
  category: payLogCategory,
  /** Cheque or wire number. */
  externalReference: optionalInput(textLine().max(100)),
  note: optionalInput(multilineText().max(1000)),
  evidenceFileName: optionalInput(
    z.string().regex(downloadFileNamePattern, { error: 'Upload the evidence again.' }),
  ),
  correctsId: optionalInput(bodyId),
});

/** The add form as the console holds it: the same fields and rules, the amount in cents (`FormMoney`). */
export const payLogAddForm = payLogAddBody.extend({ amount: moneyCents });

/** PUT /bee/auditPayLog (admin other than the creator); a rejection needs a note. */
export const payLogAuditBody = z
  .strictObject({
    id: bodyId,
    decision: z.enum(['approved', 'rejected']),
    note: multilineText().max(1000).optional(),
  })
  .refine((body) => body.decision !== 'rejected' || Boolean(body.note), {
    path: ['note'],
    error: 'Give the reason for rejecting this payment log.',
  });

export const payLogSort = z.enum(['createdAt', '-createdAt']);

/**
 * GET /bee/payLogList and /bee/payLogList/export (CSV, the same filters): admins see every company
 * (optional filter); others only their own company. `from`/`to` are days (UTC) of entry, inclusive. Newest
 * first unless `sort` is 'createdAt' (the audit queue: oldest first).
 */
export const payLogListQuery = pageQuery
  .extend({
    status: optionalInput(payLogStatus),
    category: optionalInput(payLogCategory),
    direction: optionalInput(payLogDirection),
    companyId: optionalInput(queryId),
    from: optionalInput(isoDate),
    to: optionalInput(isoDate),
    sort: optionalInput(payLogSort),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'The end date must not be before the start date.',
  });

export const payLogIdParams = z.object({ id: queryId });

export const payLogRow = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  direction: payLogDirection,
  /** Decimal amount, always positive; the direction says which way it moves. */
  amount: z.number(),
  amountCents: z.number().int(),
  category: payLogCategory,
  externalReference: z.string().nullable(),
  note: z.string().nullable(),
  status: payLogStatus,
  /** The creator's name. */
  createdBy: z.string(),
  auditedBy: z.string().nullable(),
  /** ISO timestamps. */
  auditedAt: z.string().nullable(),
  auditNote: z.string().nullable(),
  createdAt: z.string(),
  /** Who entered it and who audited it (ids, so a viewer knows a log of their own). */
  createdById: z.number().int(),
  auditedById: z.number().int().nullable(),
  /** The approved log this one corrects. */
  correctsId: z.number().int().nullable(),
  /** What may still be corrected: the amount less its approved and pending corrections; 0 unless approved. */
  correctableCents: z.number().int(),
  hasEvidence: z.boolean(),
});

/** A log of a correction chain, as the detail links it. */
export const payLogLink = z.object({
  id: z.number().int(),
  direction: payLogDirection,
  amountCents: z.number().int(),
  status: payLogStatus,
  createdAt: z.string(),
  createdBy: z.string(),
});

/** GET /bee/payLog/:id: the row, its evidence, and the correction chain both ways. */
export const payLogDetail = payLogRow.extend({
  /** Downloaded (admins) from GET /bee/payLog/:id/evidence. */
  evidence: z.object({ originalName: z.string(), size: z.number().int(), mime: z.string() }).nullable(),
  /** The log this one corrects. */
  corrects: payLogLink.nullable(),
  /** The logs that correct this one, oldest first. */
  corrections: z.array(payLogLink),
  ledgerTransactionId: z.number().int().nullable(),
});

export type PayLogDirection = z.infer<typeof payLogDirection>;
export type PayLogCategory = z.infer<typeof payLogCategory>;
export type PayLogStatus = z.infer<typeof payLogStatus>;
export type CompanyBalanceResult = z.infer<typeof companyBalanceResult>;
export type CompanyListNoPageQuery = z.infer<typeof companyListNoPageQuery>;
export type CompanySummary = z.infer<typeof companySummary>;
/** The body as the server reads it (the amount in integer cents). */
export type PayLogAddBody = z.infer<typeof payLogAddBody>;
/** The body as a client sends it (the amount as typed). */
export type PayLogAddInput = z.input<typeof payLogAddBody>;
/** The add form's values (the amount in cents). */
export type PayLogAddFormInput = z.input<typeof payLogAddForm>;
export type PayLogAddFormValues = z.infer<typeof payLogAddForm>;
export type PayLogAuditBody = z.infer<typeof payLogAuditBody>;
export type PayLogListQuery = z.infer<typeof payLogListQuery>;
export type PayLogListInput = z.input<typeof payLogListQuery>;
export type PayLogSort = z.infer<typeof payLogSort>;
export type PayLogRow = z.infer<typeof payLogRow>;
export type PayLogLink = z.infer<typeof payLogLink>;
export type PayLogDetail = z.infer<typeof payLogDetail>;

/** GET /onsite/fn/ledgerEntries: the viewer's company's available-balance entries, newest first. */
export const ledgerEntryListQuery = pageQuery;

export const ledgerEntryRow = z.object({
  id: z.number().int(),
  /** ISO timestamp of the transaction. */
  postedAt: z.string(),
  kind: z.string(),
  description: z.string(),
  referenceType: z.string(),
  referenceId: z.string(),
  /** Decimal amount, signed: negative takes from the balance. */
  amount: z.number(),
  /** The available balance right after this entry (decimal). */
  balanceAfter: z.number(),
});

export type LedgerEntryListQuery = z.infer<typeof ledgerEntryListQuery>;
export type LedgerEntryRow = z.infer<typeof ledgerEntryRow>;
