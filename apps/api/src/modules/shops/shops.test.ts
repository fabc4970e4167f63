import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeShops, employees, shopHoursExceptions, shops } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { type Auth, get, isoDaysFromToday } from '../warranty/testKit.ts';
import { send, shopIdOf, shopInput, WEEK } from './testKit.ts';

let t: TestApp;
let owner: Auth;
let manager: Auth;
let staff: Auth;
let summit: Auth;
let brand: Auth;
let admin: Auth;
let embarcadero: number;
let saranac: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authAs(DEMO_USERS.retailer);
  manager = await t.authAs(DEMO_USERS.retailerManager);
  staff = await t.authAs(DEMO_USERS.retailerStaff);
  summit = await t.authAs(DEMO_USERS.summit);
  brand = await t.authAs(DEMO_USERS.brand);
  admin = await t.authAs(DEMO_USERS.support);
  embarcadero = await shopIdOf(t, t.ids.retailer, 'Harbor Cycles Embarcadero');
  saranac = await shopIdOf(t, t.ids.otherRetailer, 'Summit E-Ride Saranac Lake');
}, 60_000);
afterAll(() => t?.close());

type Row = { id: number; name: string; company: { id: number }; status: string; state: string };

/** The active people the demo data has working at a shop. */
async function activePeopleAt(shopId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(employeeShops)
    .innerJoin(employees, eq(employees.id, employeeShops.employeeId))
    .where(and(eq(employeeShops.shopId, shopId), eq(employees.active, true)));
  return row?.n ?? 0;
}

