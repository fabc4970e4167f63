// What the event type form offers (`GET /api/eventTypes/options`): the shops an event may run at (a
// retailer's own active shops; a brand's active dealers' active shops, named with the dealer), and for a
// retailer its active employees as hosts (with their shops), its service menu and its active brands.
// The same rules as the event type writes check (modules/bookings/eventTypes/write.ts).
import { type EventTypeOptions, envelope, eventTypeOptions } from '@console/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { brandRetailers, companies, employeeShops, employees, serviceItems, shops } from '../../db/schema.ts';
import { UserType } from '../warranty/scope.ts';

async function activeDealers(db: Database, brandId: number): Promise<number[]> {
  const rows = await db
    .select({ id: brandRetailers.retailerCompanyId })
    .from(brandRetailers)
    .where(and(eq(brandRetailers.brandCompanyId, brandId), eq(brandRetailers.status, 'active')));
  return rows.map((row) => row.id);
}

async function brandOptions(db: Database, brandId: number): Promise<EventTypeOptions> {
  const dealers = await activeDealers(db, brandId);
  const rows = dealers.length
    ? await db
        .select({ id: shops.id, name: shops.name, companyName: companies.name })
        .from(shops)
        .innerJoin(companies, eq(companies.id, shops.companyId))
        .where(and(inArray(shops.companyId, dealers), eq(shops.active, true)))
        .orderBy(asc(companies.name), asc(shops.name))
    : [];
  return { shops: rows, hosts: [], serviceItems: [], brands: [] };
}

async function retailerOptions(db: Database, retailerId: number): Promise<EventTypeOptions> {
  const [ownShops, people, links, services, brands] = await Promise.all([
    db
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(and(eq(shops.companyId, retailerId), eq(shops.active, true)))
      .orderBy(asc(shops.name)),
    db
      .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(and(eq(employees.companyId, retailerId), eq(employees.active, true)))
      .orderBy(asc(employees.firstName), asc(employees.lastName)),
    db
      .select({ employeeId: employeeShops.employeeId, shopId: employeeShops.shopId })
      .from(employeeShops)
      .innerJoin(employees, eq(employees.id, employeeShops.employeeId))
      .where(eq(employees.companyId, retailerId)),
    db
      .select({ id: serviceItems.id, name: serviceItems.name, durationMinutes: serviceItems.durationMinutes })
      .from(serviceItems)
      .where(and(eq(serviceItems.companyId, retailerId), eq(serviceItems.active, true)))
      .orderBy(asc(serviceItems.name)),
    db
      .select({ id: companies.id, name: companies.name })
      .from(brandRetailers)
      .innerJoin(companies, eq(companies.id, brandRetailers.brandCompanyId))
      .where(and(eq(brandRetailers.retailerCompanyId, retailerId), eq(brandRetailers.status, 'active')))
      .orderBy(asc(companies.name)),
  ]);
  return {
    shops: ownShops.map((shop) => ({ ...shop, companyName: null })),
    hosts: people.map((person) => ({
      id: person.id,
      name: `${person.firstName} ${person.lastName}`,
      shopIds: links.filter((link) => link.employeeId === person.id).map((link) => link.shopId),
    })),
    serviceItems: services,
    brands,
  };
}

/** The options for the viewer's company (a brand or a retailer). */
export function loadEventTypeOptions(db: Database, viewer: Viewer): Promise<EventTypeOptions> {
  return viewer.userType === UserType.brand
    ? brandOptions(db, viewer.companyId)
    : retailerOptions(db, viewer.companyId);
}

export async function eventTypeOptionsRoutes(app: ApiApp, context: AppContext): Promise<void> {
  app.get(
    '/api/eventTypes/options',
    {
      config: { userTypes: [UserType.brand, UserType.retailer] },
      schema: {
        summary:
          "What the event type form offers: shops (a brand's active dealers'), and a retailer's hosts, services and brands",
        response: { 200: envelope(eventTypeOptions) },
      },
    },
    async (request) => ok(await loadEventTypeOptions(context.db, viewerOf(request))),
  );
}
