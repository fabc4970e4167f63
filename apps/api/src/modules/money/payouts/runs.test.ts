import type { AmountRow } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, payouts } from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import type { TestApp } from '../../../test/testApp.ts';
import { testEngine } from '../../../test/testApp.ts';
import { addUser } from '../../company/testKit.ts';
import { submitPayout } from './lifecycle.ts';
import {
  type Auth,
  confirm,
  createPayoutsTestApp,
  credit,
  payableCompany,
  preview,
  runPayouts,
} from './testKit.ts';

let t: TestApp;
let admin: Auth;
let finance: Auth;
let support: Auth;

beforeAll(async () => {
  ({ t } = await createPayoutsTestApp());
  admin = await t.authAs(DEMO_USERS.admin);
  finance = await t.authAs(DEMO_USERS.finance);
  support = await t.authAs(DEMO_USERS.support);
}, 60_000);
afterAll(() => t?.close());

const get = (auth: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: auth });

describe(`POST /api/admin/payoutRuns/preview (${testEngine})`, () => {
  it('pays each company its available balance and says who is skipped and why', async () => {
    const ready = await payableCompany(t, 123_456);
    const small = await payableCompany(t, 2_499);
    const notStarted = await payableCompany(t, 50_000, { setUp: false });
    const halfway = await payableCompany(t, 40_000, { setUp: false });
    await t.app.inject({ method: 'POST', url: '/api/payouts/setup/start', headers: halfway.owner });
    const waiting = await payableCompany(t, 30_000);
    await runPayouts(t, admin, [waiting.companyId]);
    await credit(t, waiting.companyId, 5_000);

    const ids = [ready, small, notStarted, halfway, waiting].map((company) => company.companyId);
    const response = await preview(t, finance, ids);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.payouts).toEqual([
      {
        companyId: ready.companyId,
        companyName: expect.any(String),
        amountCents: 123_456,
        transactionCount: 1,
        destinationLast4: '6789',
      },
    ]);
    expect(data.totalCents).toBe(123_456);
    const reasons = Object.fromEntries(
      data.skipped.map((row: { companyId: number; reason: string; message: string }) => [
        row.companyId,
        [row.reason, row.message],
      ]),
    );
    expect(reasons).toEqual({
      [small.companyId]: ['below_minimum', 'Below the minimum payout of $25.00: $24.99 available.'],
      [notStarted.companyId]: ['payouts_not_enabled', 'The company has not started its payout set-up.'],
      [halfway.companyId]: ['payouts_not_enabled', 'Payout set-up not finished: 4 steps still required.'],
      [waiting.companyId]: [
        'payout_in_flight',
        'A payout of this company is still waiting to go to the provider.',
      ],
    });
    expect(data.previewToken).toMatch(/^[0-9a-f]{64}$/);
    // The same balances give the same token.
    expect((await preview(t, admin, [...ids].reverse())).json().data.previewToken).toBe(data.previewToken);
  });

  it('takes every company with money when no list is given, and refuses an unknown company', async () => {
    const company = await payableCompany(t, 7_700);
    const all = (await preview(t, admin)).json().data;
    expect(all.payouts.map((row: { companyId: number }) => row.companyId)).toContain(company.companyId);
    expect(all.skipped.every((row: { availableCents: number }) => row.availableCents > 0)).toBe(true);
    expect((await preview(t, admin, [company.companyId, 2_000_000])).statusCode).toBe(404);
    expect((await preview(t, admin, [t.ids.platform])).statusCode).toBe(404);
  });
});