const list = async (auth: Auth, query = '') => {
  const response = await get(t, `/api/shops?${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { rows: Row[]; total: number };
};

describe(`GET /api/shops (${testEngine})`, () => {
  it("gives a retailer its own shops, paged, active ones first, with today's hours and counts", async () => {
    const first = await list(staff, 'pageSize=10');
    expect(first.total).toBe(13);
    expect(first.rows).toHaveLength(10);
    expect(first.rows.every((row) => row.company.id === t.ids.retailer)).toBe(true);
    const second = await list(staff, 'pageSize=10&pageNum=2');
    expect(second.rows.map((row) => row.name).at(-1)).toBe('Harbor Cycles Sausalito');
    const [mission] = (await list(staff, 'q=mission')).rows;
    expect(mission).toMatchObject({
      name: 'Harbor Cycles Mission',
      city: 'San Francisco',
      state: 'CA',
      timezone: 'America/Los_Angeles',
      status: 'active',
      employeeCount: await activePeopleAt(mission?.id ?? 0),
      serviceCount: 8,
      today: { exception: false },
    });
  });

  it('searches name, street and city, and filters by status and state', async () => {
    expect((await list(owner, 'q=larimer')).rows.map((row) => row.name)).toEqual(['Harbor Cycles RiNo']);
    expect((await list(owner, 'q=Honolulu')).rows.map((row) => row.name)).toEqual(['Harbor Cycles Kakaako']);
    expect((await list(owner, 'status=inactive')).rows.map((row) => row.name)).toEqual([
      'Harbor Cycles Sausalito',
    ]);
    expect((await list(owner, 'status=active')).total).toBe(12);
    expect((await list(owner, 'state=CA')).total).toBe(4);
    expect((await list(owner, 'q=100%25')).total).toBe(0);
  });

  it("never lists another company's shops, whatever company the retailer names", async () => {
    const named = await list(owner, `companyId=${t.ids.otherRetailer}`);
    expect(named.total).toBe(0);
    expect((await list(summit)).rows.map((row) => row.name)).toEqual([
      'Summit E-Ride Burlington',
      'Summit E-Ride Lake Placid',
      'Summit E-Ride Saranac Lake',
    ]);
  });

  it("gives an admin every company's shops, filtered by company, state and status", async () => {
    const all = await list(admin, 'pageSize=100');
    expect(all.total).toBeGreaterThan(13 + 3 + 28);
    expect(new Set(all.rows.map((row) => row.company.id)).size).toBeGreaterThan(2);
    expect((await list(admin, `companyId=${t.ids.otherRetailer}`)).total).toBe(3);
    const vermont = await list(admin, 'state=VT');
    expect(vermont.rows.map((row) => row.name)).toEqual(['Summit E-Ride Burlington']);
    expect((await list(admin, `companyId=${t.ids.retailer}&status=inactive`)).total).toBe(1);
  });

  it('exports the same filtered rows as CSV', async () => {
    const response = await get(t, '/api/shops/export.csv?state=CA&status=active', owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Shop,Company,City,State,Phone,Time zone,Open today,Employees,Services,Status');
    expect(lines).toHaveLength(1 + 3);
    expect(lines[1]).toMatch(
      /^Harbor Cycles Embarcadero,Harbor Cycles,San Francisco,CA,'\+1 \(415\) 555-0100,America\/Los_Angeles,/,
    );
    const summitCsv = await get(t, `/api/shops/export.csv?companyId=${t.ids.retailer}`, summit);
    expect(summitCsv.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('is not for brands, and refuses a filter it does not know', async () => {
    expect((await get(t, '/api/shops', brand)).statusCode).toBe(403);
    const bad = await get(t, '/api/shops?status=closed', owner);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields)).toEqual(['querystring.status']);
  });
});

describe(`GET /api/shops/options (${testEngine})`, () => {
  it("lists the retailer's own shops to choose from, active ones first; not for admins", async () => {
    const response = await get(t, '/api/shops/options', staff);
    expect(response.statusCode).toBe(200);
    const options = response.json().data as { name: string; status: string }[];
    expect(options).toHaveLength(13);
    expect(options.at(-1)).toEqual({
      id: expect.any(Number),
      name: 'Harbor Cycles Sausalito',
      status: 'inactive',
    });
    expect((await get(t, '/api/shops/options', summit)).json().data).toHaveLength(3);
    expect((await get(t, '/api/shops/options', admin)).statusCode).toBe(403);
  });
});

describe(`GET /api/shops/:id (${testEngine})`, () => {
  it('gives the address, coordinates, week, exceptions from today on and the services offered', async () => {
    const response = await get(t, `/api/shops/${embarcadero}`, staff);
    expect(response.statusCode, response.body).toBe(200);
    const shop = response.json().data;
    expect(shop).toMatchObject({
      name: 'Harbor Cycles Embarcadero',
      company: { id: t.ids.retailer, name: 'Harbor Cycles' },
      address: { street: '1 Embarcadero Ctr', street2: 'Suite 200', zip: '94111' },
      coordinates: { lat: 37.7946, lng: -122.3999 },
      timezone: 'America/Los_Angeles',
      hours: { mon: [], sun: [{ opens: '11:00', closes: '16:00' }] },
      status: 'active',
      editable: false,
      statusChangeable: false,
    });
    // The exception 30 days ago is history: the page shows what is ahead.
    expect(shop.exceptions.map((exception: { note?: string }) => exception.note)).toEqual([
      'Inventory day',
      'Late-night demo rides',
      null,
    ]);
    expect(shop.services.map((service: { name: string }) => service.name)).toContain(
      'Professional bike fitting',
    );
    expect(shop.services.at(-1)).toMatchObject({ name: 'Firmware update', active: false });
    expect((await get(t, `/api/shops/${embarcadero}`, manager)).json().data).toMatchObject({
      editable: true,
      statusChangeable: true,
    });
  });

  it("answers 404 for another company's shop, exactly as for one that does not exist", async () => {
    const theirs = await get(t, `/api/shops/${saranac}`, owner);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toBe('Shop not found.');
    expect((await get(t, '/api/shops/2147483647', owner)).json().msg).toBe('Shop not found.');
    expect((await get(t, `/api/shops/${embarcadero}`, summit)).statusCode).toBe(404);
  });

  it('shows an admin any company’s shop, read-only for support', async () => {
    const response = await get(t, `/api/shops/${saranac}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      company: { name: 'Summit E-Ride' },
      editable: false,
      statusChangeable: false,
    });
    const finance = await t.authAs(DEMO_USERS.finance);
    expect((await get(t, `/api/shops/${saranac}`, finance)).json().data.statusChangeable).toBe(true);
  });
});

