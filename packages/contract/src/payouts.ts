// Payouts (domain §1.3, §2.5, §2.7, §3.4): a company's payout set-up at the provider, its payouts with the
// transactions each settled, and the admin's Amount list with "run payouts" (preview, then confirm).
import { z } from 'zod';
import { optionalInput, pageOf, pageQuery } from './envelope.ts';
import { bodyId, queryId, textLine } from './fields.ts';
import { isoDate } from './warranty.ts';

/** The smallest payout: a smaller available balance waits (and the company is told so). $25.00. */
export const PAYOUT_MINIMUM_CENTS = 2_500;

export const payoutStatus = z.enum(['pending', 'in_transit', 'paid', 'failed', 'canceled']);
export const payoutMethod = z.enum(['standard', 'instant']);
export const onboardingRequirement = z.enum([
  'business_profile',
  'representative',
  'external_account',
  'tos_acceptance',
]);

/**
 * GET /api/payouts/setup: the viewer's company's payout set-up. `account` is null until the company starts
 * onboarding (POST /api/payouts/setup/start).
 */
export const payoutSetup = z.object({
  account: z
    .object({
      payoutsEnabled: z.boolean(),
      requirementsDue: z.array(onboardingRequirement),
      requirementsPastDue: z.array(onboardingRequirement),
      /** ISO timestamp: when what is due must be in before payouts stop. */
      currentDeadline: z.string().nullable(),
      disabledReason: z.string().nullable(),
      destinationLast4: z.string().nullable(),
      destinationBankName: z.string().nullable(),
    })
    .nullable(),
  minimumCents: z.number().int(),
  availableCents: z.number().int(),
  pendingCents: z.number().int(),
  inTransitCents: z.number().int(),
  /** What stands between the company and its next payout, in words ('Below the minimum payout of $25.00.'). */
  nextPayoutBlocker: z.string().nullable(),
});

/** POST /api/payouts/setup/requirement: one onboarding step, as the user entered it. */
export const businessProfileStep = z.strictObject({
  requirement: z.literal('business_profile'),
  legalName: textLine().min(1, { error: 'Enter the legal name.' }).max(120),
  taxId: z.string().regex(/^\d{2}-?\d{7}$/, { error: 'Enter the EIN as 12-3456789.' }),
});
export const representativeStep = z.strictObject({
  requirement: z.literal('representative'),
  firstName: textLine().min(1, { error: 'Enter the first name.' }).max(60),
  lastName: textLine().min(1, { error: 'Enter the last name.' }).max(60),
  dateOfBirth: isoDate,
});
export const externalAccountStep = z.strictObject({
  requirement: z.literal('external_account'),
  routingNumber: z.string().regex(/^\d{9}$/, { error: 'Enter the 9-digit routing number.' }),
  accountNumber: z.string().regex(/^\d{4,17}$/, { error: 'Enter the account number (4 to 17 digits).' }),
});
export const tosAcceptanceStep = z.strictObject({
  requirement: z.literal('tos_acceptance'),
  accepted: z.literal(true, { error: 'Accept the payout terms to continue.' }),
});
export const onboardingStepBody = z.discriminatedUnion('requirement', [
  businessProfileStep,
  representativeStep,
  externalAccountStep,
  tosAcceptanceStep,
]);

/** GET /api/payouts (retailer, brand: own; admin: `companyId` optional), GET /api/payouts/export (CSV). */
export const payoutListQuery = pageQuery.extend({
  status: optionalInput(payoutStatus),
  from: optionalInput(isoDate),
  to: optionalInput(isoDate),
  companyId: optionalInput(queryId),
});

export const payoutRow = z.object({
  id: z.number().int(),
  number: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  currency: z.literal('usd'),
  method: payoutMethod,
  status: payoutStatus,
  /** ISO timestamps / dates. */
  createdAt: z.string(),
  statusChangedAt: z.string(),
  arrivalDate: z.string().nullable(),
  destinationLast4: z.string().nullable(),
  failureCode: z.string().nullable(),
  /** Why it failed, in words a retailer can act on. */
  failureMessage: z.string().nullable(),
  transactionCount: z.number().int(),
});

/** GET /api/payouts/:id: the row and its status history; its transactions come from /api/transactions?payoutId=. */
export const payoutDetail = payoutRow.extend({
  history: z.array(z.object({ status: payoutStatus, at: z.string(), note: z.string().nullable() })),
});

export const payoutIdParams = z.object({ id: queryId });

/**
 * POST /api/admin/payouts/:id/cancel (admin, permissions 2): cancels a payout that has not gone to the provider
 * yet; its money goes back to the company's available balance. Answers the payout's detail.
 */
