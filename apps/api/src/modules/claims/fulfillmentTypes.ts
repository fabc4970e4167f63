// Fulfillment types (domain §2.3): how a claim is fulfilled and whether the retailer is compensated. The
// platform's six defaults are seeded; brands add their own. Claims name a type by id, so its code and owner
// never change.
import {
  type ClaimConfigQuery,
  type FulfillmentType,
  type FulfillmentTypeCreateBody,
  type FulfillmentTypeUpdateBody,
  pageOffset,
} from '@console/contract';
import { asc, count, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { fulfillmentTypes } from '../../db/schema.ts';
import { first, isUniqueViolation } from '../account/db.ts';
import { visibleConfigWhere, writableConfigWhere, writableOwner } from './configScope.ts';

export function toFulfillmentType(row: typeof fulfillmentTypes.$inferSelect): FulfillmentType {
  return {
    id: row.id,
    ownerCompanyId: row.ownerCompanyId,
    code: row.code,
    name: row.name,
    requiresReturn: row.requiresReturn,
    shipsReplacement: row.shipsReplacement,
    compensatesRetailer: row.compensatesRetailer,
    active: row.active,
  };
}

export async function listFulfillmentTypes(
  db: Database,
  viewer: Viewer,
  query: ClaimConfigQuery,
): Promise<{ rows: FulfillmentType[]; total: number }> {
  const where = await visibleConfigWhere(db, viewer, fulfillmentTypes.ownerCompanyId, query.brandId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(fulfillmentTypes)
      .where(where)
      // The platform defaults first, then each brand's own.
      .orderBy(sql`${fulfillmentTypes.ownerCompanyId} nulls first`, asc(fulfillmentTypes.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(fulfillmentTypes).where(where),
  ]);
  return { rows: rows.map(toFulfillmentType), total: counted?.total ?? 0 };
}

export async function createFulfillmentType(
  db: Database,
  viewer: Viewer,
  body: FulfillmentTypeCreateBody,
): Promise<FulfillmentType> {
  const ownerCompanyId = await writableOwner(db, viewer, body.ownerCompanyId);
  const values = {
    ownerCompanyId,
    code: body.code,
    name: body.name,
    requiresReturn: body.requiresReturn,
    shipsReplacement: body.shipsReplacement,
    compensatesRetailer: body.compensatesRetailer,
    active: body.active,
  };
  try {
    return toFulfillmentType(first(await db.insert(fulfillmentTypes).values(values).returning()));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, `Fulfillment type ${body.code} already exists.`, {
      'body.code': 'This code is already in use.',
    });
  }
}

export async function updateFulfillmentType(
  db: Database,
  viewer: Viewer,
  id: number,
  body: FulfillmentTypeUpdateBody,
): Promise<FulfillmentType> {
  const [updated] = await db
    .update(fulfillmentTypes)
    .set(body)
    .where(writableConfigWhere(viewer, fulfillmentTypes.ownerCompanyId, fulfillmentTypes.id, id))
    .returning();
  if (!updated) throw new ApiError(404, 'Fulfillment type not found.');
  return toFulfillmentType(updated);
}
