// A warranty's actions (domain §2.7): void (admin, with a reason) and transfer to a new owner (a new record
// with the transferable coverages). Claims keep their link to the record they were made on.
import { todayIso, type WarrantyDetail, type WarrantyTransferBody } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  WarrantyStatus as Status,
  statusChanges,
  warranties,
  warrantyCoverages,
  warrantyTerms,
} from '../../db/schema.ts';
import { first } from '../account/db.ts';
import { nextCoverageEndOf } from './nextCoverageEnd.ts';
import { getWarranty } from './queries.ts';
import { lockForAction, WARRANTY_ENTITY } from './transitions.ts';

export async function voidWarranty(
  db: Database,
  viewer: Viewer,
  id: number,
  reason: string,
): Promise<WarrantyDetail> {
  await db.transaction(async (tx) => {
    const warranty = await lockForAction(tx, viewer, id, 'void');
    await tx.update(warranties).set({ status: Status.void }).where(eq(warranties.id, id));
    await tx.insert(statusChanges).values({
      entity: WARRANTY_ENTITY,
      entityId: String(id),
      fromStatus: warranty.status,
      toStatus: Status.void,
      actorUserId: viewer.userId,
      reason,
    });
  });
  return getWarranty(db, viewer, id);
}

/**
 * A new active record for the new owner, with copies of the coverages whose term is transferable (same
 * dates and percentages); the old record becomes `transferred`. Answers the new record.
 */
export async function transferWarranty(
  db: Database,
  viewer: Viewer,
  id: number,
  body: WarrantyTransferBody,
): Promise<WarrantyDetail> {
  const newId = await db.transaction(async (tx) => {
    const old = await lockForAction(tx, viewer, id, 'transfer');
    if (body.transferDate < old.purchaseDate) {
      throw new ApiError(400, 'The transfer date cannot be before the purchase date.', {
        'body.transferDate': `The unit was bought on ${old.purchaseDate}.`,
      });
    }
    const coverages = (
      await tx
        .select({ coverage: warrantyCoverages })
        .from(warrantyCoverages)
        .innerJoin(warrantyTerms, eq(warrantyTerms.id, warrantyCoverages.termId))
        .where(and(eq(warrantyCoverages.warrantyId, id), eq(warrantyTerms.transferable, true)))
    ).map((row) => row.coverage);
    if (!coverages.length) {
      throw new ApiError(
        422,
        `Warranty ${old.serialNumber} cannot be transferred: none of its coverages comes from a ` +
          'transferable warranty term.',
        undefined,
        'not_transferable',
      );
    }
    const at = new Date();
    // The old record first gives up the serial (the live-serial index ignores transferred records).
    await tx.update(warranties).set({ status: Status.transferred }).where(eq(warranties.id, id));
    const created = first(
      await tx
        .insert(warranties)
        .values({
          brandCompanyId: old.brandCompanyId,
          productId: old.productId,
          serialNumber: old.serialNumber,
          batterySerial: old.batterySerial,
          motorSerial: old.motorSerial,
          purchaseDate: old.purchaseDate,
          sellingRetailerCompanyId: old.sellingRetailerCompanyId,
          ownerName: body.owner.name,
          ownerEmail: body.owner.email,
          ownerPhone: body.owner.phone ?? null,
          proofOfPurchaseFileId: old.proofOfPurchaseFileId,
          source: old.source,
          status: Status.active,
          registeredByUserId: viewer.userId,
          registeredAt: at,
          transferredFromId: old.id,
          nextCoverageEnd: nextCoverageEndOf(coverages, todayIso(at)),
        })
        .returning({ id: warranties.id }),
    );
    await tx.insert(warrantyCoverages).values(
      coverages.map((coverage) => ({
        warrantyId: created.id,
        termId: coverage.termId,
        termCode: coverage.termCode,
        componentType: coverage.componentType,
        startsOn: coverage.startsOn,
        endsOn: coverage.endsOn,
        laborCoveredPct: coverage.laborCoveredPct,
        partsCoveredPct: coverage.partsCoveredPct,
      })),
    );
    // The day the unit changed hands has no column of its own: the history keeps it.
    const note = body.note ? ` ${body.note}` : '';
    await tx.insert(statusChanges).values([
      {
        entity: WARRANTY_ENTITY,
        entityId: String(old.id),
        fromStatus: old.status,
        toStatus: Status.transferred,
        actorUserId: viewer.userId,
        reason: `Transferred to a new owner on ${body.transferDate} (record #${created.id}).${note}`,
        at,
      },
      {
        entity: WARRANTY_ENTITY,
        entityId: String(created.id),
        toStatus: Status.active,
        actorUserId: viewer.userId,
        reason: `Transferred from record #${old.id} on ${body.transferDate}.${note}`,
        at,
      },
    ]);
    return created.id;
  });
  return getWarranty(db, viewer, newId);
}