export const payoutCancelBody = z.strictObject({
  reason: textLine().min(1, { error: 'Say why the payout is canceled.' }).max(300),
});

/** GET /api/admin/amounts (admin, permissions 2) and /api/admin/amounts/export (CSV). */
export const amountListQuery = pageQuery.extend({
  /** 1 brands, 2 retailers. */
  type: optionalInput(z.enum(['1', '2']).transform(Number)),
  /** Available balance at least this many cents. */
  minAvailableCents: optionalInput(z.coerce.number().int().min(0)),
  requirementsDue: optionalInput(z.enum(['yes', 'no'])),
  payoutsEnabled: optionalInput(z.enum(['yes', 'no'])),
  name: optionalInput(textLine().max(100)),
  sort: optionalInput(z.enum(['available_desc', 'available_asc', 'name'])),
});

export const amountRow = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  type: z.number().int(),
  availableCents: z.number().int(),
  pendingCents: z.number().int(),
  inTransitCents: z.number().int(),
  /** Null when the company has not started payout set-up. */
  payoutsEnabled: z.boolean().nullable(),
  requirementsDue: z.array(onboardingRequirement),
  lastPayout: z
    .object({
      id: z.number().int(),
      number: z.string(),
      amountCents: z.number().int(),
      status: payoutStatus,
      createdAt: z.string(),
    })
    .nullable(),
});

export const payoutSkipReason = z.enum([
  'below_minimum',
  'payouts_not_enabled',
  'books_disagree',
  'payout_in_flight',
]);

/** POST /api/admin/payoutRuns/preview (admin, permissions 2): who would be paid what, who is skipped and why. */
export const payoutRunPreviewBody = z.strictObject({
  /** Limit the run to these companies; all with a balance when absent. */
  companyIds: z.array(bodyId).max(1000).optional(),
});

export const payoutRunPreview = z.object({
  payouts: z.array(
    z.object({
      companyId: z.number().int(),
      companyName: z.string(),
      amountCents: z.number().int(),
      transactionCount: z.number().int(),
      destinationLast4: z.string().nullable(),
    }),
  ),
  skipped: z.array(
    z.object({
      companyId: z.number().int(),
      companyName: z.string(),
      availableCents: z.number().int(),
      reason: payoutSkipReason,
      /** The reason in words, e.g. 'Below the minimum payout of $25.00.' */
      message: z.string(),
    }),
  ),
  totalCents: z.number().int(),
  /** A fingerprint of the preview: confirm sends it back, and a run whose balances moved since answers 409. */
  previewToken: z.string(),
});

/**
 * POST /api/admin/payoutRuns (admin, permissions 2, header Idempotency-Key): queues the previewed payouts.
 * A repeat with the same key answers the same run and queues nothing.
 */
export const payoutRunBody = payoutRunPreviewBody.extend({ previewToken: z.string().min(1).max(200) });

export const payoutRunResult = z.object({
  runId: z.number().int(),
  payouts: z.array(payoutRow),
  skipped: payoutRunPreview.shape.skipped,
});

export const payoutPage = pageOf(payoutRow);
export const amountPage = pageOf(amountRow);

export type PayoutStatus = z.infer<typeof payoutStatus>;
export type PayoutMethod = z.infer<typeof payoutMethod>;
export type OnboardingRequirement = z.infer<typeof onboardingRequirement>;
export type PayoutSetup = z.infer<typeof payoutSetup>;
export type OnboardingStepBody = z.infer<typeof onboardingStepBody>;
export type OnboardingStepInput = z.input<typeof onboardingStepBody>;
export type PayoutListQuery = z.infer<typeof payoutListQuery>;
export type PayoutListInput = z.input<typeof payoutListQuery>;
export type PayoutRow = z.infer<typeof payoutRow>;
export type PayoutDetail = z.infer<typeof payoutDetail>;
export type PayoutCancelBody = z.infer<typeof payoutCancelBody>;
export type AmountListQuery = z.infer<typeof amountListQuery>;
export type AmountListInput = z.input<typeof amountListQuery>;
export type AmountRow = z.infer<typeof amountRow>;
export type PayoutSkipReason = z.infer<typeof payoutSkipReason>;
export type PayoutRunPreviewBody = z.infer<typeof payoutRunPreviewBody>;
export type PayoutRunPreview = z.infer<typeof payoutRunPreview>;
export type PayoutRunBody = z.infer<typeof payoutRunBody>;
export type PayoutRunResult = z.infer<typeof payoutRunResult>;
