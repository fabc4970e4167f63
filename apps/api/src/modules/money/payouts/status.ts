// A payout's status and its history (domain §2.7: pending → in_transit → paid; pending → canceled;
// pending, in_transit → failed), each change a `status_changes` row like every other record's.
import type { PayoutStatus } from '@console/contract';
import { eq } from 'drizzle-orm';
import { payouts, statusChanges } from '../../../db/schema.ts';
import type { Transaction } from '../../../db/types.ts';
import { emitPayoutStatus } from '../../webhooks/areaEvents.ts';

export const PAYOUT_ENTITY = 'payout';

export type PayoutRecord = typeof payouts.$inferSelect;

/** A payout nothing more happens to. */
export const FINAL_STATUSES: readonly PayoutStatus[] = ['paid', 'failed', 'canceled'];

export const isFinal = (payout: Pick<PayoutRecord, 'status'>) =>
  FINAL_STATUSES.includes(payout.status as PayoutStatus);

/** 'PO-000042' */
export const payoutNumber = (id: number) => `PO-${String(id).padStart(6, '0')}`;

/** The payout, locked for the rest of the transaction. */
export async function lockPayout(tx: Transaction, id: number): Promise<PayoutRecord | undefined> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return payout;
}

export interface StatusChange {
  to: PayoutStatus;
  at: Date;
  actorUserId?: number | null;
  note?: string | null;
  set?: Partial<typeof payouts.$inferInsert>;
}

/** Writes the new status (and other columns) of a payout the caller holds locked, and its history row. */
export async function changeStatus(
  tx: Transaction,
  payout: PayoutRecord,
  change: StatusChange,
): Promise<PayoutRecord> {
  const [updated] = await tx
    .update(payouts)
    .set({ ...change.set, status: change.to, statusChangedAt: change.at })
    .where(eq(payouts.id, payout.id))
    .returning();
  if (!updated) throw new Error(`payouts: payout ${payout.id} vanished under its lock`);
  await tx.insert(statusChanges).values({
    entity: PAYOUT_ENTITY,
    entityId: String(payout.id),
    fromStatus: payout.status,
    toStatus: change.to,
    actorUserId: change.actorUserId ?? null,
    reason: change.note ?? null,
    at: change.at,
  });
  await emitPayoutStatus(tx, payout.id, change.to, change.at);
  return updated;
}
