// Warranty claims and what configures them: fulfillment types, compensation rules (domain §2.3, §2.7, §2.9).
import { z } from 'zod';
import { claimStatus } from './claimStatus.ts';
import { optionalInput, pageQuery } from './envelope.ts';
import { bodyId, multilineText, queryId, textLine } from './fields.ts';
import { downloadFileNamePattern } from './files.ts';
import { componentType, isoDate, namedCompany, normalizeSerial, todayIso } from './warranty.ts';

const cents = z.number().int().min(0).max(100_000_000);
const code = textLine()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Use letters, digits, _ and - only.' })
  .transform((value) => value.toLowerCase());

export const fulfillmentType = z.object({
  id: z.number().int(),
  /** Null: a platform default. */
  ownerCompanyId: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  requiresReturn: z.boolean(),
  shipsReplacement: z.boolean(),
  compensatesRetailer: z.boolean(),
  active: z.boolean(),
});

const fulfillmentFlags = {
  requiresReturn: z.boolean().default(false),
  shipsReplacement: z.boolean().default(false),
  compensatesRetailer: z.boolean().default(true),
  active: z.boolean().default(true),
};

/** POST /fulfillmentTypes: a brand for itself; an admin names a brand, or null for a platform default. */
export const fulfillmentTypeCreateBody = z.strictObject({
  ownerCompanyId: bodyId.nullable().optional(),
  code,
  name: textLine().min(1).max(200),
  ...fulfillmentFlags,
});

/** PUT /fulfillmentTypes/:id: the code and owner never change (claims name the type by id). */
export const fulfillmentTypeUpdateBody = z.strictObject({
  name: textLine().min(1).max(200),
  requiresReturn: z.boolean(),
  shipsReplacement: z.boolean(),
  compensatesRetailer: z.boolean(),
  active: z.boolean(),
});

/** GET /fulfillmentTypes and /compensationRules: `brandId` narrows to one brand's (with the defaults). */
export const claimConfigQuery = pageQuery.extend({
  brandId: optionalInput(queryId),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});

export const partsBasis = z.enum(['dealer_cost', 'cost_plus_pct', 'msrp']);

export const laborOperation = z.strictObject({
  code: textLine().min(1).max(40),
  description: textLine().min(1).max(200),
  standardHours: z.number().min(0).max(100),
});

const ruleTerms = {
  name: textLine().min(1).max(200),
  fulfillmentTypeId: bodyId.nullable().default(null),
  componentType: componentType.nullable().default(null),
  laborRateCentsPerHour: cents,
  laborOperations: z.array(laborOperation).max(100).default([]),
  partsBasis,
  partsMarkupPct: z.number().int().min(0).max(500).default(0),
  handlingFeeCents: cents.default(0),
  freightCapCents: cents.nullable().default(null),
  claimCapCents: cents.nullable().default(null),
  submitWithinDays: z.number().int().min(1).max(3650).nullable().default(null),
};

