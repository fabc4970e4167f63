// The reverse shipment state machine (domain §2.7): requested → label_issued → in_transit → received →
// inspected → closed, or cancelled before the goods leave. Each action locks the shipment, checks the status
// it leaves from (409 `invalid_transition` otherwise), bumps the version and writes a status_changes row.
// The inspection, and a cancellation (the return waived), settle the claim in the same transaction.
import type {
  ReturnCancelBody,
  ReturnInspectBody,
  ReturnLabelBody,
  ReturnReceiveBody,
  ReturnShipBody,
  ReturnUpdateBody,
  ReverseShipmentDetail,
  ReverseShipmentStatus,
} from '@console/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { FileKind, files, reverseShipmentItems, reverseShipments, statusChanges } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { settleClaimByReturn } from '../claims/settlement.ts';
import { getReturn, returnScope } from './queries.ts';
import { RETURN_ENTITY } from './request.ts';

type ShipmentRecord = typeof reverseShipments.$inferSelect;

/** The statuses each action leaves from. */
export const RETURN_TRANSITIONS = {
  update: ['requested', 'label_issued'],
  label: ['requested'],
  ship: ['requested', 'label_issued'],
  receive: ['in_transit'],
  inspect: ['received'],
  close: ['inspected'],
  cancel: ['requested', 'label_issued'],
} as const satisfies Record<string, readonly ReverseShipmentStatus[]>;

type ReturnAction = keyof typeof RETURN_TRANSITIONS;

const actionLabel: Record<ReturnAction, string> = {
  update: 'be edited',
  label: 'get a label',
  ship: 'be shipped',
  receive: 'be received',
  inspect: 'be inspected',
  close: 'be closed',
  cancel: 'be cancelled',
};

/** What an action does to the locked shipment: the new status (none for an edit), columns, history reason. */
interface ReturnChange {
  to?: ReverseShipmentStatus;
  set?: Partial<typeof reverseShipments.$inferInsert>;
  reason?: string | null;
}

async function changeReturn(
  db: Database,
  viewer: Viewer,
  id: number,
  action: ReturnAction,
  change: (tx: Transaction, shipment: ShipmentRecord, at: Date) => Promise<ReturnChange> | ReturnChange,
): Promise<ReverseShipmentDetail> {
  await db.transaction(async (tx) => {
    const [shipment] = await tx
      .select()
      .from(reverseShipments)
      .where(and(eq(reverseShipments.id, id), returnScope(viewer)))
      .for('update');
    if (!shipment) throw new ApiError(404, 'Return not found.');
    const from: readonly string[] = RETURN_TRANSITIONS[action];
    if (!from.includes(shipment.status)) {
      throw new ApiError(
        409,
        `Return ${shipment.rmaNumber} is ${shipment.status.replaceAll('_', ' ')}: it cannot ` +
          `${actionLabel[action]} (allowed only from ${from.join(' or ')}).`,
        undefined,
        'invalid_transition',
      );
    }
    const at = new Date();
    const { to, set, reason } = await change(tx, shipment, at);
    await tx
      .update(reverseShipments)
      .set({ ...set, status: to ?? shipment.status, version: shipment.version + 1 })
      .where(eq(reverseShipments.id, shipment.id));
    if (!to) return;
    await tx.insert(statusChanges).values({
      entity: RETURN_ENTITY,
      entityId: String(shipment.id),
      fromStatus: shipment.status,
      toStatus: to,
      actorUserId: viewer.userId,
      reason: reason ?? null,
      at,
    });
  });
  return getReturn(db, viewer, id);
}

export function updateReturn(db: Database, viewer: Viewer, id: number, body: ReturnUpdateBody) {
  return changeReturn(db, viewer, id, 'update', () => ({ set: body }));
}

/** The id of the caller's company's upload named `fileName`; anything else is refused on the field. */
async function labelFileId(tx: Transaction, viewer: Viewer, fileName: string | undefined) {
  if (fileName === undefined) return null;
  const [file] = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.fileName, fileName),
        eq(files.companyId, viewer.companyId),
        eq(files.kind, FileKind.upload),
        isNull(files.deletedAt),
      ),
    );
  if (!file) {
    throw new ApiError(404, 'Label file not found.', { 'body.labelFileId': 'Upload the label again.' });
  }
  return file.id;
}

