// The reviewer's and the retailer's actions on a claim (domain §2.7, §2.9): each is one transition of the
// state machine in transitions.ts. Approval freezes the compensation rule in force and posts exactly one
// ledger credit to the retailer (key `claim:<id>:compensation`).
import type { ClaimApproveBody, ClaimDetail, ClaimLineDecision, ClaimRejectBody } from '@console/contract';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { claimLines, fulfillmentTypes } from '../../db/schema.ts';
import type { Transaction } from '../../db/seed.ts';
import { companyMovement, postTransaction } from '../money/ledger.ts';
import { ruleInForce, toRule } from './compensationRules.ts';
import { getClaim } from './queries.ts';
import { type ClaimChange, type ClaimRecord, changeClaim } from './transitions.ts';

export async function reviewClaim(db: Database, viewer: Viewer, id: number): Promise<ClaimDetail> {
  await changeClaim(db, viewer, id, 'review', () => ({
    to: 'under_review',
    set: { assigneeUserId: viewer.userId },
  }));
  return getClaim(db, viewer, id);
}

export async function requestClaimInfo(
  db: Database,
  viewer: Viewer,
  id: number,
  note: string,
): Promise<ClaimDetail> {
  await changeClaim(db, viewer, id, 'requestInfo', () => ({ to: 'needs_info', reason: note }));
  return getClaim(db, viewer, id);
}

export async function resubmitClaim(
  db: Database,
  viewer: Viewer,
  id: number,
  note: string | undefined,
): Promise<ClaimDetail> {
  await changeClaim(db, viewer, id, 'resubmit', () => ({ to: 'submitted', reason: note ?? 'resubmitted' }));
  return getClaim(db, viewer, id);
}

export async function cancelClaim(
  db: Database,
  viewer: Viewer,
  id: number,
  note: string | undefined,
): Promise<ClaimDetail> {
  await changeClaim(db, viewer, id, 'cancel', () => ({ to: 'cancelled', reason: note ?? 'cancelled' }));
  return getClaim(db, viewer, id);
}

export async function rejectClaim(
  db: Database,
  viewer: Viewer,
  id: number,
  body: ClaimRejectBody,
): Promise<ClaimDetail> {
  await changeClaim(db, viewer, id, 'reject', () => ({
    to: 'rejected',
    set: { reasonCode: body.reasonCode, decidedAt: new Date(), approvedTotalCents: 0 },
    reason: body.note ? `${body.reasonCode}: ${body.note}` : body.reasonCode,
  }));
  return getClaim(db, viewer, id);
}

/**
 * Each claim line's decision from the body: every line once, approved ≤ claimed, and a reason code for a
 * line cut below its claim. A refusal names the body line at fault.
 */
function lineDecisions(lines: (typeof claimLines.$inferSelect)[], body: ClaimApproveBody) {
  const given = new Map<number, { index: number; approvedCents: number; reasonCode?: string }>();
  body.lines.forEach((line, index) => {
    if (!lines.some((claimLine) => claimLine.id === line.lineId) || given.has(line.lineId)) {
      throw new ApiError(400, 'Each line of the claim, once.', {
        [`body.lines.${index}.lineId`]: 'Not a line of this claim, or given twice.',
      });
    }
    given.set(line.lineId, { index, ...line });
  });
  return lines.map((line) => {
    const decided = given.get(line.id);
    if (!decided) {
      throw new ApiError(400, `Give the approved amount of line ${line.lineNo}.`, {
        'body.lines': `Line ${line.lineNo} has no approved amount.`,
      });
    }
    const field = `body.lines.${decided.index}`;
    if (decided.approvedCents > line.claimedCents) {
      throw new ApiError(400, `Line ${line.lineNo}: the approved amount is more than the claimed.`, {
        [`${field}.approvedCents`]: `At most ${line.claimedCents} cents (the claimed amount).`,
      });
    }
    const decision: ClaimLineDecision =
      decided.approvedCents === line.claimedCents
        ? 'approved'
        : decided.approvedCents === 0
          ? 'rejected'
          : 'adjusted';
    if (decision !== 'approved' && !decided.reasonCode) {
      throw new ApiError(400, `Line ${line.lineNo}: say why it is cut.`, {
        [`${field}.reasonCode`]: 'A reason code is required when less than the claim is approved.',
      });
    }
    return { line, approvedCents: decided.approvedCents, decision, reasonCode: decided.reasonCode ?? null };
  });
}

/** Credits the retailer with a claim's approved total: one ledger transaction per claim, whatever repeats. */
export function postCompensation(
  tx: Transaction,
  claim: Pick<ClaimRecord, 'id' | 'number' | 'retailerCompanyId'>,
  totalCents: number,
  actorUserId: number,
  postedAt: Date,
): Promise<number> {
  return postTransaction(tx, {
    idempotencyKey: `claim:${claim.id}:compensation`,
    kind: 'warranty_compensation',
    referenceType: 'warranty_claim',
    referenceId: String(claim.id),
    description: `Warranty claim ${claim.number}: compensation`,
    createdBy: actorUserId,
    entries: companyMovement(claim.retailerCompanyId, 'credit', totalCents),
    postedAt,
  });
}

/** Decides the lines, freezes the rule in force and posts the compensation, inside the claim's lock. */
async function approval(
  tx: Transaction,
  viewer: Viewer,
  claim: ClaimRecord,
  body: ClaimApproveBody,
): Promise<ClaimChange> {
  const lines = await tx.select().from(claimLines).where(eq(claimLines.claimId, claim.id));
  const decisions = lineDecisions(lines, body);
  const total = decisions.reduce((sum, decided) => sum + decided.approvedCents, 0);
  if (total === 0) {
    throw new ApiError(400, 'Nothing is approved: reject the claim instead.', {
      'body.lines': 'Approve an amount on at least one line.',
    });
  }
  // The rule in force when the work was done (the repair date, else the failure date).
  const rule = await ruleInForce(
    tx,
    claim.brandCompanyId,
    claim.fulfillmentTypeId,
    claim.causalComponentType,
    claim.repairDate ?? claim.failureDate,
  );
  for (const { line, approvedCents, decision, reasonCode } of decisions) {
    await tx
      .update(claimLines)
      .set({ approvedCents, decision, reasonCode })
      .where(eq(claimLines.id, line.id));
  }
  const [type] = await tx
    .select({ compensatesRetailer: fulfillmentTypes.compensatesRetailer })
    .from(fulfillmentTypes)
    .where(eq(fulfillmentTypes.id, claim.fulfillmentTypeId));
  const decidedAt = new Date();
  const ledgerTransactionId = type?.compensatesRetailer
    ? await postCompensation(tx, claim, total, viewer.userId, decidedAt)
    : null;
  return {
    to: decisions.every((decided) => decided.decision === 'approved') ? 'approved' : 'partially_approved',
    set: {
      approvedTotalCents: total,
      compensationRuleId: rule?.id ?? null,
      ruleSnapshot: rule ? toRule(rule) : null,
      ledgerTransactionId,
      decidedAt,
    },
    reason: body.note ?? null,
  };
}

export async function approveClaim(
  db: Database,
  viewer: Viewer,
  id: number,
  body: ClaimApproveBody,
): Promise<ClaimDetail> {
  await changeClaim(db, viewer, id, 'approve', (tx, claim) => approval(tx, viewer, claim, body));
  return getClaim(db, viewer, id);
}
