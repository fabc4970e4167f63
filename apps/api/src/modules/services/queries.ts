// Reading a retailer's service menu: the paged list (search, category, shop, status) and one service, each
// with the shops that offer it. Always the viewer's own company's.
import { pageOffset, type ServiceListQuery, type ServiceMenuItem } from '@console/contract';
import { and, asc, count, eq, exists, ilike, inArray, type SQL } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { serviceItemShops, serviceItems, shops } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { likeContaining } from '../directory/queries.ts';

type Page<T> = { rows: T[]; total: number };
type ServiceRecord = typeof serviceItems.$inferSelect;

function listFilter(db: Database, viewer: Viewer, query: ServiceListQuery): SQL | undefined {
  return and(
    eq(serviceItems.companyId, viewer.companyId),
    query.q ? ilike(serviceItems.name, likeContaining(query.q)) : undefined,
    query.category ? eq(serviceItems.category, query.category) : undefined,
    query.status ? eq(serviceItems.active, query.status === 'active') : undefined,
    query.shopId
      ? exists(
          db
            .select({ one: serviceItemShops.shopId })
            .from(serviceItemShops)
            .where(
              and(
                eq(serviceItemShops.serviceItemId, serviceItems.id),
                eq(serviceItemShops.shopId, query.shopId),
              ),
            ),
        )
      : undefined,
  );
}

/** The services as the menu shows them, each with its shops by name. */
async function withShops(db: Database | Transaction, services: ServiceRecord[]): Promise<ServiceMenuItem[]> {
  const ids = services.map((service) => service.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ serviceId: serviceItemShops.serviceItemId, id: shops.id, name: shops.name })
          .from(serviceItemShops)
          .innerJoin(shops, eq(shops.id, serviceItemShops.shopId))
          .where(inArray(serviceItemShops.serviceItemId, ids))
          .orderBy(asc(shops.name), asc(shops.id));
  return services.map((service) => ({
    id: service.id,
    name: service.name,
    category: service.category,
    durationMinutes: service.durationMinutes,
    priceCents: service.priceCents,
    shops: links.filter((link) => link.serviceId === service.id).map(({ id, name }) => ({ id, name })),
    bookableOnline: service.bookableOnline,
    active: service.active,
    updatedAt: service.updatedAt.toISOString(),
  }));
}

export async function listServices(
  db: Database,
  viewer: Viewer,
  query: ServiceListQuery,
): Promise<Page<ServiceMenuItem>> {
  const where = listFilter(db, viewer, query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(serviceItems)
      .where(where)
      .orderBy(asc(serviceItems.name), asc(serviceItems.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(serviceItems).where(where),
  ]);
  return { rows: await withShops(db, rows), total: totalRow?.total ?? 0 };
}

/** One of the viewer's company's services; another company's answers 404, as an unknown id does. */
export async function findService(
  db: Database | Transaction,
  viewer: Viewer,
  id: number,
): Promise<ServiceRecord> {
  const [service] = await db
    .select()
    .from(serviceItems)
    .where(and(eq(serviceItems.id, id), eq(serviceItems.companyId, viewer.companyId)));
  if (!service) throw new ApiError(404, 'Service not found.');
  return service;
}

export async function getService(
  db: Database | Transaction,
  viewer: Viewer,
  id: number,
): Promise<ServiceMenuItem> {
  const [service] = await withShops(db, [await findService(db, viewer, id)]);
  if (!service) throw new ApiError(404, 'Service not found.');
  return service;
}
