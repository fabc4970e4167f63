import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { type Auth, get, isoDaysFromToday, post } from '../warranty/testKit.ts';

let t: TestApp;
let admin: Auth;
let finance: Auth;
let support: Auth;
let retailer: Auth;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs(DEMO_USERS.admin);
  finance = await t.authAs(DEMO_USERS.finance);
  support = await t.authAs(DEMO_USERS.support);
  retailer = await t.authAs(DEMO_USERS.retailer);
}, 60_000);
afterAll(() => t?.close());

type Row = { id: number; name: string; status: string; state: string | null; createdAt: string };

const list = (auth: Auth, query: string) => get(t, `/api/admin/companies?${query}`, auth);
const rowsOf = async (query: string): Promise<{ rows: Row[]; total: number }> => {
  const response = await list(support, query);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data;
};

describe(`the admins' brands and retailers lists (${testEngine})`, () => {
  it('lists one kind with its users, shops and documents to review, by name, and pages', async () => {
    const retailers = await rowsOf('kind=retailer');
    expect(retailers.total).toBe(2 + t.ids.moreRetailers.length);
    expect(retailers.rows).toHaveLength(20);
    const names = retailers.rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const harbor = (await rowsOf('kind=retailer&q=harbor%20cycles%20llc')).rows;
    expect(harbor).toEqual([
      expect.objectContaining({
        id: t.ids.retailer,
        name: 'Harbor Cycles',
        legalName: 'Harbor Cycles LLC',
        state: 'CA',
        status: 'active',
        users: 4,
        documentsToReview: 2,
      }),
    ]);
    const brands = await rowsOf('kind=brand');
    expect(brands.rows.map((row) => row.name)).toEqual(['Ridgeway E-Bikes', 'Voltline Bikes']);
    expect((await rowsOf('kind=retailer&pageNum=2')).rows).toHaveLength(retailers.total - 20);
  });

  it('filters by status, state, name or e-mail and the created range', async () => {
    expect((await rowsOf('kind=retailer&status=pending_review')).rows).toEqual([
      expect.objectContaining({ id: t.ids.moreRetailers.at(-3), status: 'pending_review' }),
    ]);
    expect((await rowsOf('kind=retailer&status=suspended')).rows).toEqual([
      expect.objectContaining({ id: t.ids.moreRetailers.at(-5), status: 'suspended' }),
    ]);
    const texas = await rowsOf('kind=retailer&state=TX');
    expect(texas.total).toBeGreaterThan(0);
    expect(texas.rows.every((row) => row.state === 'TX')).toBe(true);
    expect((await rowsOf('kind=brand&q=ridgeway.test')).rows.map((row) => row.name)).toEqual([
      'Ridgeway E-Bikes',
    ]);
    // Percent and underscore are text, not wildcards.
    expect((await rowsOf('kind=retailer&q=%25')).total).toBe(0);
    const recent = await rowsOf(
      `kind=retailer&createdFrom=${isoDaysFromToday(-60)}&createdTo=${isoDaysFromToday(0)}`,
    );
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.total).toBeLessThan(10);
    expect(recent.rows.every((row) => row.createdAt.slice(0, 10) >= isoDaysFromToday(-60))).toBe(true);
    const bad = await list(support, 'kind=retailer&createdFrom=yesterday&state=XX');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual([
      'querystring.createdFrom',
      'querystring.state',
    ]);
    expect((await list(support, 'kind=platform')).statusCode).toBe(400);
  });

  it('exports the list as CSV with exactly its filters, every row', async () => {
    const response = await get(
      t,
      '/api/admin/companies/export.csv?kind=retailer&status=pending_review',
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="retailers.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Id,Name,Legal name,State,Status,Users,Shops,Documents to review,Created at');
    expect(lines).toHaveLength(2);
    expect(lines.slice(1).every((line) => line.includes(',pending_review,'))).toBe(true);
    const all = await get(t, '/api/admin/companies/export.csv?kind=retailer', admin);
    expect(all.body.trim().split('\r\n')).toHaveLength(1 + 2 + t.ids.moreRetailers.length);
  });

  it('is for admins only', async () => {
    expect((await list(retailer, 'kind=retailer')).statusCode).toBe(403);
    expect((await get(t, '/api/admin/companies/export.csv?kind=brand', retailer)).statusCode).toBe(403);
    expect((await get(t, `/api/admin/companies/${t.ids.retailer}`, retailer)).statusCode).toBe(403);
  });
});

