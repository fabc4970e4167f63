// A company's people: the list (filters, paging, CSV), tenancy, and adding and editing without a login.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, employeeShops, employees, shops } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { createCompanyWithOwner } from '../account/db.ts';
import { type Auth, call, employeeIdOf, person, staffWithoutLogin } from './testKit.ts';

let t: TestApp;
let owner: Auth;
let manager: Auth;
let staff: Auth;
let summit: Auth;
let harborShops: number[];
let summitShop: number;

const hours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const shopAt = (companyId: number, name: string) => ({
  companyId,
  name,
  street: '1 Main St',
  city: 'Springfield',
  state: 'CA',
  zip: '90001',
  timezone: 'America/Los_Angeles',
  hours,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authAs(DEMO_USERS.retailer);
  manager = await t.authAs(DEMO_USERS.retailerManager);
  staff = await t.authAs(DEMO_USERS.retailerStaff);
  summit = await t.authAs(DEMO_USERS.summit);
  // The shops' own seed may have written some already; these are the tests' own.
  const written = await t.db
    .insert(shops)
    .values([shopAt(t.ids.retailer, 'Test Shop North'), shopAt(t.ids.retailer, 'Test Shop South')])
    .returning({ id: shops.id });
  harborShops = written.map((row) => row.id);
  const [other] = await t.db
    .insert(shops)
    .values(shopAt(t.ids.otherRetailer, 'Summit Test Shop'))
    .returning({ id: shops.id });
  summitShop = other?.id ?? 0;
}, 60_000);
afterAll(() => t?.close());

const list = (auth: Auth, query = '') => call(t, auth, 'GET', `/api/company/employees${query}`);

describe(`the employees list (${testEngine})`, () => {
  it("pages the company's own people, each user of it among them, with their role and status", async () => {
    const { status, data } = await list(staff, '?pageSize=10');
    expect(status).toBe(200);
    expect(data.total).toBeGreaterThanOrEqual(25);
    expect(data.rows).toHaveLength(10);
    const all = (await list(owner, '?pageSize=100')).data.rows as { email: string | null }[];
    expect(all.map((row) => row.email)).toEqual(
      expect.arrayContaining([DEMO_USERS.retailer, DEMO_USERS.retailerManager, DEMO_USERS.retailerStaff]),
    );
    expect(all.some((row) => row.email === DEMO_USERS.summit)).toBe(false);
    const rita = (await list(owner, `?q=${encodeURIComponent('Rita Retail')}`)).data.rows;
    expect(rita).toEqual([
      expect.objectContaining({
        email: DEMO_USERS.retailer,
        companyRole: 1,
        status: 'active',
        userId: t.ids.retailerUser,
      }),
    ]);
    const invited = (await list(owner, '?status=invited')).data.rows;
    expect(invited).toEqual([
      expect.objectContaining({ email: DEMO_USERS.invited, status: 'invited', companyRole: 2 }),
    ]);
  });

  it('filters by position, status and shop; seeded technicians have skills, one person is deactivated', async () => {
    const technicians = (await list(owner, '?position=technician&pageSize=100')).data.rows;
    expect(technicians.length).toBeGreaterThanOrEqual(5);
    expect(technicians.every((row: { position: string }) => row.position === 'technician')).toBe(true);
    expect(technicians.some((row: { skills: string[] }) => row.skills.length > 0)).toBe(true);
    const off = (await list(owner, '?status=deactivated')).data;
    expect(off.total).toBeGreaterThanOrEqual(1);
    const id = await staffWithoutLogin(t, t.ids.retailer);
    await t.db.insert(employeeShops).values({ employeeId: id, shopId: harborShops[1] as number });
    const atShop = (await list(owner, `?shopId=${harborShops[1]}`)).data.rows;
    expect(atShop).toEqual([
      expect.objectContaining({
        id,
        shops: expect.arrayContaining([{ id: harborShops[1], name: 'Test Shop South' }]),
      }),
    ]);
  });

  it('exports the same filters as CSV', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/company/employees/export.csv?position=technician',
      headers: owner,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    const total = (await list(owner, '?position=technician')).data.total;
    expect(lines[0]).toContain('First name,Last name,E-mail');
    expect(lines).toHaveLength(total + 1);
  });

  it('is for brands and retailers: an admin is refused', async () => {
    expect((await list(await t.authAs(DEMO_USERS.admin))).status).toBe(403);
    expect((await list(await t.authAs(DEMO_USERS.brand))).status).toBe(200);
  });

  it("offers the company's own shops only", async () => {
    const { data } = await call(t, owner, 'GET', '/api/company/employees/shops');
    const ids = data.map((shop: { id: number }) => shop.id);
    expect(ids).toEqual(expect.arrayContaining(harborShops));
    expect(ids).not.toContain(summitShop);
  });
});

