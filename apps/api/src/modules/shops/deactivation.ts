// Deactivating and reactivating a shop. A shop is never deactivated silently: what it would leave without
// a place (services offered nowhere else, people who work only there, its future bookings) is shown first,
// and the deactivation then needs the user's confirmation. Each change is on the audit trail.
import type { ShopDeactivationImpact, ShopDetail } from '@console/contract';
import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { employeeShops, employees, serviceItemShops, serviceItems, shops } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { recordAudit } from '../audit/audit.ts';
import { countFutureBookings } from './futureBookings.ts';
import { getShop } from './queries.ts';
import { findShop } from './scope.ts';

const otherShop = alias(shops, 'other_shop');
const otherServiceLink = alias(serviceItemShops, 'other_service_link');
const otherEmployeeLink = alias(employeeShops, 'other_employee_link');

/**
 * Whether an active shop other than `shopId` has a row of the link table (`link`, an alias of it) for the
 * outer query's row: offers the service, or employs the person.
 */
function atAnotherActiveShop(
  tx: Transaction,
  link: PgTable,
  linkShop: AnyPgColumn,
  linkOwner: AnyPgColumn,
  owner: AnyPgColumn,
  shopId: number,
) {
  return tx
    .select({ one: sql`1` })
    .from(link)
    .innerJoin(otherShop, eq(otherShop.id, linkShop))
    .where(and(eq(linkOwner, owner), ne(otherShop.id, shopId), eq(otherShop.active, true)));
}

/** Active services of the shop that no other active shop offers. */
async function servicesOnlyHere(tx: Transaction, shopId: number) {
  const elsewhere = atAnotherActiveShop(
    tx,
    otherServiceLink,
    otherServiceLink.shopId,
    otherServiceLink.serviceItemId,
    serviceItems.id,
    shopId,
  );
  return tx
    .select({ id: serviceItems.id, name: serviceItems.name })
    .from(serviceItemShops)
    .innerJoin(serviceItems, eq(serviceItems.id, serviceItemShops.serviceItemId))
    .where(and(eq(serviceItemShops.shopId, shopId), eq(serviceItems.active, true), notExists(elsewhere)))
    .orderBy(asc(serviceItems.name), asc(serviceItems.id));
}

/** Active employees of the shop who work at no other active shop. */
async function employeesOnlyHere(tx: Transaction, shopId: number) {
  const elsewhere = atAnotherActiveShop(
    tx,
    otherEmployeeLink,
    otherEmployeeLink.shopId,
    otherEmployeeLink.employeeId,
    employees.id,
    shopId,
  );
  const rows = await tx
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employeeShops)
    .innerJoin(employees, eq(employees.id, employeeShops.employeeId))
    .where(and(eq(employeeShops.shopId, shopId), eq(employees.active, true), notExists(elsewhere)))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  return rows.map(({ id, firstName, lastName }) => ({ id, name: `${firstName} ${lastName}`.trim() }));
}

async function impactOf(tx: Transaction, shopId: number, now: Date): Promise<ShopDeactivationImpact> {
  const [services, people, futureBookings] = await Promise.all([
    servicesOnlyHere(tx, shopId),
    employeesOnlyHere(tx, shopId),
    countFutureBookings(tx, shopId, now),
  ]);
  return {
    services,
    employees: people,
    futureBookings,
    affected: services.length > 0 || people.length > 0 || futureBookings > 0,
  };
}

/** What deactivating the shop would affect (for any viewer who sees the shop). */
export async function deactivationImpact(
  db: Database,
  viewer: Viewer,
  id: number,
  now = new Date(),
): Promise<ShopDeactivationImpact> {
  return db.transaction(async (tx) => {
    await findShop(tx, viewer, id);
    return impactOf(tx, id, now);
  });
}

/** The refusal of a deactivation the user has not confirmed, carrying what it would affect. */
export class UnconfirmedDeactivation extends ApiError {
  readonly impact: ShopDeactivationImpact;

  constructor(impact: ShopDeactivationImpact) {
    super(
      409,
      'Deactivating this shop affects its services, employees or bookings. Review them and confirm.',
      undefined,
      'deactivation_impact',
    );
    this.impact = impact;
  }
}

export async function deactivateShop(
  db: Database,
  viewer: Viewer,
  id: number,
  context: { confirm: boolean; ip: string },
  now = new Date(),
): Promise<ShopDetail> {
  return db.transaction(async (tx) => {
    const shop = await findShop(tx, viewer, id);
    if (!shop.active)
      throw new ApiError(409, 'This shop is already inactive.', undefined, 'invalid_transition');
    const impact = await impactOf(tx, id, now);
    if (impact.affected && !context.confirm) throw new UnconfirmedDeactivation(impact);
    await setActive(tx, viewer, shop.id, shop.companyId, false, context.ip, now);
    return getShop(tx, viewer, id, now);
  });
}

export async function reactivateShop(
  db: Database,
  viewer: Viewer,
  id: number,
  ip: string,
  now = new Date(),
): Promise<ShopDetail> {
  return db.transaction(async (tx) => {
    const shop = await findShop(tx, viewer, id);
    if (shop.active) throw new ApiError(409, 'This shop is already active.', undefined, 'invalid_transition');
    await setActive(tx, viewer, shop.id, shop.companyId, true, ip, now);
    return getShop(tx, viewer, id, now);
  });
}

async function setActive(
  tx: Transaction,
  viewer: Viewer,
  shopId: number,
  companyId: number,
  active: boolean,
  ip: string,
  now: Date,
) {
  await tx.update(shops).set({ active, updatedAt: now }).where(eq(shops.id, shopId));
  await recordAudit(tx, {
    actor: viewer,
    ip,
    companyId,
    action: active ? 'shop.reactivated' : 'shop.deactivated',
    entity: 'shop',
    entityId: shopId,
    before: { active: !active },
    after: { active },
  });
}
