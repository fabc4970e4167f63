// The reviewer's and the retailer's actions on a claim (domain §2.7, §2.9): each is one transition of the
// state machine in transitions.ts. Approval freezes the compensation rule in force, holds the approved
// amounts to its caps, then in the same transaction the system asks for the part back (awaiting_return),
// pays the retailer (compensated, one ledger credit) or, when the type pays nothing, leaves it approved.
import type {
  ClaimApproveBody,
  ClaimDetail,
  ClaimLineDecision,
  ClaimRejectBody,
  ClaimResubmitBody,
} from '@console/contract';
import { count, eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { claimLines, reverseShipments } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { isUniqueViolation } from '../account/db.ts';
import { requestReturn } from '../returns/request.ts';
import { attachFiles, uploadIds } from './attachments.ts';
import { ruleInForce, toRule } from './compensationRules.ts';
import { getClaim } from './queries.ts';
import { compensation, fulfillmentOf } from './settlement.ts';
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

/** The retailer answers a request for information, with the files asked for if any. */
export async function resubmitClaim(
  db: Database,
  viewer: Viewer,
  id: number,
  body: ClaimResubmitBody,
): Promise<ClaimDetail> {
  const fileIds = await uploadIds(db, viewer, body.attachmentFileIds);
  await changeClaim(db, viewer, id, 'resubmit', async (tx, claim) => {
    await attachFiles(tx, claim.id, fileIds, viewer.userId, new Date());
    return { to: 'submitted', reason: body.note ?? 'resubmitted' };
  });
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

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The rule's caps: approved freight in total, and the approved total. A refusal names the cap in dollars. */
function checkCaps(
  decisions: ReturnType<typeof lineDecisions>,
  body: ClaimApproveBody,
  rule: { freightCapCents: number | null; claimCapCents: number | null } | undefined,
  total: number,
): void {
  const freightCap = rule?.freightCapCents ?? null;
  if (freightCap !== null) {
    let freight = 0;
    for (const { line, approvedCents } of decisions) {
      if (line.kind !== 'freight') continue;
      freight += approvedCents;
      if (freight > freightCap) {
        const index = body.lines.findIndex((given) => given.lineId === line.id);
        throw new ApiError(400, `Freight is capped at ${dollars(freightCap)} a claim.`, {
          [`body.lines.${index}.approvedCents`]: `Freight in total at most ${dollars(freightCap)}.`,
        });
      }
    }
  }
  const claimCap = rule?.claimCapCents ?? null;
  if (claimCap !== null && total > claimCap) {
    throw new ApiError(400, `A claim is capped at ${dollars(claimCap)}.`, {
      'body.lines': `The approved total may be at most ${dollars(claimCap)}.`,
    });
  }
}

/**
 * What follows an approval, decided by the fulfillment type: the part to come back first (unless it came
 * back before the claim was reopened), else the retailer paid, else nothing (the brand ships a replacement).
 */
async function afterApproval(
  tx: Transaction,
  viewer: Viewer,
  claim: ClaimRecord,
  at: Date,
): Promise<ClaimChange | null> {
  const type = await fulfillmentOf(tx, claim);
  if (type.requiresReturn) {
    const [returned] = await tx
      .select({ n: count() })
      .from(reverseShipments)
      .where(eq(reverseShipments.claimId, claim.id));
    if (!returned?.n) {
      const shipment = await requestReturn(tx, claim, at);
      return {
        to: 'awaiting_return',
        reason: `${type.name} requires the part back: ${shipment.rmaNumber} requested`,
      };
    }
  }
  if (!type.compensatesRetailer) return null;
  return compensation(tx, claim, `${type.name} compensates the retailer`, viewer.userId, at);
}

/** Decides the lines and freezes the rule in force, inside the claim's lock; the system's step follows. */
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
  checkCaps(decisions, body, rule, total);
  for (const { line, approvedCents, decision, reasonCode } of decisions) {
    await tx
      .update(claimLines)
      .set({ approvedCents, decision, reasonCode })
      .where(eq(claimLines.id, line.id));
  }
  const decidedAt = new Date();
  return {
    to: decisions.every((decided) => decided.decision === 'approved') ? 'approved' : 'partially_approved',
    set: {
      approvedTotalCents: total,
      compensationRuleId: rule?.id ?? null,
      ruleSnapshot: rule ? toRule(rule) : null,
      decidedAt,
    },
    reason: body.note ?? null,
    next: (tx, approved) => afterApproval(tx, viewer, approved, decidedAt),
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

/**
 * An admin reopens a rejected claim for a new review: the decision is cleared (lines, total, reason, rule
 * snapshot). Refused when the unit has since got another open claim on the same component.
 */
export async function reopenClaim(
  db: Database,
  viewer: Viewer,
  id: number,
  note: string,
): Promise<ClaimDetail> {
  try {
    await changeClaim(db, viewer, id, 'reopen', async (tx, claim) => {
      await tx
        .update(claimLines)
        .set({ approvedCents: null, decision: null, reasonCode: null })
        .where(eq(claimLines.claimId, claim.id));
      return {
        to: 'under_review',
        set: {
          reasonCode: null,
          approvedTotalCents: null,
          compensationRuleId: null,
          ruleSnapshot: null,
          decidedAt: null,
          assigneeUserId: viewer.userId,
        },
        reason: note,
      };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, 'The unit has another open claim on this component: it cannot be reopened.');
  }
  return getClaim(db, viewer, id);
}
