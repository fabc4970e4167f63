// Adding and editing a retailer's services, and taking one off the menu or back. A service's category is a
// value of the `service_category` dictionary; its shops are the company's own (another's is not found).
import type { ServiceMenuItem, ServiceMenuItemBody } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { dictData, serviceItemShops, serviceItems, shops } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { findService, getService } from './queries.ts';

/** The dictionary a service's category comes from. */
export const SERVICE_CATEGORY_DICT = 'service_category';

async function checkCategory(tx: Transaction, category: string): Promise<void> {
  const [entry] = await tx
    .select({ value: dictData.value })
    .from(dictData)
    .where(
      and(
        eq(dictData.dictType, SERVICE_CATEGORY_DICT),
        eq(dictData.value, category),
        eq(dictData.active, true),
      ),
    );
  if (!entry)
    throw new ApiError(400, 'Choose a category of the list.', {
      'body.category': 'Choose a category of the list.',
    });
}

/** The body's shops, each once, if every one is the viewer's company's; 404 naming the field otherwise. */
async function ownShopIds(tx: Transaction, viewer: Viewer, shopIds: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(shopIds)];
  const found = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(inArray(shops.id, wanted), eq(shops.companyId, viewer.companyId)));
  if (found.length !== wanted.length)
    throw new ApiError(404, 'Shop not found.', { 'body.shopIds': 'Choose shops of your own company.' });
  return wanted;
}

function serviceColumns(body: ServiceMenuItemBody) {
  return {
    name: body.name,
    category: body.category,
    durationMinutes: body.durationMinutes,
    priceCents: body.priceCents,
    bookableOnline: body.bookableOnline,
    active: body.active,
  };
}

async function linkShops(tx: Transaction, serviceId: number, shopIds: readonly number[]) {
  await tx.delete(serviceItemShops).where(eq(serviceItemShops.serviceItemId, serviceId));
  await tx.insert(serviceItemShops).values(shopIds.map((shopId) => ({ serviceItemId: serviceId, shopId })));
}

export async function createService(
  db: Database,
  viewer: Viewer,
  body: ServiceMenuItemBody,
): Promise<ServiceMenuItem> {
  return db.transaction(async (tx) => {
    const shopIds = await ownShopIds(tx, viewer, body.shopIds);
    await checkCategory(tx, body.category);
    const [service] = await tx
      .insert(serviceItems)
      .values({ companyId: viewer.companyId, ...serviceColumns(body) })
      .returning({ id: serviceItems.id });
    if (!service) throw new Error('service not written');
    await linkShops(tx, service.id, shopIds);
    return getService(tx, viewer, service.id);
  });
}

export async function updateService(
  db: Database,
  viewer: Viewer,
  id: number,
  body: ServiceMenuItemBody,
  now = new Date(),
): Promise<ServiceMenuItem> {
  return db.transaction(async (tx) => {
    await findService(tx, viewer, id);
    const shopIds = await ownShopIds(tx, viewer, body.shopIds);
    await checkCategory(tx, body.category);
    await tx
      .update(serviceItems)
      .set({ ...serviceColumns(body), updatedAt: now })
      .where(eq(serviceItems.id, id));
    await linkShops(tx, id, shopIds);
    return getService(tx, viewer, id);
  });
}

/** Puts a service on the menu (active) or takes it off; 409 when it already is so. */
export async function setServiceActive(
  db: Database,
  viewer: Viewer,
  id: number,
  active: boolean,
  now = new Date(),
): Promise<ServiceMenuItem> {
  return db.transaction(async (tx) => {
    const service = await findService(tx, viewer, id);
    if (service.active === active)
      throw new ApiError(
        409,
        active ? 'This service is already active.' : 'This service is already inactive.',
        undefined,
        'invalid_transition',
      );
    await tx.update(serviceItems).set({ active, updatedAt: now }).where(eq(serviceItems.id, id));
    return getService(tx, viewer, id);
  });
}