describe(`POST /api/shops (${testEngine})`, () => {
  it('adds a shop of the viewer’s company with its week and exceptions', async () => {
    const date = isoDaysFromToday(10);
    const response = await send(t, 'POST', '/api/shops', manager, {
      ...shopInput({ coordinates: { lat: 37.8, lng: -122.44 } }),
      exceptions: [{ date, closed: true, hours: [], note: 'Street fair' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'Shop added.',
      data: {
        company: { id: t.ids.retailer },
        name: 'Harbor Cycles Marina',
        address: { street2: null, state: 'CA', zip: '94123' },
        coordinates: { lat: 37.8, lng: -122.44 },
        exceptions: [{ date, closed: true, hours: [], note: 'Street fair' }],
        status: 'active',
      },
    });
  });

  it('names each wrong field in the contract’s words and writes nothing', async () => {
    const before = (await list(owner)).total;
    const response = await send(
      t,
      'POST',
      '/api/shops',
      owner,
      shopInput({
        name: '  ',
        address: { street: '3 Marina Blvd', city: 'San Francisco', state: 'CA', zip: '9412' },
        coordinates: { lat: 37.8 },
        hours: {
          ...WEEK,
          mon: [
            { opens: '09:00', closes: '13:00' },
            { opens: '12:00', closes: '18:00' },
          ],
          tue: [{ opens: '18:00', closes: '10:00' }],
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({
      'body.name': 'This field is required.',
      'body.address.zip': 'Enter a ZIP code of 5 digits, or 5+4 as 12345-6789.',
      'body.coordinates.lng':
        'Enter the longitude as a number, e.g. -122.3999 (both coordinates, or neither).',
      'body.hours.mon.1.opens': 'Opening periods must be in order and must not overlap.',
      'body.hours.tue.0.closes': 'The closing time must come after the opening time.',
    });
    expect((await list(owner)).total).toBe(before);
  });

  it('refuses a time zone it does not offer, and an exception already past', async () => {
    const zone = await send(t, 'POST', '/api/shops', owner, shopInput({ timezone: 'Europe/Paris' }));
    expect(zone.json().data.fields).toEqual({ 'body.timezone': 'Choose one of the offered time zones.' });
    const past = await send(
      t,
      'POST',
      '/api/shops',
      owner,
      shopInput({ exceptions: [{ date: isoDaysFromToday(-3), closed: true, hours: [] }] }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().data.fields).toEqual({ 'body.exceptions.0.date': 'This date has passed.' });
  });

  it('is for the retailer’s owner or a manager: staff, admins and brands are refused', async () => {
    const refused = await send(t, 'POST', '/api/shops', staff, shopInput());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe("Only the company's owner or a manager can do this.");
    expect((await send(t, 'POST', '/api/shops', admin, shopInput())).statusCode).toBe(403);
    expect((await send(t, 'POST', '/api/shops', brand, shopInput())).statusCode).toBe(403);
  });

  it('takes no company from the request', async () => {
    const response = await send(t, 'POST', '/api/shops', owner, {
      ...shopInput(),
      companyId: t.ids.otherRetailer,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe(`PUT /api/shops/:id (${testEngine})`, () => {
  it('replaces the week and the exceptions ahead as a whole, keeping those already past', async () => {
    const created = (
      await send(t, 'POST', '/api/shops', owner, shopInput({ name: 'Harbor Cycles Pier 39' }))
    ).json().data;
    await t.db.insert(shopHoursExceptions).values({
      shopId: created.id,
      date: isoDaysFromToday(-20),
      closed: true,
      hours: [],
      note: 'Flood',
    });
    await send(t, 'PUT', `/api/shops/${created.id}`, owner, {
      ...shopInput({ name: 'Harbor Cycles Pier 39' }),
      exceptions: [
        { date: isoDaysFromToday(5), closed: true, hours: [] },
        { date: isoDaysFromToday(9), closed: false, hours: [{ opens: '09:00', closes: '12:00' }] },
      ],
    });
    const week = { ...WEEK, sun: [{ opens: '12:00', closes: '17:00' }] };
    const response = await send(t, 'PUT', `/api/shops/${created.id}`, manager, {
      ...shopInput({ name: 'Harbor Cycles Pier 39', hours: week, timezone: 'America/Chicago' }),
      address: { street: '39 Pier', street2: 'Unit 5', city: 'San Francisco', state: 'CA', zip: '94133' },
      exceptions: [{ date: isoDaysFromToday(9), closed: true, hours: [], note: 'Regatta' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'Shop saved.',
      data: {
        timezone: 'America/Chicago',
        hours: week,
        address: { street2: 'Unit 5', zip: '94133' },
        exceptions: [{ date: isoDaysFromToday(9), closed: true, note: 'Regatta' }],
      },
    });
    expect(response.json().data.exceptions).toHaveLength(1);
    const stored = await t.db
      .select({ date: shopHoursExceptions.date })
      .from(shopHoursExceptions)
      .where(eq(shopHoursExceptions.shopId, created.id));
    expect(stored.map((row) => row.date).sort()).toEqual([isoDaysFromToday(-20), isoDaysFromToday(9)]);
  });

  it("answers 404 for another company's shop and changes nothing there", async () => {
    const response = await send(t, 'PUT', `/api/shops/${saranac}`, owner, shopInput());
    expect(response.statusCode).toBe(404);
    const [theirs] = await t.db
      .select()
      .from(shops)
      .where(and(eq(shops.id, saranac)));
    expect(theirs?.name).toBe('Summit E-Ride Saranac Lake');
  });

  it('refuses staff, and names the wrong field of an edit', async () => {
    expect((await send(t, 'PUT', `/api/shops/${embarcadero}`, staff, shopInput())).statusCode).toBe(403);
    const bad = await send(t, 'PUT', `/api/shops/${embarcadero}`, owner, shopInput({ phone: 'call us' }));
    expect(Object.keys(bad.json().data.fields)).toEqual(['body.phone']);
  });
});