describe(`POST /api/admin/payoutRuns (${testEngine})`, () => {
  it('queues the previewed payouts; the same key answers the same run and queues nothing more', async () => {
    const one = await payableCompany(t, 10_000);
    const two = await payableCompany(t, 20_000);
    const companyIds = [one.companyId, two.companyId];
    const { previewToken } = (await preview(t, admin, companyIds)).json().data;
    const first = await confirm(t, admin, { companyIds, previewToken }, 'run-key-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().msg).toBe('2 payouts queued.');
    const result = first.json().data;
    expect(result.payouts.map((row: { amountCents: number }) => row.amountCents)).toEqual([10_000, 20_000]);
    expect(result.skipped).toEqual([]);

    const again = await confirm(t, admin, { companyIds, previewToken }, 'run-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.runId).toBe(result.runId);
    const made = await t.db.select().from(payouts).where(eq(payouts.companyId, one.companyId));
    expect(made).toHaveLength(1);
  });

  it('refuses (409) a confirmation whose balances moved since the preview', async () => {
    const company = await payableCompany(t, 9_000);
    const { previewToken } = (await preview(t, admin, [company.companyId])).json().data;
    await credit(t, company.companyId, 1);
    const stale = await confirm(t, admin, { companyIds: [company.companyId], previewToken });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(
      'Balances have changed since this preview: preview the run again, check it and confirm that.',
    );
    expect(await t.db.select().from(payouts).where(eq(payouts.companyId, company.companyId))).toEqual([]);
  });

  it('needs an Idempotency-Key and a preview token', async () => {
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payoutRuns',
      headers: admin,
      payload: { previewToken: 'x' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().data.fields).toHaveProperty(['headers.idempotency-key']);
    const noToken = await confirm(t, admin, {});
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().data.fields).toHaveProperty(['body.previewToken']);
  });

  it('is for super admins and finance admins only (the Amount list permission), on the server', async () => {
    const company = await payableCompany(t, 3_000);
    const brand = await t.authAs(DEMO_USERS.brand);
    const retailer = await t.authAs(DEMO_USERS.retailer);
    for (const auth of [support, brand, retailer, company.owner]) {
      expect((await preview(t, auth, [company.companyId])).statusCode).toBe(403);
      expect((await confirm(t, auth, { previewToken: 'x' })).statusCode).toBe(403);
    }
    expect((await preview(t, support)).json().msg).toBe('Only a super admin or a finance admin can do this.');
    expect((await preview(t, finance, [company.companyId])).statusCode).toBe(200);
  });
});

describe(`GET /api/admin/amounts and /export (${testEngine})`, () => {
  it("lists every company's balances, set-up and last payout, with filters and sorts", async () => {
    const name = `Amount Test ${process.pid}`;
    const paid = await payableCompany(t, 80_000);
    const rich = await payableCompany(t, 90_000, { setUp: false });
    const brand = await payableCompany(t, 1_000, { type: 1, setUp: false });
    for (const [i, company] of [paid, rich, brand].entries()) {
      await t.db
        .update(companies)
        .set({ name: `${name} ${i}` })
        .where(eq(companies.id, company.companyId));
    }
    const [payout] = (await runPayouts(t, admin, [paid.companyId])).payouts;
    await credit(t, paid.companyId, 500);

    const list = async (query: string) => {
      const response = await get(finance, `/api/admin/amounts?name=${encodeURIComponent(name)}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { rows: AmountRow[]; total: number };
    };
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.companyId)).toEqual([rich.companyId, brand.companyId, paid.companyId]);
    expect(all.rows[2]).toEqual({
      companyId: paid.companyId,
      companyName: `${name} 0`,
      type: 2,
      availableCents: 500,
      pendingCents: 0,
      inTransitCents: 80_000,
      payoutsEnabled: true,
      requirementsDue: [],
      lastPayout: {
        id: payout?.id,
        number: expect.stringMatching(/^PO-\d{6}$/),
        amountCents: 80_000,
        status: 'pending',
        createdAt: expect.any(String),
      },
    });
    expect(all.rows[0]).toMatchObject({
      payoutsEnabled: null,
      requirementsDue: ['business_profile', 'representative', 'external_account', 'tos_acceptance'],
      lastPayout: null,
    });
    expect((await list('sort=available_asc')).rows.map((row) => row.companyId)).toEqual([
      paid.companyId,
      brand.companyId,
      rich.companyId,
    ]);
    expect((await list('sort=name')).rows.map((row) => row.companyId)).toEqual([
      paid.companyId,
      rich.companyId,
      brand.companyId,
    ]);
    expect((await list('type=1')).rows.map((row) => row.companyId)).toEqual([brand.companyId]);
    expect((await list('minAvailableCents=1000')).total).toBe(2);
    expect((await list('payoutsEnabled=yes')).rows.map((row) => row.companyId)).toEqual([paid.companyId]);
    expect((await list('payoutsEnabled=no')).total).toBe(2);
    expect((await list('requirementsDue=no')).rows.map((row) => row.companyId)).toEqual([paid.companyId]);
    expect((await list('requirementsDue=yes')).total).toBe(2);
    expect((await list('pageSize=1&pageNum=2')).rows.map((row) => row.companyId)).toEqual([brand.companyId]);

    const csv = await get(finance, `/api/admin/amounts/export?name=${encodeURIComponent(name)}&type=2`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')).toEqual([
      'Company,Type,Available,Pending,In transit,Payouts enabled,Requirements due,Last payout,Last payout amount,Last payout status,Last payout created at',
      `${name} 1,Retailer,900.00,0.00,0.00,Not started,business_profile representative external_account tos_acceptance,,,,`,
      expect.stringMatching(
        new RegExp(`^${name} 0,Retailer,5\\.00,0\\.00,800\\.00,Yes,,PO-\\d{6},800\\.00,pending,`),
      ),
      '',
    ]);
  });

  it('is for super admins and finance admins; support, brands and retailers get 403', async () => {
    const owner = await addUser(t, t.ids.retailer);
    for (const auth of [support, await t.authAs(DEMO_USERS.brand), owner.auth]) {
      expect((await get(auth, '/api/admin/amounts')).statusCode).toBe(403);
      expect((await get(auth, '/api/admin/amounts/export')).statusCode).toBe(403);
    }
    expect((await get(admin, '/api/admin/amounts')).statusCode).toBe(200);
    const bad = await get(admin, '/api/admin/amounts?sort=richest&minAvailableCents=-1');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields)).toEqual(
      expect.arrayContaining(['querystring.sort', 'querystring.minAvailableCents']),
    );
  });
});

describe(`a run after a payout went to the provider (${testEngine})`, () => {
  it('pays what came in since, and only that', async () => {
    const company = await payableCompany(t, 6_000);
    const [first] = (await runPayouts(t, admin, [company.companyId])).payouts;
    await submitPayout(t.db, t.payouts.provider, first?.id ?? 0);
    await credit(t, company.companyId, 2_600);
    const [second] = (await runPayouts(t, admin, [company.companyId])).payouts;
    expect(second).toMatchObject({ amountCents: 2_600, transactionCount: 1 });
  });
});