describe(`adding and editing people (${testEngine})`, () => {
  it('adds a person without a login, at own shops, and edits them', async () => {
    const added = await call(t, manager, 'POST', '/api/company/employees', person({ shopIds: harborShops }));
    expect(added.status).toBe(200);
    expect(added.msg).toBe('Employee added.');
    expect(added.data).toMatchObject({
      firstName: 'Nina',
      email: null,
      status: 'active',
      userId: null,
      companyRole: null,
      skills: ['Battery service'],
    });
    expect(added.data.shops.map((shop: { id: number }) => shop.id).sort()).toEqual([...harborShops].sort());
    const edited = await call(
      t,
      manager,
      'PUT',
      `/api/company/employees/${added.data.id}`,
      person({
        email: 'nina@harbor.test',
        position: 'sales',
        skills: [],
        shopIds: [harborShops[0] as number],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ email: 'nina@harbor.test', position: 'sales', skills: [] });
    expect(edited.data.shops).toHaveLength(1);
  });

  it("refuses another company's shop (404 on the field) and an e-mail another person has (409)", async () => {
    const foreign = await call(t, owner, 'POST', '/api/company/employees', person({ shopIds: [summitShop] }));
    expect(foreign.status).toBe(404);
    expect(foreign.data.fields).toEqual({ shopIds: 'Choose shops of your own company.' });
    const taken = await call(
      t,
      owner,
      'POST',
      '/api/company/employees',
      person({ email: DEMO_USERS.retailerStaff }),
    );
    expect(taken.status).toBe(409);
    expect(taken.data.fields).toEqual({ email: 'Another person of the company has this e-mail.' });
  });

  it('validates with the contract: an invitation needs an e-mail, a position is one of the list', async () => {
    const noEmail = await call(t, owner, 'POST', '/api/company/employees', person({ invite: true }));
    expect(noEmail.status).toBe(400);
    expect(noEmail.data.fields['body.email']).toBe('Enter the e-mail address the invitation goes to.');
    const badPosition = await call(t, owner, 'POST', '/api/company/employees', {
      ...person(),
      position: 'juggler',
    });
    expect(badPosition.status).toBe(400);
    expect(badPosition.data.fields['body.position']).toBe('Choose a position.');
  });

  it('keeps staff to reading', async () => {
    const refused = await call(t, staff, 'POST', '/api/company/employees', person());
    expect(refused).toMatchObject({ status: 403, msg: "Only the company's owner or a manager can do this." });
    const id = await staffWithoutLogin(t, t.ids.retailer);
    expect((await call(t, staff, 'POST', `/api/company/employees/${id}/deactivate`)).status).toBe(403);
  });

  it("answers 404 for another company's person, on every call", async () => {
    const foreign = await employeeIdOf(t, t.ids.summitStaff);
    expect((await call(t, owner, 'GET', `/api/company/employees/${foreign}`)).status).toBe(404);
    expect((await call(t, owner, 'PUT', `/api/company/employees/${foreign}`, person())).status).toBe(404);
    for (const action of ['deactivate', 'reactivate', 'resendInvitation', 'revokeInvitation'])
      expect((await call(t, owner, 'POST', `/api/company/employees/${foreign}/${action}`)).status).toBe(404);
    expect((await call(t, summit, 'GET', `/api/company/employees/${foreign}`)).status).toBe(200);
  });

  it('gives every new company owner an employee row', async () => {
    const created = await t.db.transaction((tx) =>
      createCompanyWithOwner(
        tx,
        { type: CompanyType.retailer, name: 'Fresh Wheels' },
        { email: 'owner@fresh-wheels.test', firstName: 'Fay', lastName: 'Fresh', passwordHash: null },
      ),
    );
    const rows = await t.db.select().from(employees).where(eq(employees.companyId, created.companyId));
    expect(rows).toEqual([
      expect.objectContaining({ userId: created.userId, email: 'owner@fresh-wheels.test', firstName: 'Fay' }),
    ]);
  });
});
