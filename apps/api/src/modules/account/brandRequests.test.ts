import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { brandRequests, companies, users } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { send } from './testKit.ts';

let t: TestApp;
let admin: { authorization: string };
let auditor: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs(DEMO_USERS.admin);
  auditor = await t.authAs(DEMO_USERS.auditor);
}, 60_000);

afterAll(() => t?.close());

let applicants = 0;
/** A valid request of a new applicant. */
function application(extra: object = {}) {
  applicants += 1;
  return {
    companyName: `Trailhead E-Bikes ${applicants}`,
    firstName: 'Tara',
    lastName: 'Trail',
    email: `tara${applicants}@trailhead.test`,
    phone: '+1 303 555 0142',
    website: 'https://trailhead.test',
    state: 'CO',
    onsiteService: true,
    note: 'Twelve models, dealer network in five states.',
    ...extra,
  };
}

const submit = (payload: object, remoteAddress?: string) =>
  remoteAddress
    ? t.app.inject({ method: 'POST', url: '/api/bee/registerBrandsRequest', payload, remoteAddress })
    : send(t, { method: 'POST', url: '/api/bee/registerBrandsRequest', payload });
const audit = (payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/auditBrandRequest', payload, headers });
const list = (query: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/brandRequestList${query}`, headers });
const requestCount = async () => (await t.db.select({ n: count() }).from(brandRequests))[0]?.n ?? 0;
const requestRow = async (id: number) =>
  (await t.db.select().from(brandRequests).where(eq(brandRequests.id, id)))[0];

async function submitted(extra: object = {}): Promise<{ id: number; email: string }> {
  const payload = application(extra);
  const response = await submit(payload);
  expect(response.statusCode).toBe(200);
  return { id: response.json().data.id, email: payload.email };
}

describe('POST /api/bee/registerBrandsRequest', () => {
  it('records the request and confirms it to the applicant', async () => {
    const payload = application({ email: ' Tara@Summit-Brand.TEST ' });
    const response = await submit(payload, '198.51.100.4');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: 'Your request has been received.',
      data: { id: expect.any(Number) },
    });
    expect(await requestRow(response.json().data.id)).toMatchObject({
      companyName: payload.companyName,
      email: 'tara@summit-brand.test',
      onsiteService: true,
      website: 'https://trailhead.test',
      status: 'submitted',
      ip: '198.51.100.4',
      reviewedBy: null,
      companyId: null,
    });
    expect((await t.lastMail('tara@summit-brand.test'))?.subject).toBe(
      'We received your brand registration request',
    );
  });

  it('refuses a second open request for the same address, and an address with an account', async () => {
    const first = await submitted();
    const before = await requestCount();
    const again = await submit(application({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('A request for this email is already waiting for review.');
    const member = await submit(application({ email: DEMO_USERS.onsite }));
    expect(member.statusCode).toBe(409);
    expect(member.json().msg).toBe('An account with this email already exists.');
    expect(await requestCount()).toBe(before);
  });

  it('names the fields that are wrong, and writes nothing', async () => {
    const before = await requestCount();
    const badSite = await submit(application({ website: 'ftp://trailhead.test' }));
    expect(badSite.statusCode).toBe(400);
    expect(badSite.json().data.fields).toEqual({
      'body.website': 'Enter a website address starting with http:// or https://.',
    });
    const scriptSite = await submit(application({ website: 'javascript:alert(1)' }));
    expect(Object.keys(scriptSite.json().data.fields)).toEqual(['body.website']);
    const { onsiteService: _dropped, ...withoutOnsite } = application();
    const missing = await submit({ ...withoutOnsite, note: 'x'.repeat(2001), state: 'Colorado' });
    expect(Object.keys(missing.json().data.fields).sort()).toEqual([
      'body.note',
      'body.onsiteService',
      'body.state',
    ]);
    const unknown = await submit(application({ status: 'approved' }));
    expect(unknown.statusCode).toBe(400);
    expect(await requestCount()).toBe(before);
  });

  it('limits requests per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await submit(application(), '198.51.100.66')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('GET /api/admin/brandRequestList', () => {
  it('pages the requests newest first', async () => {
    const total = await requestCount();
    const response = await list('?pageNum=1&pageSize=10');
    expect(response.statusCode).toBe(200);
    const { rows, total: listed } = response.json().data;
    expect(listed).toBe(total);
    expect(rows).toHaveLength(10);
    const times = rows.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows[0]).not.toHaveProperty('ip');

    const pages = Math.ceil(total / 10);
    const last = await list(`?pageNum=${pages}&pageSize=10`);
    expect(last.json().data.rows).toHaveLength(total - (pages - 1) * 10);
    const defaults = await list('');
    expect(defaults.json().data.rows).toHaveLength(Math.min(20, total));
  });

  it('holds the seeded demo requests: mostly submitted, the demo brands approved', async () => {
    const seeded = await t.db.select().from(brandRequests).where(eq(brandRequests.ip, ''));
    expect(seeded.length).toBeGreaterThanOrEqual(25);
    const submittedCount = seeded.filter((row) => row.status === 'submitted').length;
    expect(submittedCount).toBeGreaterThan(seeded.length / 2);
    const approved = seeded.filter((row) => row.status === 'approved').map((row) => row.companyId);
    expect(approved.sort()).toEqual([t.ids.brand, t.ids.onsiteBrand].sort());
  });

  it('filters by status', async () => {
    const response = await list('?status=rejected&pageSize=100');
    const { rows, total } = response.json().data;
    expect(total).toBeGreaterThan(0);
    expect(rows).toHaveLength(total);
    expect(
      rows.every(
        (row: { status: string; reviewNote: string }) => row.status === 'rejected' && row.reviewNote,
      ),
    ).toBe(true);
  });

  it('refuses bad paging, other roles and anonymous callers', async () => {
    const tooBig = await list('?pageSize=101');
    expect(tooBig.statusCode).toBe(400);
    expect(Object.keys(tooBig.json().data.fields)).toEqual(['querystring.pageSize']);
    expect((await list('?status=pending')).statusCode).toBe(400);
    expect((await list('', await t.authAs(DEMO_USERS.brand))).statusCode).toBe(403);
    expect((await list('', await t.authAs(DEMO_USERS.retailer))).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/auditBrandRequest', () => {
  it('approves: creates the brand and its owner and e-mails an invitation that sets the password', async () => {
    const request = await submitted({ onsiteService: true });
    const response = await audit({ id: request.id, decision: 'approved' });
    expect(response.statusCode).toBe(200);
    const { data, msg } = response.json();
    expect(msg).toBe('The request is approved.');
    expect(data).toEqual({ id: request.id, status: 'approved', companyId: expect.any(Number) });

    const [company] = await t.db.select().from(companies).where(eq(companies.id, data.companyId));
    expect(company).toMatchObject({ type: 1, onsiteAvailable: true, status: 'active', state: 'CO' });
    const [owner] = await t.db.select().from(users).where(eq(users.email, request.email));
    expect(owner).toMatchObject({ companyId: data.companyId, userType: 1, userRole: 1, passwordHash: null });
    expect(await requestRow(request.id)).toMatchObject({
      status: 'approved',
      reviewedBy: t.ids.admin,
      companyId: data.companyId,
      reviewedAt: expect.any(Date),
    });

    const mail = await t.lastMail(request.email);
    expect(mail?.subject).toBe('Your brand account is approved');
    const sign = /\/login_setup\?sign=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.text).toContain(`http://localhost:8080/ec/login_setup?sign=${sign}`);

    const check = await send(t, { method: 'POST', url: '/api/bee/urlTimeoutVerify', payload: { sign } });
    expect(check.json().data).toEqual({ valid: true, purpose: 'invite', email: request.email });
    const setup = await send(t, {
      method: 'PUT',
      url: '/api/bee/confirmPasswordEdit',
      payload: { sign, password: 'Brand-owner-1' },
    });
    expect(setup.statusCode).toBe(200);
    const [withPassword] = await t.db.select().from(users).where(eq(users.email, request.email));
    expect(await verifyPassword(withPassword?.passwordHash ?? null, 'Brand-owner-1')).toBe(true);
    // The new brand owner signs in to a working session (403 here: not an admin).
    expect((await list('', await t.authAs(request.email))).statusCode).toBe(403);
  });

  it('rejects with a reason that is e-mailed to the applicant', async () => {
    const request = await submitted();
    const noReason = await audit({ id: request.id, decision: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().data.fields)).toEqual(['body.note']);

    const response = await audit({
      id: request.id,
      decision: 'rejected',
      note: 'We need a US business address.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'The request is rejected.',
      data: { id: request.id, status: 'rejected', companyId: null },
    });
    expect(await requestRow(request.id)).toMatchObject({
      status: 'rejected',
      reviewNote: 'We need a US business address.',
      reviewedBy: t.ids.admin,
    });
    expect((await t.lastMail(request.email))?.text).toContain('We need a US business address.');
    const [user] = await t.db.select().from(users).where(eq(users.email, request.email));
    expect(user).toBeUndefined();
    // A new request after the rejection is welcome.
    expect((await submit(application({ email: request.email }))).statusCode).toBe(200);
  });

  it('decides a request once', async () => {
    const request = await submitted();
    expect((await audit({ id: request.id, decision: 'rejected', note: 'Duplicate.' })).statusCode).toBe(200);
    for (const decision of ['approved', 'rejected']) {
      const again = await audit({ id: request.id, decision, note: 'Second thoughts.' }, auditor);
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe('This request has already been decided.');
    }
    expect(await requestRow(request.id)).toMatchObject({ status: 'rejected', reviewedBy: t.ids.admin });
  });

  it('lets exactly one of two admins approving at once win', async () => {
    const request = await submitted({ companyName: 'Racing Brand Co.' });
    const responses = await Promise.all([
      audit({ id: request.id, decision: 'approved' }, admin),
      audit({ id: request.id, decision: 'approved' }, auditor),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const created = await t.db.select().from(companies).where(eq(companies.name, 'Racing Brand Co.'));
    expect(created).toHaveLength(1);
    const owners = await t.db.select().from(users).where(eq(users.email, request.email));
    expect(owners).toHaveLength(1);
  });

  it('keeps a request open when its address got an account meanwhile', async () => {
    const request = await submitted();
    await t.db
      .insert(users)
      .values({ companyId: t.ids.retailer, email: request.email, userType: 2, userRole: 2 });
    const response = await audit({ id: request.id, decision: 'approved' });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('An account with this email already exists.');
    expect(await requestRow(request.id)).toMatchObject({ status: 'submitted', companyId: null });
  });

  it('answers 404 for an unknown request, 400 for unknown fields, 403 for other roles', async () => {
    expect((await audit({ id: 999_999, decision: 'approved' })).statusCode).toBe(404);
    const request = await submitted();
    const extra = await audit({ id: request.id, decision: 'approved', companyId: 1 });
    expect(extra.statusCode).toBe(400);
    const brand = await audit({ id: request.id, decision: 'approved' }, await t.authAs(DEMO_USERS.brand));
    expect(brand.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/auditBrandRequest',
      payload: { id: request.id, decision: 'approved' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await requestRow(request.id)).toMatchObject({ status: 'submitted' });
  });
});
