import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, employeeShops, employees, shops } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { type Auth, get } from '../warranty/testKit.ts';
import { send, shopIdOf, shopInput } from './testKit.ts';

let t: TestApp;
let owner: Auth;
let staff: Auth;
let summit: Auth;
let support: Auth;
let finance: Auth;
let embarcadero: number;
let mission: number;
let saranac: number;

/** An employee of Harbor Cycles working at these shops. */
async function employee(firstName: string, shopIds: number[], active = true) {
  const [row] = await t.db
    .insert(employees)
    .values({ companyId: t.ids.retailer, firstName, lastName: 'Wrench', position: 'technician', active })
    .returning({ id: employees.id });
  if (!row) throw new Error('employee not written');
  await t.db.insert(employeeShops).values(shopIds.map((shopId) => ({ employeeId: row.id, shopId })));
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authAs(DEMO_USERS.retailer);
  staff = await t.authAs(DEMO_USERS.retailerStaff);
  summit = await t.authAs(DEMO_USERS.summit);
  support = await t.authAs(DEMO_USERS.support);
  finance = await t.authAs(DEMO_USERS.finance);
  embarcadero = await shopIdOf(t, t.ids.retailer, 'Harbor Cycles Embarcadero');
  mission = await shopIdOf(t, t.ids.retailer, 'Harbor Cycles Mission');
  saranac = await shopIdOf(t, t.ids.otherRetailer, 'Summit E-Ride Saranac Lake');
  await employee('Ona', [embarcadero]);
  await employee('Tess', [embarcadero, mission]);
  await employee('Gone', [embarcadero], false);
}, 60_000);
afterAll(() => t?.close());

const impactOf = (id: number, auth: Auth) => get(t, `/api/shops/${id}/deactivation-impact`, auth);
const deactivate = (id: number, auth: Auth, body: Record<string, unknown> = {}) =>
  send(t, 'POST', `/api/shops/${id}/deactivate`, auth, body);
const reactivate = (id: number, auth: Auth) => send(t, 'POST', `/api/shops/${id}/reactivate`, auth);

describe(`a shop's deactivation (${testEngine})`, () => {
  it('tells what would be affected: services offered nowhere else and people who work only there', async () => {
    const response = await impactOf(embarcadero, staff);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      services: [{ id: expect.any(Number), name: 'Professional bike fitting' }],
      employees: [{ id: expect.any(Number), name: 'Ona Wrench' }],
      futureBookings: expect.any(Number),
      affected: true,
    });
    // The demo bookings ahead at the shop (bookings seed).
    expect(response.json().data.futureBookings).toBeGreaterThan(0);
  });

  it('refuses to deactivate silently: 409 with the impact until the user confirms', async () => {
    const refused = await deactivate(embarcadero, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      msg: 'Deactivating this shop affects its services, employees or bookings. Review them and confirm.',
      data: {
        error: 'deactivation_impact',
        impact: { affected: true, services: [{ name: 'Professional bike fitting' }] },
      },
    });
    const [still] = await t.db.select({ active: shops.active }).from(shops).where(eq(shops.id, embarcadero));
    expect(still?.active).toBe(true);

    const done = await deactivate(embarcadero, owner, { confirm: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ msg: 'Shop deactivated.', data: { status: 'inactive' } });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'shop'), eq(auditEvents.entityId, String(embarcadero))));
    expect(audit).toMatchObject({
      action: 'shop.deactivated',
      actorUserId: t.ids.retailerUser,
      companyId: t.ids.retailer,
      before: { active: true },
      after: { active: false },
    });
  });

  it('counts a shop already inactive as nowhere: Tess now works only at Mission', async () => {
    const impact = (await impactOf(mission, owner)).json().data;
    // (The demo people who work only at Mission are on the list too.)
    expect(impact.employees.map((person: { name: string }) => person.name)).toContain('Tess Wrench');
    expect((await deactivate(embarcadero, owner, { confirm: true })).statusCode).toBe(409);
  });

  it('reactivates, and refuses to reactivate an active shop', async () => {
    const back = await reactivate(embarcadero, owner);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ msg: 'Shop reactivated.', data: { status: 'active' } });
    const again = await reactivate(embarcadero, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This shop is already active.');
  });

  it('deactivates a shop nothing depends on without asking', async () => {
    const created = (await send(t, 'POST', '/api/shops', owner, shopInput({ name: 'Pop-up' }))).json().data;
    expect((await impactOf(created.id, owner)).json().data.affected).toBe(false);
    expect((await deactivate(created.id, owner)).json().data.status).toBe('inactive');
  });

  it("answers 404 for another company's shop, for its impact and its status alike", async () => {
    expect((await impactOf(saranac, owner)).statusCode).toBe(404);
    expect((await deactivate(saranac, owner, { confirm: true })).statusCode).toBe(404);
    expect((await reactivate(saranac, owner)).statusCode).toBe(404);
    expect((await impactOf(embarcadero, summit)).statusCode).toBe(404);
  });

  it('is for the owner or a manager, and a super admin or finance admin; staff and support are refused', async () => {
    const staffTry = await deactivate(mission, staff, { confirm: true });
    expect(staffTry.statusCode).toBe(403);
    expect(staffTry.json().msg).toBe("Only the company's owner or a manager can do this.");
    const supportTry = await deactivate(saranac, support, { confirm: true });
    expect(supportTry.statusCode).toBe(403);
    expect(supportTry.json().msg).toBe('Only a super admin or a finance admin can do this.');
    expect((await impactOf(saranac, support)).statusCode).toBe(200);
    const byFinance = await deactivate(saranac, finance, { confirm: true });
    expect(byFinance.json().data).toMatchObject({ status: 'inactive', company: { name: 'Summit E-Ride' } });
    expect((await reactivate(saranac, finance)).json().data.status).toBe('active');
  });
});
