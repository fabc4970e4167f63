// How an approved claim ends (domain §2.7): the system pays it (compensated, exactly one ledger credit, key
// `claim:<id>:compensation`), closes it, or, when the returned part shows no warranty fault, rejects it.
// Settled claims close on their own after CLAIM_CLOSE_AFTER_DAYS.
import type { ClaimReasonCode, InspectionResult } from '@console/contract';
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { claimLines, fulfillmentTypes, LedgerAccount, warrantyClaims } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { LedgerKind } from '../money/kinds.ts';
import { COMPENSATION_PENDING_DAYS, postTransaction } from '../money/ledger.ts';
import {
  applyClaimChange,
  type ClaimChange,
  type ClaimRecord,
  checkTransition,
  lockClaim,
  TRANSITIONS,
} from './transitions.ts';

/** Days after its decision (or payment) that a settled claim closes. */
export const CLAIM_CLOSE_AFTER_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Credits the retailer with a claim's approved total: one ledger transaction per claim, whatever repeats.
 * The credit is pending for COMPENSATION_PENDING_DAYS (then `money.release-pending` makes it available), and
 * the brand owes it (its receivable, charged on its monthly statement).
 */
export function postCompensation(
  tx: Transaction,
  claim: Pick<ClaimRecord, 'id' | 'number' | 'retailerCompanyId' | 'brandCompanyId'>,
  totalCents: number,
  actorUserId: number | null,
  postedAt: Date,
): Promise<number> {
  return postTransaction(tx, {
    idempotencyKey: `claim:${claim.id}:compensation`,
    kind: LedgerKind.claimCompensation,
    referenceType: 'warranty_claim',
    referenceId: String(claim.id),
    description: `Warranty claim ${claim.number}: compensation`,
    createdBy: actorUserId,
    entries: [
      { companyId: claim.retailerCompanyId, account: LedgerAccount.companyPending, amountCents: totalCents },
      { companyId: claim.brandCompanyId, account: LedgerAccount.companyReceivable, amountCents: -totalCents },
    ],
    postedAt,
    availableOn: new Date(postedAt.getTime() + COMPENSATION_PENDING_DAYS * DAY_MS),
  });
}

/** The claim's fulfillment type: whether the part comes back and whether the retailer is paid. */
export async function fulfillmentOf(tx: Transaction, claim: ClaimRecord) {
  const [type] = await tx
    .select({
      name: fulfillmentTypes.name,
      requiresReturn: fulfillmentTypes.requiresReturn,
      compensatesRetailer: fulfillmentTypes.compensatesRetailer,
    })
    .from(fulfillmentTypes)
    .where(eq(fulfillmentTypes.id, claim.fulfillmentTypeId));
  if (!type) throw new Error(`claims: claim ${claim.id} names no fulfillment type`);
  return type;
}

/**
 * The system's step to compensated (the approved total credited once) for `claim`. `causedBy` is the user
 * whose action led to the payment, recorded on the ledger transaction.
 */
export async function compensation(
  tx: Transaction,
  claim: ClaimRecord,
  reason: string,
  causedBy: number | null,
  at: Date,
): Promise<ClaimChange> {
  const ledgerTransactionId = await postCompensation(tx, claim, claim.approvedTotalCents ?? 0, causedBy, at);
  return { to: 'compensated', set: { ledgerTransactionId, compensatedAt: at }, reason };
}

/** The claim codes of the inspection results that refuse the claim. */
const REJECTED_BY: Record<Exclude<InspectionResult, 'confirmed_defect'>, ClaimReasonCode> = {
  no_fault_found: 'no_fault_found',
  customer_damage: 'customer_damage',
  wrong_part: 'wrong_part_returned',
};

/** Why a return settles its claim: its inspection, or the brand waiving it (the return cancelled). */
export type ReturnOutcome = { inspected: InspectionResult } | { waived: string };

/**
 * Settles the claim of a return inside the return's transaction: a confirmed defect or a waived return pays
 * the claim (compensated), or closes it when the type pays nothing; any other inspection result rejects it
 * with nothing paid. 409 `invalid_transition` unless the claim awaits its return.
 */
export async function settleClaimByReturn(
  tx: Transaction,
  claimId: number,
  rmaNumber: string,
  outcome: ReturnOutcome,
  causedBy: number,
  at: Date,
): Promise<void> {
  const claim = await lockClaim(tx, claimId);
  checkTransition(claim, 'settleReturn');
  let change: ClaimChange;
  if ('inspected' in outcome && outcome.inspected !== 'confirmed_defect') {
    const reasonCode = REJECTED_BY[outcome.inspected];
    await tx
      .update(claimLines)
      .set({ approvedCents: 0, decision: 'rejected', reasonCode })
      .where(eq(claimLines.claimId, claim.id));
    change = {
      to: 'rejected',
      set: { reasonCode, approvedTotalCents: 0, decidedAt: at },
      reason: `${rmaNumber} inspected: ${outcome.inspected.replaceAll('_', ' ')}`,
    };
  } else {
    const reason =
      'waived' in outcome
        ? `${rmaNumber} cancelled, the return waived: ${outcome.waived}`
        : `${rmaNumber} inspected: defect confirmed`;
    const type = await fulfillmentOf(tx, claim);
    change = type.compensatesRetailer
      ? await compensation(tx, claim, reason, causedBy, at)
      : { to: 'closed', set: { closedAt: at }, reason };
  }
  await applyClaimChange(tx, claim, change, null, at);
}

/**
 * Closes claims settled more than CLAIM_CLOSE_AFTER_DAYS ago: paid (from their payment), rejected or
 * approved without payment (from their decision). Rows another instance holds are left for the next run.
 */
export async function closeSettledClaims(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CLAIM_CLOSE_AFTER_DAYS * DAY_MS);
  const decidedOnly = TRANSITIONS.close.filter((status) => status !== 'compensated');
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(warrantyClaims)
      .where(
        or(
          and(eq(warrantyClaims.status, 'compensated'), lt(warrantyClaims.compensatedAt, before)),
          and(inArray(warrantyClaims.status, decidedOnly), lt(warrantyClaims.decidedAt, before)),
        ),
      )
      .limit(500)
      .for('update', { skipLocked: true });
    for (const claim of due) {
      await applyClaimChange(
        tx,
        claim,
        {
          to: 'closed',
          set: { closedAt: now },
          reason: `settled more than ${CLAIM_CLOSE_AFTER_DAYS} days ago`,
        },
        null,
        now,
      );
    }
    return due.length;
  });
}