export function issueLabel(db: Database, viewer: Viewer, id: number, body: ReturnLabelBody) {
  return changeReturn(db, viewer, id, 'label', async (tx) => ({
    to: 'label_issued',
    set: {
      carrier: body.carrier,
      trackingNumber: body.trackingNumber ?? null,
      labelFileId: await labelFileId(tx, viewer, body.labelFileId),
    },
    reason: `label issued (${body.carrier})`,
  }));
}

export function shipReturn(db: Database, viewer: Viewer, id: number, body: ReturnShipBody) {
  return changeReturn(db, viewer, id, 'ship', () => ({
    to: 'in_transit',
    set: { carrier: body.carrier, trackingNumber: body.trackingNumber },
    reason: `shipped with ${body.carrier} ${body.trackingNumber}`,
  }));
}

/** Records how much of each item arrived: every item of the shipment once, 0 to its quantity. */
export function receiveReturn(db: Database, viewer: Viewer, id: number, body: ReturnReceiveBody) {
  return changeReturn(db, viewer, id, 'receive', async (tx, shipment, at) => {
    const items = await tx
      .select()
      .from(reverseShipmentItems)
      .where(eq(reverseShipmentItems.shipmentId, shipment.id));
    const given = new Map<number, number>();
    body.items.forEach((entry, index) => {
      const item = items.find((candidate) => candidate.id === entry.itemId);
      if (!item || given.has(entry.itemId)) {
        throw new ApiError(400, 'Each item of the return, once.', {
          [`body.items.${index}.itemId`]: 'Not an item of this return, or given twice.',
        });
      }
      if (entry.receivedQuantity > item.quantity) {
        throw new ApiError(400, `More ${item.partNumber} received than were sent.`, {
          [`body.items.${index}.receivedQuantity`]: `At most ${item.quantity}.`,
        });
      }
      given.set(entry.itemId, entry.receivedQuantity);
    });
    const missing = items.find((item) => !given.has(item.id));
    if (missing) {
      throw new ApiError(400, `Say how many ${missing.partNumber} arrived.`, {
        'body.items': `Item ${missing.partNumber} has no received quantity.`,
      });
    }
    for (const [itemId, receivedQuantity] of given) {
      await tx
        .update(reverseShipmentItems)
        .set({ receivedQuantity })
        .where(eq(reverseShipmentItems.id, itemId));
    }
    const short = items.filter((item) => (given.get(item.id) ?? 0) < item.quantity).length;
    return {
      to: 'received',
      set: { receivedAt: at },
      reason: short ? `received, ${short} item(s) short` : 'received complete',
    };
  });
}

/** The inspection decides the claim: a confirmed defect pays (or closes) it, any other result rejects it. */
export function inspectReturn(db: Database, viewer: Viewer, id: number, body: ReturnInspectBody) {
  return changeReturn(db, viewer, id, 'inspect', async (tx, shipment, at) => {
    await settleClaimByReturn(
      tx,
      shipment.claimId,
      shipment.rmaNumber,
      { inspected: body.result },
      viewer.userId,
      at,
    );
    return {
      to: 'inspected',
      set: {
        inspectionResult: body.result,
        inspectionNotes: body.notes ?? null,
        inspectedAt: at,
        inspectedByUserId: viewer.userId,
      },
      reason: body.result.replaceAll('_', ' '),
    };
  });
}

export function closeReturn(db: Database, viewer: Viewer, id: number, note: string | undefined) {
  return changeReturn(db, viewer, id, 'close', () => ({ to: 'closed', reason: note ?? 'closed' }));
}

/** The brand waives the return: the claim is settled as if the defect were confirmed. */
export function cancelReturn(db: Database, viewer: Viewer, id: number, body: ReturnCancelBody) {
  return changeReturn(db, viewer, id, 'cancel', async (tx, shipment, at) => {
    await settleClaimByReturn(
      tx,
      shipment.claimId,
      shipment.rmaNumber,
      { waived: body.reason },
      viewer.userId,
      at,
    );
    return { to: 'cancelled', reason: body.reason };
  });
}