export const compensationRule = z.object({
  id: z.number().int(),
  ownerCompanyId: z.number().int().nullable(),
  name: z.string(),
  fulfillmentTypeId: z.number().int().nullable(),
  componentType: componentType.nullable(),
  laborRateCentsPerHour: z.number().int(),
  laborOperations: z.array(laborOperation),
  partsBasis,
  partsMarkupPct: z.number().int(),
  handlingFeeCents: z.number().int(),
  freightCapCents: z.number().int().nullable(),
  claimCapCents: z.number().int().nullable(),
  submitWithinDays: z.number().int().nullable(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  version: z.number().int(),
  supersedesId: z.number().int().nullable(),
  /** ISO timestamp when a newer version replaced this one; null for the version in force. */
  retiredAt: z.string().nullable(),
});

/** POST /compensationRules: a new rule (version 1). */
export const compensationRuleCreateBody = z.strictObject({
  ownerCompanyId: bodyId.nullable().optional(),
  ...ruleTerms,
  effectiveFrom: isoDate,
});

/** POST /compensationRules/:id/versions: the rule's new terms from a date; the old version ends the day before. */
export const compensationRuleVersionBody = z.strictObject({ ...ruleTerms, effectiveFrom: isoDate });

export const claimLineKind = z.enum(['labor', 'part', 'freight', 'handling', 'other']);
export const claimLineDecision = z.enum(['approved', 'adjusted', 'rejected']);

/** Rejection and adjustment reasons, after X12 element 1172 (domain §1.2). */
export const claimReasonCode = z.enum([
  'expired_warranty',
  'excessive_labor',
  'excessive_part_cost',
  'duplicate',
  'submitted_late',
  'insufficient_information',
  'improper_repair',
  'customer_damage',
  'no_fault_found',
  'wrong_part_returned',
  'other',
]);

export const claimLineInput = z.strictObject({
  kind: claimLineKind,
  /** Labor operation code or part number. */
  code: optionalInput(textLine().max(64)),
  description: textLine().min(1).max(200),
  /** Hours for labor, units otherwise (two decimals). */
  quantity: z.number().positive().max(10_000).multipleOf(0.01),
  unitCents: cents,
});

/** A stored file's name as the server gave it (POST /common/upload). */
const uploadName = z.string().regex(downloadFileNamePattern, 'Not a file name this server gives.');

/** `fileName`s of uploads of the caller's company: photos, video, diagnostic exports; each once. */
const attachmentFileIds = optionalInput(
  z
    .array(uploadName)
    .max(10, { error: 'At most 10 files at a time.' })
    .refine((names) => new Set(names).size === names.length, { error: 'Each file once.' }),
);

const notInFuture = (label: string) =>
  isoDate.refine((date) => date <= todayIso(), { error: `The ${label} cannot be in the future.` });

/** POST /claims: a retailer claims on a unit it sold. */
export const claimSubmitBody = z
  .strictObject({
    warrantyId: bodyId,
    failureDate: notInFuture('failure date'),
    repairDate: optionalInput(notInFuture('repair date')),
    complaint: multilineText().min(1).max(2000),
    diagnosis: optionalInput(multilineText().max(2000)),
    causalComponentType: componentType,
    causalPartNumber: optionalInput(textLine().max(64)),
    fulfillmentTypeId: bodyId,
    lines: z.array(claimLineInput).min(1).max(50),
    attachmentFileIds,
  })
  .refine((body) => body.repairDate === undefined || body.repairDate >= body.failureDate, {
    path: ['repairDate'],
    error: 'The repair date must not be before the failure date.',
  });

export const claimLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  kind: claimLineKind,
  code: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  unitCents: z.number().int(),
  claimedCents: z.number().int(),
  approvedCents: z.number().int().nullable(),
  decision: claimLineDecision.nullable(),
  reasonCode: claimReasonCode.nullable(),
});

export const claimRow = z.object({
  id: z.number().int(),
  number: z.string(),
  warrantyId: z.number().int(),
  serialNumber: z.string(),
  brand: namedCompany,
  retailer: namedCompany,
  failureDate: z.string(),
  repairDate: z.string().nullable(),
  causalComponentType: componentType,
  fulfillmentTypeId: z.number().int(),
  status: claimStatus,
  claimedTotalCents: z.number().int(),
  approvedTotalCents: z.number().int().nullable(),
  reasonCode: claimReasonCode.nullable(),
  /** ISO timestamps. */
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Whole days since submission. */
  ageDays: z.number().int(),
  /** The reviewer's name, once one took the claim. */
  assignee: z.string().nullable(),
  version: z.number().int(),
});

