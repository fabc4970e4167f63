// Demo returns: the reverse shipment of a demo claim, walked through the state machine to a given status
// with its history, the way the actions in actions.ts would have left it.
import type { InspectionResult, ReverseShipmentStatus } from '@console/contract';
import { eq } from 'drizzle-orm';
import { reverseShipmentItems, reverseShipments, statusChanges } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { RETURN_ENTITY, requestReturn } from './request.ts';

/** The path after `requested`. */
const PATH: ReverseShipmentStatus[] = ['label_issued', 'in_transit', 'received', 'inspected', 'closed'];

export interface DemoReturn {
  claim: Parameters<typeof requestReturn>[1];
  /** Where the return stands (not cancelled). */
  status: ReverseShipmentStatus;
  inspection?: InspectionResult;
  /** When the return was requested; each later step is a day on, never after `now`. */
  requestedAt: Date;
  now: Date;
  brandUser: number;
  retailerUser: number;
  /** A return-by date other than the usual (an overdue demo). */
  returnBy?: string;
}

export async function seedDemoReturn(tx: Transaction, demo: DemoReturn): Promise<void> {
  const shipment = await requestReturn(tx, demo.claim, demo.requestedAt);
  const steps = PATH.slice(0, PATH.indexOf(demo.status) + 1);
  const at = (step: number) =>
    new Date(Math.min(demo.requestedAt.getTime() + (step + 1) * 86_400_000, demo.now.getTime()));
  const atOf = (status: ReverseShipmentStatus) => at(steps.indexOf(status));
  const reached = (status: ReverseShipmentStatus) => steps.includes(status);
  const tracking = `1Z999AA1${String(shipment.id).padStart(8, '0')}`;
  if (reached('received')) {
    const items = await tx
      .select({ id: reverseShipmentItems.id, quantity: reverseShipmentItems.quantity })
      .from(reverseShipmentItems)
      .where(eq(reverseShipmentItems.shipmentId, shipment.id));
    for (const item of items) {
      await tx
        .update(reverseShipmentItems)
        .set({ receivedQuantity: item.quantity })
        .where(eq(reverseShipmentItems.id, item.id));
    }
  }
  await tx
    .update(reverseShipments)
    .set({
      status: demo.status,
      version: steps.length + 1,
      carrier: reached('label_issued') ? 'UPS' : null,
      trackingNumber: reached('label_issued') ? tracking : null,
      returnBy: demo.returnBy,
      receivedAt: reached('received') ? atOf('received') : null,
      inspectionResult: reached('inspected') ? (demo.inspection ?? 'confirmed_defect') : null,
      inspectionNotes:
        reached('inspected') && demo.inspection !== 'confirmed_defect' ? 'See the photos.' : null,
      inspectedAt: reached('inspected') ? atOf('inspected') : null,
      inspectedByUserId: reached('inspected') ? demo.brandUser : null,
    })
    .where(eq(reverseShipments.id, shipment.id));
  if (!steps.length) return;
  await tx.insert(statusChanges).values(
    steps.map((to, index) => ({
      entity: RETURN_ENTITY,
      entityId: String(shipment.id),
      fromStatus: index === 0 ? 'requested' : steps[index - 1],
      toStatus: to,
      actorUserId: to === 'in_transit' ? demo.retailerUser : demo.brandUser,
      reason: to === 'inspected' ? (demo.inspection ?? 'confirmed_defect').replaceAll('_', ' ') : null,
      at: at(index),
    })),
  );
}
