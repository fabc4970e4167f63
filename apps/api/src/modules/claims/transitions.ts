// The claim state machine (domain §2.7): each action names the statuses it leaves from. A claim is changed
// only inside a transaction holding its row lock, so two reviewers acting at once are decided one after the
// other: the second finds the new status and is refused. Every change writes a status_changes row; a step
// the system takes on its own (approved → awaiting_return, → compensated, → closed) has no actor.
import type { ClaimStatus } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { statusChanges, warrantyClaims } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { emitClaimStatus } from '../webhooks/areaEvents.ts';
import { CLAIM_ENTITY, claimScope } from './queries.ts';

export type ClaimRecord = typeof warrantyClaims.$inferSelect;

/** The statuses each action leaves from: the users' actions, then the system's steps. */
export const TRANSITIONS = {
  review: ['submitted'],
  requestInfo: ['under_review'],
  resubmit: ['needs_info'],
  approve: ['under_review'],
  reject: ['under_review'],
  cancel: ['draft', 'submitted', 'needs_info'],
  reopen: ['rejected'],
  settleReturn: ['awaiting_return'],
  close: ['approved', 'partially_approved', 'compensated', 'rejected'],
} as const satisfies Record<string, readonly ClaimStatus[]>;

export type ClaimAction = keyof typeof TRANSITIONS;

/** What an action does to the locked claim: the new status, the other columns to set, the history reason. */
export interface ClaimChange {
  to: ClaimStatus;
  set?: Partial<typeof warrantyClaims.$inferInsert>;
  reason?: string | null;
  /** A system step taken in the same transaction once this change is written (null: none). */
  next?: (tx: Transaction, claim: ClaimRecord) => Promise<ClaimChange | null>;
}

/** 409 `invalid_transition` unless the claim is in a status `action` leaves from. */
export function checkTransition(claim: ClaimRecord, action: ClaimAction): void {
  const from: readonly string[] = TRANSITIONS[action];
  if (from.includes(claim.status)) return;
  throw new ApiError(
    409,
    `Claim ${claim.number} is ${claim.status.replaceAll('_', ' ')}: it cannot ${actionLabel[action]} ` +
      `(allowed only from ${from.join(' or ')}).`,
    undefined,
    'invalid_transition',
  );
}

/** The claim, locked for the rest of the transaction; 404 when it is not there (or not the viewer's). */
export async function lockClaim(tx: Transaction, id: number, scope?: ReturnType<typeof claimScope>) {
  const [claim] = await tx
    .select()
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.id, id), scope))
    .for('update');
  if (!claim) throw new ApiError(404, 'Claim not found.');
  return claim;
}

/**
 * Writes `change` to a claim the caller holds locked (status, version, history), then the system steps
 * that follow it. Returns the claim as it ends.
 */
export async function applyClaimChange(
  tx: Transaction,
  claim: ClaimRecord,
  change: ClaimChange,
  actorUserId: number | null,
  at = new Date(),
): Promise<ClaimRecord> {
  const [updated] = await tx
    .update(warrantyClaims)
    .set({ ...change.set, status: change.to, version: claim.version + 1 })
    .where(eq(warrantyClaims.id, claim.id))
    .returning();
  if (!updated) throw new Error(`claims: claim ${claim.id} vanished under its lock`);
  await tx.insert(statusChanges).values({
    entity: CLAIM_ENTITY,
    entityId: String(claim.id),
    fromStatus: claim.status,
    toStatus: change.to,
    actorUserId,
    reason: change.reason ?? null,
    at,
  });
  // Webhooks see each step as it is written (a decision, then the compensation that follows it).
  await emitClaimStatus(tx, claim.id, change.to, at);
  const next = await change.next?.(tx, updated);
  return next ? applyClaimChange(tx, updated, next, null, at) : updated;
}

/**
 * Applies `action` to a claim the viewer sees (else 404): 409 `invalid_transition` unless the claim is in a
 * status the action leaves from; `change` computes the new state inside the transaction.
 */
export async function changeClaim(
  db: Database,
  viewer: Viewer,
  id: number,
  action: ClaimAction,
  change: (tx: Transaction, claim: ClaimRecord) => Promise<ClaimChange> | ClaimChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const claim = await lockClaim(tx, id, claimScope(viewer));
    checkTransition(claim, action);
    await applyClaimChange(tx, claim, await change(tx, claim), viewer.userId);
  });
}

const actionLabel: Record<ClaimAction, string> = {
  review: 'be taken under review',
  requestInfo: 'be sent back for information',
  resubmit: 'be resubmitted',
  approve: 'be approved',
  reject: 'be rejected',
  cancel: 'be cancelled',
  reopen: 'be reopened',
  settleReturn: 'be settled by its return',
  close: 'be closed',
};
