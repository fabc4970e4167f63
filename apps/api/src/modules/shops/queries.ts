// Reading shops: the scoped list (search, status, company, state; paged, with today's hours and how many
// people and services each has) and a shop's detail with its week, exceptions, employees and services.
import {
  dateOnClock,
  type OpeningInterval,
  pageOffset,
  type ShopDetail,
  type ShopListQuery,
  type ShopOption,
  type ShopRow,
  type StoredHoursException,
  shopDayOn,
  type WeeklyHours,
} from '@console/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  companies,
  employeeShops,
  employees,
  serviceItemShops,
  serviceItems,
  shopHoursExceptions,
  shops,
} from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { likeContaining } from '../directory/queries.ts';
import { findShop, mayChangeShopStatus, mayEditShops, type ShopRecord, shopScope } from './scope.ts';

type Page<T> = { rows: T[]; total: number };

/** The list's filters within the viewer's scope. */
function listFilter(viewer: Viewer, query: ShopListQuery): SQL | undefined {
  const search = query.q ? likeContaining(query.q) : undefined;
  return and(
    shopScope(viewer),
    search
      ? or(ilike(shops.name, search), ilike(shops.street, search), ilike(shops.city, search))
      : undefined,
    query.status ? eq(shops.active, query.status === 'active') : undefined,
    query.companyId ? eq(shops.companyId, query.companyId) : undefined,
    query.state ? eq(shops.state, query.state) : undefined,
  );
}

/** count(*) is a bigint: a string on pg, so it is read as a number on both engines. */
const asCount = (subquery: SQL) => sql<number>`(${subquery})`.mapWith(Number);

const activeEmployees = sql`select count(*) from ${employeeShops} join ${employees} on ${employees.id} = ${employeeShops.employeeId} where ${employeeShops.shopId} = ${shops.id} and ${employees.active}`;
const activeServices = sql`select count(*) from ${serviceItemShops} join ${serviceItems} on ${serviceItems.id} = ${serviceItemShops.serviceItemId} where ${serviceItemShops.shopId} = ${shops.id} and ${serviceItems.active}`;

/** Exceptions of these shops dated on or after `from` (the earliest "today" among them). */
async function exceptionsFrom(db: Database | Transaction, shopIds: number[], from: string) {
  if (shopIds.length === 0) return [];
  return db
    .select()
    .from(shopHoursExceptions)
    .where(and(inArray(shopHoursExceptions.shopId, shopIds), gte(shopHoursExceptions.date, from)))
    .orderBy(asc(shopHoursExceptions.date));
}

type ExceptionRecord = typeof shopHoursExceptions.$inferSelect;

function toException(row: ExceptionRecord): StoredHoursException {
  return { date: row.date, closed: row.closed, hours: row.hours as OpeningInterval[], note: row.note };
}

/** Today on the shop's clock, and its hours then. */
function todayAt(shop: ShopRecord, exceptions: readonly ExceptionRecord[], now: Date) {
  return shopDayOn(
    dateOnClock(shop.timezone, now),
    shop.hours as WeeklyHours,
    exceptions.filter((exception) => exception.shopId === shop.id).map(toException),
  );
}

const statusOf = (active: boolean) => (active ? 'active' : 'inactive');

export async function listShops(
  db: Database,
  viewer: Viewer,
  query: ShopListQuery,
  now = new Date(),
): Promise<Page<ShopRow>> {
  const where = listFilter(viewer, query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        shop: shops,
        companyName: companies.name,
        employeeCount: asCount(activeEmployees),
        serviceCount: asCount(activeServices),
      })
      .from(shops)
      .innerJoin(companies, eq(companies.id, shops.companyId))
      .where(where)
      .orderBy(desc(shops.active), asc(shops.name), asc(shops.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  // Every zone's today is within a day of UTC's: one query covers each shop's.
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const exceptions = await exceptionsFrom(
    db,
    rows.map((row) => row.shop.id),
    yesterday,
  );
  return {
    total: totalRow?.total ?? 0,
    rows: rows.map(({ shop, companyName, employeeCount, serviceCount }) => ({
      id: shop.id,
      company: { id: shop.companyId, name: companyName },
      name: shop.name,
      city: shop.city,
      state: shop.state,
      phone: shop.phone,
      timezone: shop.timezone,
      today: todayAt(shop, exceptions, now),
      employeeCount,
      serviceCount,
      status: statusOf(shop.active),
    })),
  };
}

/** The viewer's company's shops, to choose from in a form or a filter: active ones first, by name. */
export async function shopOptions(db: Database, viewer: Viewer): Promise<ShopOption[]> {
  const rows = await db
    .select({ id: shops.id, name: shops.name, active: shops.active })
    .from(shops)
    .where(eq(shops.companyId, viewer.companyId))
    .orderBy(desc(shops.active), asc(shops.name), asc(shops.id));
  return rows.map(({ id, name, active }) => ({ id, name, status: statusOf(active) }));
}

export async function getShop(
  db: Database | Transaction,
  viewer: Viewer,
  id: number,
  now = new Date(),
): Promise<ShopDetail> {
  const shop = await findShop(db, viewer, id);
  const today = dateOnClock(shop.timezone, now);
  const [[company], exceptions, people, services] = await Promise.all([
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, shop.companyId)),
    exceptionsFrom(db, [shop.id], today),
    db
      .select({
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        position: employees.position,
        active: employees.active,
      })
      .from(employeeShops)
      .innerJoin(employees, eq(employees.id, employeeShops.employeeId))
      .where(eq(employeeShops.shopId, shop.id))
      .orderBy(desc(employees.active), asc(employees.lastName), asc(employees.firstName), asc(employees.id)),
    db
      .select({
        id: serviceItems.id,
        name: serviceItems.name,
        category: serviceItems.category,
        durationMinutes: serviceItems.durationMinutes,
        priceCents: serviceItems.priceCents,
        active: serviceItems.active,
      })
      .from(serviceItemShops)
      .innerJoin(serviceItems, eq(serviceItems.id, serviceItemShops.serviceItemId))
      .where(eq(serviceItemShops.shopId, shop.id))
      .orderBy(desc(serviceItems.active), asc(serviceItems.name), asc(serviceItems.id)),
  ]);
  return {
    id: shop.id,
    company: { id: shop.companyId, name: company?.name ?? '' },
    name: shop.name,
    address: {
      street: shop.street,
      street2: shop.street2,
      city: shop.city,
      // Written only through the contract's body (and the demo seed), so one of its states and zones.
      state: shop.state as ShopDetail['address']['state'],
      zip: shop.zip,
    },
    coordinates: shop.lat === null || shop.lng === null ? null : { lat: shop.lat, lng: shop.lng },
    phone: shop.phone,
    timezone: shop.timezone as ShopDetail['timezone'],
    hours: shop.hours as WeeklyHours,
    exceptions: exceptions.map(toException),
    today: todayAt(shop, exceptions, now),
    status: statusOf(shop.active),
    employees: people.map(({ firstName, lastName, ...person }) => ({
      ...person,
      name: `${firstName} ${lastName}`.trim(),
    })),
    services,
    editable: mayEditShops(viewer),
    statusChangeable: mayChangeShopStatus(viewer),
    updatedAt: shop.updatedAt.toISOString(),
  };
}
