// The warranty state machine (domain §2.7): each action names the statuses it leaves from. A warranty is
// changed only inside a transaction holding its row lock, so two actions at once are decided one after the
// other: the second finds the new status and is refused. Every change writes a status_changes row.
import type { WarrantyStatus } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { WarrantyStatus as Status, warranties } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { warrantyScope } from './scope.ts';

/** status_changes.entity of warranties. */
export const WARRANTY_ENTITY = 'warranty';

/** The statuses each action leaves from. */
export const WARRANTY_TRANSITIONS = {
  void: [Status.pendingVerification, Status.active, Status.expired],
  transfer: [Status.active],
} as const satisfies Record<string, readonly WarrantyStatus[]>;

export type WarrantyRecord = typeof warranties.$inferSelect;

/**
 * The warranty the viewer sees, locked until the transaction ends (else 404); 409 `invalid_transition`
 * unless `action` leaves from its status.
 */
export async function lockForAction(
  tx: Transaction,
  viewer: Viewer,
  id: number,
  action: keyof typeof WARRANTY_TRANSITIONS,
): Promise<WarrantyRecord> {
  const [warranty] = await tx
    .select()
    .from(warranties)
    .where(and(eq(warranties.id, id), warrantyScope(viewer)))
    .for('update');
  if (!warranty) throw new ApiError(404, 'Warranty not found.');
  const from: readonly string[] = WARRANTY_TRANSITIONS[action];
  if (!from.includes(warranty.status)) {
    throw new ApiError(
      409,
      `Warranty ${warranty.serialNumber} is ${warranty.status.replaceAll('_', ' ')}: it cannot be ` +
        `${action === 'void' ? 'voided' : 'transferred'} (allowed only from ${from.join(', ').replaceAll('_', ' ')}).`,
      undefined,
      'invalid_transition',
    );
  }
  return warranty;
}