describe("a company's admin page", () => {
  it('shows the details, the users with role, status and last sign-in, and the shops', async () => {
    const response = await get(t, `/api/admin/companies/${t.ids.retailer}`, support);
    expect(response.statusCode, response.body).toBe(200);
    const company = response.json().data;
    expect(company).toMatchObject({
      id: t.ids.retailer,
      type: 2,
      name: 'Harbor Cycles',
      address: { street: '1 Embarcadero Ctr', street2: 'Suite 200', city: 'San Francisco', zip: '94111' },
      status: 'active',
      // Support reads; only a super admin or finance changes the status.
      can: { suspend: false, reactivate: false },
    });
    expect(
      company.users.map((user: { email: string; role: number; status: string }) => [
        user.email,
        user.role,
        user.status,
      ]),
    ).toEqual([
      [DEMO_USERS.retailer, 1, 'active'],
      [DEMO_USERS.invited, 2, 'invited'],
      [DEMO_USERS.retailerManager, 2, 'active'],
      [DEMO_USERS.retailerStaff, 3, 'active'],
    ]);
    expect(Array.isArray(company.shops)).toBe(true);
    expect((await get(t, `/api/admin/companies/${t.ids.retailer}`, finance)).json().data.can).toEqual({
      suspend: true,
      reactivate: false,
    });
  });

  it('answers 404 for the platform and for an unknown id', async () => {
    expect((await get(t, `/api/admin/companies/${t.ids.platform}`, admin)).statusCode).toBe(404);
    expect((await get(t, '/api/admin/companies/99999999', admin)).statusCode).toBe(404);
  });

  it('lists the brand registration requests that made a brand', async () => {
    const response = await get(t, `/api/admin/brandRequestList?companyId=${t.ids.brand}`, support);
    expect(response.json().data).toMatchObject({
      total: 1,
      rows: [{ companyName: 'Voltline Bikes', status: 'approved', companyId: t.ids.brand }],
    });
  });
});

describe('suspending and reactivating a company', () => {
  const suspend = (auth: Auth, id: number, reason = 'Unpaid platform fees for three months.') =>
    post(t, `/api/admin/companies/${id}/suspend`, auth, { reason });
  const reactivate = (auth: Auth, id: number) =>
    post(t, `/api/admin/companies/${id}/reactivate`, auth, { reason: 'Fees paid.' });
  const login = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/bee/loginBee', payload: { email, password: DEMO_PASSWORD } });

  it('takes a super admin or finance, and a reason', async () => {
    const refused = await suspend(support, t.ids.otherRetailer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Only a super admin or a finance admin can do this.');
    const bare = await suspend(finance, t.ids.otherRetailer, ' ');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().data.fields).toEqual({ 'body.reason': 'Say why.' });
    expect((await suspend(admin, t.ids.platform)).statusCode).toBe(404);
  });

  it("signs the company's users out at their next request, audited with the address and the reason", async () => {
    const summit = await t.authAs(DEMO_USERS.summit);
    const summitStaff = await t.authAs(DEMO_USERS.summitStaff);
    expect((await get(t, '/api/bee/userInfo', summit)).statusCode).toBe(200);

    const response = await suspend(finance, t.ids.otherRetailer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'suspended',
      can: { suspend: false, reactivate: true },
      statusHistory: [
        {
          from: 'active',
          to: 'suspended',
          actor: 'Fiona Finance',
          reason: 'Unpaid platform fees for three months.',
        },
      ],
    });
    expect((await get(t, '/api/bee/userInfo', summit)).statusCode).toBe(401);
    expect((await get(t, '/api/company/documents', summitStaff)).statusCode).toBe(401);
    expect((await login(DEMO_USERS.summit)).json().code).not.toBe(200);
    // Another company's users are not affected.
    expect((await get(t, '/api/bee/userInfo', retailer)).statusCode).toBe(200);

    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'company.suspended'), eq(auditEvents.companyId, t.ids.otherRetailer)),
      );
    expect(audit).toMatchObject({
      actorUserId: t.ids.finance,
      entity: 'company',
      before: { status: 'active' },
      after: { status: 'suspended', reason: 'Unpaid platform fees for three months.' },
      ip: '127.0.0.1',
    });
    const again = await suspend(admin, t.ids.otherRetailer);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.error).toBe('invalid_transition');
  });

  it('reactivates: the users sign in again, and the history has both changes', async () => {
    const response = await reactivate(admin, t.ids.otherRetailer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('active');
    expect(response.json().data.statusHistory.map((change: { to: string }) => change.to)).toEqual([
      'suspended',
      'active',
    ]);
    const signedIn = await login(DEMO_USERS.summit);
    expect(signedIn.json().code).toBe(200);
    const token = signedIn.json().data.token;
    expect((await get(t, '/api/bee/userInfo', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await reactivate(admin, t.ids.otherRetailer)).statusCode).toBe(409);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'company.reactivated'), eq(auditEvents.companyId, t.ids.otherRetailer)),
      );
    expect(audits).toHaveLength(1);
  });

  it('activates a company waiting for review', async () => {
    const pending = (await rowsOf('kind=retailer&status=pending_review')).rows[0];
    const response = await reactivate(finance, pending?.id ?? 0);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('active');
  });
});
