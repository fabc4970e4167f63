import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceItems } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { send, shopIdOf } from '../shops/testKit.ts';
import { type Auth, get } from '../warranty/testKit.ts';

let t: TestApp;
let owner: Auth;
let manager: Auth;
let staff: Auth;
let summit: Auth;
let embarcadero: number;
let mission: number;
let saranac: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authAs(DEMO_USERS.retailer);
  manager = await t.authAs(DEMO_USERS.retailerManager);
  staff = await t.authAs(DEMO_USERS.retailerStaff);
  summit = await t.authAs(DEMO_USERS.summit);
  embarcadero = await shopIdOf(t, t.ids.retailer, 'Harbor Cycles Embarcadero');
  mission = await shopIdOf(t, t.ids.retailer, 'Harbor Cycles Mission');
  saranac = await shopIdOf(t, t.ids.otherRetailer, 'Summit E-Ride Saranac Lake');
}, 60_000);
afterAll(() => t?.close());

type Row = { id: number; name: string; active: boolean; shops: { id: number; name: string }[] };
const list = async (auth: Auth, query = '') => {
  const response = await get(t, `/api/services?${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { rows: Row[]; total: number };
};
const names = (page: { rows: Row[] }) => page.rows.map((row) => row.name);

const service = (extra: Record<string, unknown> = {}) => ({
  name: 'Suspension service',
  category: 'repair',
  durationMinutes: 90,
  priceCents: 14_950,
  shopIds: [embarcadero, mission],
  bookableOnline: true,
  active: true,
  ...extra,
});

describe(`GET /api/services (${testEngine})`, () => {
  it('gives anyone of the retailer its menu, paged, each service with its shops', async () => {
    const page = await list(staff, 'pageSize=10');
    expect(page.total).toBe(12);
    expect(page.rows).toHaveLength(10);
    const [fitting] = (await list(staff, 'q=fitting')).rows;
    expect(fitting).toMatchObject({
      name: 'Professional bike fitting',
      category: 'fitting',
      durationMinutes: 90,
      priceCents: 15_000,
      bookableOnline: true,
      active: true,
      shops: [{ id: embarcadero, name: 'Harbor Cycles Embarcadero' }],
    });
  });

  it('filters by category, shop and status', async () => {
    expect(names(await list(owner, 'category=battery'))).toEqual([
      'Battery health check',
      'Battery replacement',
    ]);
    expect(names(await list(owner, 'status=inactive'))).toEqual(['Firmware update']);
    const atMission = await list(owner, `shopId=${mission}&pageSize=100`);
    expect(atMission.total).toBe(8);
    expect(atMission.rows.every((row) => row.shops.some((shop) => shop.id === mission))).toBe(true);
  });

  it('exports the same filtered rows as CSV, prices in dollars', async () => {
    const response = await get(t, '/api/services/export.csv?category=fitting', staff);
    expect(response.statusCode).toBe(200);
    expect(response.body.trim().split('\r\n')).toEqual([
      'Service,Category,Duration (minutes),Price (USD),Shops,Bookable online,Status',
      'Professional bike fitting,fitting,90,150.00,Harbor Cycles Embarcadero,yes,active',
    ]);
  });

  it("never shows another company's services", async () => {
    expect(names(await list(summit))).toEqual([
      'Guided test ride',
      'Puncture repair',
      'Spring tune-up',
      'Winter storage check',
    ]);
    expect((await list(owner, `shopId=${saranac}`)).total).toBe(0);
  });

  it('is a retailer’s: brands and admins are refused', async () => {
    expect((await get(t, '/api/services', await t.authAs(DEMO_USERS.brand))).statusCode).toBe(403);
    expect((await get(t, '/api/services', await t.authAs(DEMO_USERS.admin))).statusCode).toBe(403);
  });
});

describe(`writing the service menu (${testEngine})`, () => {
  it('adds a service in cents at the company’s shops, and edits it, its shops replaced', async () => {
    const added = await send(t, 'POST', '/api/services', manager, service());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      msg: 'Service added.',
      data: {
        name: 'Suspension service',
        priceCents: 14_950,
        shops: [
          { id: embarcadero, name: 'Harbor Cycles Embarcadero' },
          { id: mission, name: 'Harbor Cycles Mission' },
        ],
      },
    });
    const id = added.json().data.id;
    const edited = await send(
      t,
      'PUT',
      `/api/services/${id}`,
      owner,
      service({ shopIds: [mission, mission], priceCents: 0, bookableOnline: false }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      priceCents: 0,
      bookableOnline: false,
      shops: [{ id: mission, name: 'Harbor Cycles Mission' }],
    });
    expect((await get(t, `/api/services/${id}`, staff)).json().data.shops).toHaveLength(1);
  });

  it("refuses another company's shop on the shops field, and writes nothing", async () => {
    const before = (await list(owner)).total;
    const response = await send(
      t,
      'POST',
      '/api/services',
      owner,
      service({ shopIds: [embarcadero, saranac] }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().data.fields).toEqual({ 'body.shopIds': 'Choose shops of your own company.' });
    expect((await list(owner)).total).toBe(before);
  });

  it('names each wrong field: empty name, unknown category, odd duration, negative price, no shop', async () => {
    const invalid = await send(
      t,
      'POST',
      '/api/services',
      owner,
      service({ name: '', durationMinutes: 42, priceCents: -1, shopIds: [] }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data.fields).toEqual({
      'body.name': 'This field is required.',
      'body.durationMinutes': 'Enter the duration in steps of 5 minutes.',
      'body.priceCents': 'The price cannot be negative.',
      'body.shopIds': 'Choose at least one shop.',
    });
    const category = await send(t, 'POST', '/api/services', owner, service({ category: 'massage' }));
    expect(category.statusCode).toBe(400);
    expect(category.json().data.fields).toEqual({ 'body.category': 'Choose a category of the list.' });
  });

  it('takes a service off the menu and back; 409 when it already is so', async () => {
    const [firmware] = (await list(owner, 'status=inactive')).rows;
    if (!firmware) throw new Error('no inactive service');
    const on = await send(t, 'POST', `/api/services/${firmware.id}/activate`, owner);
    expect(on.json()).toMatchObject({ msg: 'Service activated.', data: { active: true } });
    expect((await send(t, 'POST', `/api/services/${firmware.id}/activate`, owner)).statusCode).toBe(409);
    const off = await send(t, 'POST', `/api/services/${firmware.id}/deactivate`, manager);
    expect(off.json()).toMatchObject({ msg: 'Service deactivated.', data: { active: false } });
  });

  it("answers 404 for another company's service on every call, and changes nothing", async () => {
    const [theirs] = (await list(summit)).rows;
    if (!theirs) throw new Error('Summit has no service');
    expect((await get(t, `/api/services/${theirs.id}`, owner)).statusCode).toBe(404);
    expect((await send(t, 'PUT', `/api/services/${theirs.id}`, owner, service())).statusCode).toBe(404);
    expect((await send(t, 'POST', `/api/services/${theirs.id}/deactivate`, owner)).statusCode).toBe(404);
    const [stored] = await t.db.select().from(serviceItems).where(eq(serviceItems.id, theirs.id));
    expect(stored).toMatchObject({ name: theirs.name, active: true });
  });

  it('is for the owner or a manager: staff are told so', async () => {
    const refused = await send(t, 'POST', '/api/services', staff, service());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe("Only the company's owner or a manager can do this.");
    const [any] = (await list(staff)).rows;
    expect((await send(t, 'POST', `/api/services/${any?.id}/deactivate`, staff)).statusCode).toBe(403);
  });
});
