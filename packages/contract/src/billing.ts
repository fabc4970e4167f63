// Brand billing (issue 15): the compensation the platform pays retailers on a brand's behalf comes back as a
// statement per brand (a line per claim), charged to the brand's card on file through the card provider.
// Amounts are integer cents.
import { z } from 'zod';
import { optionalInput, pageOf, pageQuery } from './envelope.ts';
import { bodyId, queryId } from './fields.ts';

/** How a saved card's expiry stands: expiring soon is this month or the next. */
export const cardExpiry = z.enum(['valid', 'expiring_soon', 'expired']);

/** GET /api/billing/cards: the brand's cards on file (what may be shown of them, never the number). */
export const paymentMethodRow = z.object({
  id: z.number().int(),
  /** 'visa', 'mastercard', 'amex', 'discover'. */
  cardBrand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  expiry: cardExpiry,
  isDefault: z.boolean(),
  /** ISO timestamp. */
  createdAt: z.string(),
});

export const paymentMethodIdParams = z.object({ id: queryId });

/**
 * POST /api/billing/cards/setup (brand owners and managers): starts saving a card. The console sends the
 * browser to `formUrl` (the provider's card form), which sends it back to the billing page with
 * `?setup_intent=<setupIntentId>`.
 */
export const cardSetupStart = z.object({ setupIntentId: z.string(), formUrl: z.string() });

/** Set-up intent ids as providers write them ('seti_…'). */
export const setupIntentId = z
  .string()
  .regex(/^seti_[A-Za-z0-9]{8,64}$/, { error: 'This is not a card set-up reference.' });

/** POST /api/billing/cards/complete: stores the card the form saved and makes it the default. */
export const cardSetupCompleteBody = z.strictObject({ setupIntentId });

export const cardSetupResult = z.object({
  card: paymentMethodRow,
  /** Failed or unpaid statements charged again now that a card is on file. */
  retriedStatements: z.number().int(),
});

export const statementStatus = z.enum(['issued', 'paid', 'failed']);
/** Monthly: issued by the job on the 1st for the month before; on demand: issued by an admin. */
export const statementKind = z.enum(['monthly', 'on_demand']);
export const statementChargeStatus = z.enum(['pending', 'succeeded', 'failed']);

/** 'YYYY-MM' */
export const statementPeriod = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Enter a month as YYYY-MM.' });

/**
 * GET /api/statements: a brand sees its own statements; an admin (permissions 2) every brand's, filtered by
 * `brandId`. Newest first.
 */
export const statementListQuery = pageQuery.extend({
  status: optionalInput(statementStatus),
  period: optionalInput(statementPeriod),
  brandId: optionalInput(queryId),
});

export const statementRow = z.object({
  id: z.number().int(),
  /** 'ST-202610-3', or 'ST-202611-3-2' for one an admin issued. */
  number: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  period: z.string(),
  kind: statementKind,
  /** ISO timestamp: compensation posted before it is on the statement. */
  coversThrough: z.string(),
  totalCents: z.number().int(),
  currency: z.literal('usd'),
  status: statementStatus,
  /** ISO timestamps. */
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
  /** Charge attempts made so far. */
  attempts: z.number().int(),
  lineCount: z.number().int(),
  /** Why the last attempt failed ('card_declined', 'insufficient_funds', 'no_card', …) and in words. */
  lastFailureCode: z.string().nullable(),
  lastFailure: z.string().nullable(),
  /** ISO timestamp of the next automatic attempt; null when none is planned (paid, or out of retries). */
  nextAttemptAt: z.string().nullable(),
  /** An attempt is waiting for the provider's answer. */
  charging: z.boolean(),
});

export const statementLine = z.object({
  claimId: z.number().int(),
  /** 'CLM-000123' */
  claimNumber: z.string(),
  retailerName: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  /** ISO timestamp of the compensation. */
  compensatedAt: z.string(),
});

export const statementCharge = z.object({
  attempt: z.number().int(),
  status: statementChargeStatus,
  amountCents: z.number().int(),
  /** The card charged. */
  card: z.object({ cardBrand: z.string(), last4: z.string() }).nullable(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /** ISO timestamps. */
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

/** GET /api/statements/:id (also /csv and /pdf). */
export const statementDetail = statementRow.extend({
  /** The admin who issued it; null: the monthly job. */
  issuedBy: z.string().nullable(),
  lines: z.array(statementLine),
  charges: z.array(statementCharge),
});

export const statementIdParams = z.object({ id: queryId });

/** GET /api/billing/summary (brand): what is owed and not yet on a statement, and when it will be. */
export const billingSummary = z.object({
  unbilledCents: z.number().int(),
  unbilledClaims: z.number().int(),
  /** 'YYYY-MM-DD': the next monthly statement. */
  nextStatementOn: z.string(),
  /** Issued or failed statements not paid yet. */
  outstandingCents: z.number().int(),
});

/** GET /api/admin/statements/preview?brandId= (admins, permissions 2): what "Issue now" would bill. */
export const statementPreviewQuery = z.object({ brandId: queryId });

export const statementPreview = z.object({
  brandId: z.number().int(),
  brandName: z.string(),
  unbilledCents: z.number().int(),
  unbilledClaims: z.number().int(),
  hasCard: z.boolean(),
});

/** POST /api/admin/statements/issue: a statement now for what the brand owes so far, charged at once. */
export const statementIssueBody = z.strictObject({ brandId: bodyId });

export const statementPage = pageOf(statementRow);

export type CardExpiry = z.infer<typeof cardExpiry>;
export type PaymentMethodRow = z.infer<typeof paymentMethodRow>;
export type CardSetupStart = z.infer<typeof cardSetupStart>;
export type CardSetupCompleteBody = z.infer<typeof cardSetupCompleteBody>;
export type CardSetupResult = z.infer<typeof cardSetupResult>;
export type StatementStatus = z.infer<typeof statementStatus>;
export type StatementKind = z.infer<typeof statementKind>;
export type StatementChargeStatus = z.infer<typeof statementChargeStatus>;
export type StatementListQuery = z.infer<typeof statementListQuery>;
export type StatementListInput = z.input<typeof statementListQuery>;
export type StatementRow = z.infer<typeof statementRow>;
export type StatementLine = z.infer<typeof statementLine>;
export type StatementCharge = z.infer<typeof statementCharge>;
export type StatementDetail = z.infer<typeof statementDetail>;
export type BillingSummary = z.infer<typeof billingSummary>;
export type StatementPreview = z.infer<typeof statementPreview>;
export type StatementIssueBody = z.infer<typeof statementIssueBody>;
export type StatementPage = z.infer<typeof statementPage>;

/** Retries after a failed charge, in days after the attempt: 1, 3 and 5; then the card must be updated. */
export const STATEMENT_RETRY_DAYS = [1, 3, 5] as const;
