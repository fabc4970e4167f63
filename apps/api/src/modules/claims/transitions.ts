// The claim state machine (domain §2.7): each action names the statuses it leaves from. A claim is changed
// only inside a transaction holding its row lock, so two reviewers acting at once are decided one after the
// other: the second finds the new status and is refused. Every change writes a status_changes row.
import type { ClaimStatus } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { statusChanges, warrantyClaims } from '../../db/schema.ts';
import type { Transaction } from '../../db/seed.ts';
import { CLAIM_ENTITY, claimScope } from './queries.ts';

export type ClaimRecord = typeof warrantyClaims.$inferSelect;

/** The statuses each action leaves from. */
export const TRANSITIONS = {
  review: ['submitted'],
  requestInfo: ['under_review'],
  resubmit: ['needs_info'],
  approve: ['under_review'],
  reject: ['under_review'],
  cancel: ['draft', 'submitted', 'needs_info'],
} as const satisfies Record<string, readonly ClaimStatus[]>;

export type ClaimAction = keyof typeof TRANSITIONS;

/** What an action does to the locked claim: the new status, the other columns to set, the history reason. */
export interface ClaimChange {
  to: ClaimStatus;
  set?: Partial<typeof warrantyClaims.$inferInsert>;
  reason?: string | null;
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
    const [claim] = await tx
      .select()
      .from(warrantyClaims)
      .where(and(eq(warrantyClaims.id, id), claimScope(viewer)))
      .for('update');
    if (!claim) throw new ApiError(404, 'Claim not found.');
    const from: readonly string[] = TRANSITIONS[action];
    if (!from.includes(claim.status)) {
      throw new ApiError(
        409,
        `Claim ${claim.number} is ${claim.status.replaceAll('_', ' ')}: it cannot ${actionLabel[action]} ` +
          `(allowed only from ${from.join(' or ')}).`,
        undefined,
        'invalid_transition',
      );
    }
    const { to, set, reason } = await change(tx, claim);
    const at = new Date();
    await tx
      .update(warrantyClaims)
      .set({ ...set, status: to, version: claim.version + 1 })
      .where(eq(warrantyClaims.id, claim.id));
    await tx.insert(statusChanges).values({
      entity: CLAIM_ENTITY,
      entityId: String(claim.id),
      fromStatus: claim.status,
      toStatus: to,
      actorUserId: viewer.userId,
      reason: reason ?? null,
      at,
    });
  });
}

const actionLabel: Record<ClaimAction, string> = {
  review: 'be taken under review',
  requestInfo: 'be sent back for information',
  resubmit: 'be resubmitted',
  approve: 'be approved',
  reject: 'be rejected',
  cancel: 'be cancelled',
};