export const claimStatusChange = z.object({
  from: claimStatus.nullable(),
  to: claimStatus,
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const claimAttachment = z.object({
  fileName: z.string(),
  originalName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  addedAt: z.string(),
});

/** What the rule in force and the warranty's coverage would pay on a line (a reviewer's starting point). */
export const claimSuggestedLine = z.object({
  lineId: z.number().int(),
  approvedCents: z.number().int(),
  /** Set when the suggestion is below the claimed amount. */
  reasonCode: claimReasonCode.nullable(),
});

/** The warranty's coverage of the causal component, in percent. */
export const claimCoverage = z.object({
  laborCoveredPct: z.number().int(),
  partsCoveredPct: z.number().int(),
});

export const claimDetail = claimRow.extend({
  complaint: z.string(),
  diagnosis: z.string().nullable(),
  causalPartNumber: z.string().nullable(),
  ruleSnapshot: compensationRule.nullable(),
  /** The rule that would price the claim if it were decided now; null once decided (see ruleSnapshot). */
  ruleInForce: compensationRule.nullable(),
  /** Empty once the claim is decided. */
  suggestedLines: z.array(claimSuggestedLine),
  coverage: claimCoverage.nullable(),
  ledgerTransactionId: z.number().int().nullable(),
  /** ISO timestamps. */
  compensatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  lines: z.array(claimLine),
  attachments: z.array(claimAttachment),
  history: z.array(claimStatusChange),
});

export const claimSort = z.enum([
  'submittedAt',
  '-submittedAt',
  'claimedTotalCents',
  '-claimedTotalCents',
  'approvedTotalCents',
  '-approvedTotalCents',
  'number',
  '-number',
]);

/** GET /claims and /claims/export.csv (the same filters). */
export const claimListQuery = pageQuery.extend({
  sort: optionalInput(claimSort).default('-submittedAt'),
  status: optionalInput(claimStatus),
  /** true: the claims still waiting for a decision (submitted, under review, needs info). */
  open: optionalInput(z.enum(['true', 'false']).transform((value) => value === 'true')),
  brandId: optionalInput(queryId),
  retailerId: optionalInput(queryId),
  component: optionalInput(componentType),
  reasonCode: optionalInput(claimReasonCode),
  /** Submission dates, inclusive (UTC days). */
  submittedFrom: optionalInput(isoDate),
  submittedTo: optionalInput(isoDate),
  /** Part of the unit's serial (normalised as a serial is). */
  q: optionalInput(textLine().max(64).transform(normalizeSerial)),
});

export const claimIdParams = z.object({ id: queryId });

/** GET /claims/:id/attachments/:fileName. */
export const claimAttachmentParams = z.object({ id: queryId, fileName: uploadName });

const note = multilineText().min(1).max(2000);

/** POST /claims/:id/request-info: the question for the retailer. */
export const claimNoteBody = z.strictObject({ note });

/** POST /claims/:id/cancel: an optional note. */
export const claimOptionalNoteBody = z.strictObject({ note: optionalInput(note) });

/** POST /claims/:id/resubmit: an optional note and the files the reviewer asked for. */
export const claimResubmitBody = z.strictObject({ note: optionalInput(note), attachmentFileIds });

/** POST /claims/:id/approve: the amount approved on each line (≤ its claimed cents). */
export const claimApproveBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        lineId: bodyId,
        approvedCents: cents,
        /** Required when the line is cut below its claimed amount. */
        reasonCode: claimReasonCode.optional(),
      }),
    )
    .min(1)
    .max(50),
  note: optionalInput(note),
});

/** POST /claims/:id/reject: a reason code is required. */
export const claimRejectBody = z.strictObject({ reasonCode: claimReasonCode, note: optionalInput(note) });

export type FulfillmentType = z.infer<typeof fulfillmentType>;
export type FulfillmentTypeCreateBody = z.infer<typeof fulfillmentTypeCreateBody>;
export type FulfillmentTypeUpdateBody = z.infer<typeof fulfillmentTypeUpdateBody>;
export type ClaimConfigQuery = z.infer<typeof claimConfigQuery>;
export type PartsBasis = z.infer<typeof partsBasis>;
export type LaborOperation = z.infer<typeof laborOperation>;
export type CompensationRule = z.infer<typeof compensationRule>;
export type CompensationRuleCreateBody = z.infer<typeof compensationRuleCreateBody>;
export type CompensationRuleVersionBody = z.infer<typeof compensationRuleVersionBody>;
export type ClaimLineKind = z.infer<typeof claimLineKind>;
export type ClaimLineDecision = z.infer<typeof claimLineDecision>;
export type ClaimReasonCode = z.infer<typeof claimReasonCode>;
export type ClaimLineInput = z.infer<typeof claimLineInput>;
export type ClaimSubmitBody = z.infer<typeof claimSubmitBody>;
export type ClaimSubmitInput = z.input<typeof claimSubmitBody>;
export type ClaimLine = z.infer<typeof claimLine>;
export type ClaimRow = z.infer<typeof claimRow>;
export type ClaimStatusChange = z.infer<typeof claimStatusChange>;
export type ClaimDetail = z.infer<typeof claimDetail>;
export type ClaimListQuery = z.infer<typeof claimListQuery>;
export type ClaimApproveBody = z.infer<typeof claimApproveBody>;
export type ClaimRejectBody = z.infer<typeof claimRejectBody>;
export type ClaimResubmitBody = z.infer<typeof claimResubmitBody>;
export type ClaimAttachment = z.infer<typeof claimAttachment>;
export type ClaimSuggestedLine = z.infer<typeof claimSuggestedLine>;
export type ClaimCoverage = z.infer<typeof claimCoverage>;
export type ClaimSort = z.infer<typeof claimSort>;
