// Adding and editing a retailer's shop. The week and the exceptions from today on are replaced as a whole,
// in the same transaction as the shop's own fields; exceptions already past stay as they were.
import { dateOnClock, type HoursException, type ShopBody, type ShopDetail } from '@console/contract';
import { and, eq, gte } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { shopHoursExceptions, shops } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { getShop } from './queries.ts';
import { findShop } from './scope.ts';

/** The shop's columns from the body (the company and status are not the body's to set). */
function shopColumns(body: ShopBody) {
  return {
    name: body.name,
    street: body.address.street,
    street2: body.address.street2 ?? null,
    city: body.address.city,
    state: body.address.state,
    zip: body.address.zip,
    lat: body.coordinates?.lat ?? null,
    lng: body.coordinates?.lng ?? null,
    phone: body.phone ?? null,
    timezone: body.timezone,
    hours: body.hours,
  };
}

/** Refuses exceptions dated before today on the shop's clock: the past is not edited. */
export function refusePastExceptions(exceptions: readonly HoursException[], today: string): void {
  const fields: Record<string, string> = {};
  exceptions.forEach((exception, index) => {
    if (exception.date < today) fields[`body.exceptions.${index}.date`] = 'This date has passed.';
  });
  if (Object.keys(fields).length > 0) throw new ApiError(400, 'Exceptions are for today or later.', fields);
}

export async function writeExceptions(
  tx: Transaction,
  shopId: number,
  exceptions: readonly HoursException[],
) {
  if (exceptions.length === 0) return;
  await tx.insert(shopHoursExceptions).values(
    exceptions.map((exception) => ({
      shopId,
      date: exception.date,
      closed: exception.closed,
      hours: exception.hours,
      note: exception.note ?? null,
    })),
  );
}

export async function createShop(
  db: Database,
  viewer: Viewer,
  body: ShopBody,
  now = new Date(),
): Promise<ShopDetail> {
  refusePastExceptions(body.exceptions, dateOnClock(body.timezone, now));
  return db.transaction(async (tx) => {
    const [shop] = await tx
      .insert(shops)
      .values({ companyId: viewer.companyId, ...shopColumns(body) })
      .returning({ id: shops.id });
    if (!shop) throw new Error('shop not written');
    await writeExceptions(tx, shop.id, body.exceptions);
    return getShop(tx, viewer, shop.id, now);
  });
}

export async function updateShop(
  db: Database,
  viewer: Viewer,
  id: number,
  body: ShopBody,
  now = new Date(),
): Promise<ShopDetail> {
  const today = dateOnClock(body.timezone, now);
  return db.transaction(async (tx) => {
    await findShop(tx, viewer, id);
    refusePastExceptions(body.exceptions, today);
    await tx
      .update(shops)
      .set({ ...shopColumns(body), updatedAt: now })
      .where(eq(shops.id, id));
    await tx
      .delete(shopHoursExceptions)
      .where(and(eq(shopHoursExceptions.shopId, id), gte(shopHoursExceptions.date, today)));
    await writeExceptions(tx, id, body.exceptions);
    return getShop(tx, viewer, id, now);
  });
}
