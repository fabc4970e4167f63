import type { TransactionRow, TransactionTotals } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandStatements, LedgerAccount, payoutItems, payouts } from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import { approveInFull, claimUnderReview } from '../../claims/testKit.ts';
import { type Auth, get } from '../../warranty/testKit.ts';
import { LedgerKind } from '../kinds.ts';
import { postTransaction } from '../ledger.ts';
import { releaseDuePending } from '../release.ts';

const DAY_MS = 86_400_000;

let t: TestApp;
let admin: Auth;
let auditor: Auth;
let brand: Auth;
let retailer: Auth;
let summit: Auth;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs(DEMO_USERS.admin);
  auditor = await t.authAs(DEMO_USERS.auditor);
  brand = await t.authAs(DEMO_USERS.brand);
  retailer = await t.authAs(DEMO_USERS.retailer);
  summit = await t.authAs(DEMO_USERS.summit);
}, 120_000);
afterAll(() => t?.close());

interface ReportPage {
  rows: TransactionRow[];
  total: number;
  totals: TransactionTotals;
}

async function report(auth: Auth, query: Record<string, string | number> = {}): Promise<ReportPage> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await get(t, `/api/transactions?${search}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Every row of the report with these filters, page by page. */
async function allRows(auth: Auth, query: Record<string, string | number> = {}): Promise<TransactionRow[]> {
  const rows: TransactionRow[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await report(auth, { ...query, pageNum, pageSize: 100 });
    rows.push(...page.rows);
    if (rows.length >= page.total) return rows;
  }
}

/** `count` of the retailer's available credits no payout has settled, newest first. */
async function unsettledCredits(count: number): Promise<TransactionRow[]> {
  const rows = await allRows(retailer, { status: 'available' });
  const credits = rows.filter(
    (row) => row.payout === null && row.netCents > 0 && row.type !== 'payout_failure',
  );
  expect(credits.length).toBeGreaterThanOrEqual(count);
  return credits.slice(0, count);
}

const sumOf = (rows: TransactionRow[], key: 'grossCents' | 'feeCents' | 'netCents') =>
  rows.reduce((sum, row) => sum + row[key], 0);

const totalsOf = (rows: TransactionRow[]): TransactionTotals => ({
  count: rows.length,
  grossCents: sumOf(rows, 'grossCents'),
  feeCents: sumOf(rows, 'feeCents'),
  netCents: sumOf(rows, 'netCents'),
});

/** A claim of the retailer approved in full by the brand (compensated at once): the claim and its amount. */
async function compensatedClaim() {
  const claim = await claimUnderReview(t, retailer, brand);
  const approved = await approveInFull(t, claim, brand);
  expect(approved.statusCode, approved.body).toBe(200);
  const detail = approved.json().data;
  expect(detail.status).toBe('compensated');
  return {
    id: claim.id as number,
    number: claim.number as string,
    cents: detail.approvedTotalCents as number,
  };
}

/** A payment log entered by one admin and approved by another: its id. */
async function approvedPayLog(companyId: number, direction: 'credit' | 'debit', amount: string) {
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/bee/adminAddPayLog',
    headers: admin,
    payload: { companyId, direction, amount, category: 'correction' },
  });
  expect(added.statusCode, added.body).toBe(200);
  const id = added.json().data.id as number;
  const audited = await t.app.inject({
    method: 'PUT',
    url: '/api/bee/auditPayLog',
    headers: auditor,
    payload: { id, decision: 'approved' },
  });
  expect(audited.statusCode, audited.body).toBe(200);
  return id;
}

let payoutSeq = 0;

/**
 * A payout of the retailer as the payout slice records one: the row, the transactions it settles
 * (`payout_items`), and its ledger posting (available → in transit, the fee to the platform).
 */
async function payoutOf(companyId: number, items: TransactionRow[], feeCents: number) {
  payoutSeq += 1;
  const amountCents = sumOf(items, 'netCents');
  return t.db.transaction(async (tx) => {
    const [payout] = await tx
      .insert(payouts)
      .values({
        number: `PO-T${process.pid}${payoutSeq}`,
        companyId,
        amountCents,
        feeCents,
        status: 'pending',
        provider: 'test',
        idempotencyKey: `test:payout:${process.pid}:${payoutSeq}`,
        destinationLast4: '6789',
      })
      .returning();
    if (!payout) throw new Error('no payout');
    await tx.insert(payoutItems).values(
      items.map((item) => ({
        payoutId: payout.id,
        transactionId: item.id,
        companyId,
        amountCents: item.netCents,
      })),
    );
    const transactionId = await postTransaction(tx, {
      idempotencyKey: `payout:${payout.id}:create`,
      kind: LedgerKind.payout,
      referenceType: 'payout',
      referenceId: String(payout.id),
      description: `Payout ${payout.number}`,
      createdBy: null,
      entries: [
        { companyId, account: LedgerAccount.companyAvailable, amountCents: -(amountCents + feeCents) },
        { companyId, account: LedgerAccount.companyPayoutInTransit, amountCents },
        ...(feeCents ? [{ companyId, account: LedgerAccount.platformFees, amountCents: feeCents }] : []),
      ],
    });
    return { ...payout, transactionId };
  });
}

/** The payout paid: in transit → the platform's cash (no row of the report). */
function payoutPaid(payout: { id: number; companyId: number; amountCents: number }) {
  return t.db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyKey: `payout:${payout.id}:paid`,
      kind: LedgerKind.payoutPaid,
      referenceType: 'payout',
      referenceId: String(payout.id),
      description: 'Payout paid',
      createdBy: null,
      entries: [
        {
          companyId: payout.companyId,
          account: LedgerAccount.companyPayoutInTransit,
          amountCents: -payout.amountCents,
        },
        { companyId: null, account: LedgerAccount.platformCash, amountCents: payout.amountCents },
      ],
    }),
  );
}

/** The payout failed: its money and fee back to available, its transactions free again. */
function payoutFailed(payout: { id: number; companyId: number; amountCents: number; feeCents: number }) {
  return t.db.transaction(async (tx) => {
    await tx.update(payoutItems).set({ released: true }).where(eq(payoutItems.payoutId, payout.id));
    await tx.update(payouts).set({ status: 'failed' }).where(eq(payouts.id, payout.id));
    return postTransaction(tx, {
      idempotencyKey: `payout:${payout.id}:failure`,
      kind: LedgerKind.payoutFailure,
      referenceType: 'payout',
      referenceId: String(payout.id),
      description: 'Payout failed: account closed',
      createdBy: null,
      entries: [
        {
          companyId: payout.companyId,
          account: LedgerAccount.companyPayoutInTransit,
          amountCents: -payout.amountCents,
        },
        {
          companyId: payout.companyId,
          account: LedgerAccount.companyAvailable,
          amountCents: payout.amountCents + payout.feeCents,
        },
        { companyId: payout.companyId, account: LedgerAccount.platformFees, amountCents: -payout.feeCents },
      ],
    });
  });
}

/** A brand's monthly statement charged to its card (the billing slice's posting). */
async function brandCharge(brandId: number, cents: number) {
  return t.db.transaction(async (tx) => {
    const [statement] = await tx
      .insert(brandStatements)
      .values({
        number: `ST-209901-${brandId}`,
        brandCompanyId: brandId,
        period: '2099-01',
        coversThrough: new Date('2099-02-01T00:00:00Z'),
        totalCents: cents,
        status: 'paid',
      })
      .returning();
    if (!statement) throw new Error('no statement');
    await postTransaction(tx, {
      idempotencyKey: `statement:${statement.id}:charge`,
      kind: LedgerKind.brandCharge,
      referenceType: 'brand_statement',
      referenceId: String(statement.id),
      description: `Statement ${statement.number} charged`,
      createdBy: null,
      entries: [
        { companyId: brandId, account: LedgerAccount.companyReceivable, amountCents: cents },
        { companyId: null, account: LedgerAccount.platformCash, amountCents: -cents },
      ],
    });
    return statement;
  });
}

describe('GET /api/transactions', () => {
  it("puts an approved claim in the retailer's report as pending money, and in the brand's as owed", async () => {
    const claim = await compensatedClaim();
    const [row] = (await report(retailer, { pageSize: 1 })).rows;
    expect(row).toMatchObject({
      type: 'claim_compensation',
      reference: { type: 'warranty_claim', id: claim.id, label: claim.number },
      grossCents: claim.cents,
      feeCents: 0,
      netCents: claim.cents,
      currency: 'usd',
      status: 'pending',
      payout: null,
    });
    expect(Date.parse(row?.availableOn ?? '') - Date.parse(row?.postedAt ?? '')).toBe(2 * DAY_MS);

    // The brand owes it: the same transaction, negative, with nothing pending.
    const brandRows = await allRows(brand, { type: 'claim_compensation' });
    expect(brandRows.find((r) => r.id === row?.id)).toMatchObject({
      reference: { type: 'warranty_claim', id: claim.id, label: claim.number },
      grossCents: -claim.cents,
      netCents: -claim.cents,
      status: 'available',
      availableOn: null,
    });
  });

  it('turns a row available once its pending money is released, keeping the date it became available', async () => {
    const claim = await compensatedClaim();
    const before = (await report(retailer, { status: 'pending' })).rows.find(
      (row) => row.reference?.id === claim.id,
    );
    expect(before?.status).toBe('pending');
    await releaseDuePending(t.db, new Date(Date.now() + 3 * DAY_MS));
    const after = (await allRows(retailer, { type: 'claim_compensation' })).find(
      (row) => row.id === before?.id,
    );
    expect(after).toMatchObject({
      status: 'available',
      availableOn: before?.availableOn,
      netCents: claim.cents,
    });
    // The release itself is no row of its own: the money was counted when it came in.
    expect((await allRows(retailer)).filter((row) => row.id === before?.id)).toHaveLength(1);
    expect((await report(retailer, { status: 'pending' })).rows.map((row) => row.id)).not.toContain(
      before?.id,
    );
  });

  it('names a payment log and shows a debit as a negative row', async () => {
    const credit = await approvedPayLog(t.ids.retailer, 'credit', '120.50');
    const debit = await approvedPayLog(t.ids.retailer, 'debit', '20.25');
    const rows = await allRows(retailer, { type: 'payment_log' });
    expect(rows.find((row) => row.reference?.id === credit)).toMatchObject({
      reference: { type: 'pay_log', id: credit, label: `Payment log #${credit}` },
      grossCents: 12_050,
      netCents: 12_050,
      status: 'available',
      availableOn: null,
    });
    expect(rows.find((row) => row.reference?.id === debit)).toMatchObject({
      grossCents: -2_025,
      netCents: -2_025,
    });
  });

  it('shows a payout once, with its fee, and the payout that settled each transaction; a failure gives them back', async () => {
    const settled = await unsettledCredits(2);
    const payout = await payoutOf(t.ids.retailer, settled, 150);

    const rows = await allRows(retailer);
    expect(rows.find((row) => row.id === payout.transactionId)).toMatchObject({
      type: 'payout',
      reference: { type: 'payout', id: payout.id, label: payout.number },
      grossCents: -payout.amountCents,
      feeCents: 150,
      netCents: -payout.amountCents - 150,
      status: 'available',
    });
    for (const item of settled) {
      expect(rows.find((row) => row.id === item.id)?.payout).toEqual({
        id: payout.id,
        number: payout.number,
      });
    }
    // The drill-down: exactly the transactions it settled.
    const drill = await report(retailer, { payoutId: payout.id });
    expect(drill.rows.map((row) => row.id).sort()).toEqual(settled.map((row) => row.id).sort());
    expect(drill.totals.netCents).toBe(payout.amountCents);

    // A failure returns the money and the fee; the transactions are no longer settled.
    const failureId = await payoutFailed(payout);
    const after = await allRows(retailer);
    expect(after.find((row) => row.id === failureId)).toMatchObject({
      type: 'payout_failure',
      reference: { type: 'payout', id: payout.id, label: payout.number },
      grossCents: payout.amountCents,
      feeCents: -150,
      netCents: payout.amountCents + 150,
    });
    for (const item of settled) expect(after.find((row) => row.id === item.id)?.payout).toBeNull();
    // The failed payout's drill-down still lists what it took and gave back.
    expect((await report(retailer, { payoutId: payout.id })).total).toBe(settled.length);
  });

  it('does not count a paid payout twice: the money left when the payout was made', async () => {
    const before = await report(retailer, { pageSize: 1 });
    const [item] = await unsettledCredits(1);
    if (!item) throw new Error('no available credit');
    const payout = await payoutOf(t.ids.retailer, [item], 0);
    await payoutPaid(payout);
    const after = await report(retailer, { pageSize: 1 });
    expect(after.total).toBe(before.total + 1);
    expect(after.totals.netCents).toBe(before.totals.netCents - payout.amountCents);
    expect((await allRows(retailer)).find((row) => row.id === item.id)?.payout?.id).toBe(payout.id);
  });

  it("shows a brand's statement charge as a positive row", async () => {
    const statement = await brandCharge(t.ids.brand, 55_000);
    const [row] = (await report(brand, { type: 'brand_charge' })).rows;
    expect(row).toMatchObject({
      type: 'brand_charge',
      reference: { type: 'brand_statement', id: statement.id, label: statement.number },
      grossCents: 55_000,
      netCents: 55_000,
    });
  });

  it('answers newest first, paged, with the totals of every filtered row', async () => {
    const rows = await allRows(retailer);
    expect(rows.length).toBeGreaterThan(5);
    const stamps = rows.map((row) => Date.parse(row.postedAt));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    const page2 = await report(retailer, { pageNum: 2, pageSize: 3 });
    expect(page2.rows.map((row) => row.id)).toEqual(rows.slice(3, 6).map((row) => row.id));
    expect(page2.total).toBe(rows.length);
    expect(page2.totals).toEqual(totalsOf(rows));
    // Net is the company's balance: what came in, less what went out in payouts and fees.
    expect(rows.every((row) => row.grossCents - row.feeCents === row.netCents)).toBe(true);
  });

  it('filters by type, status, date range and payout, each alone and together, with matching totals', async () => {
    await compensatedClaim();
    const rows = await allRows(retailer);
    const dates = rows.map((row) => row.postedAt.slice(0, 10)).sort();
    const middle = dates[Math.floor(dates.length / 2)] as string;
    const today = new Date().toISOString().slice(0, 10);
    const settled = rows.find((row) => row.payout !== null)?.payout?.id;
    const cases: [Record<string, string | number>, (row: TransactionRow) => boolean][] = [
      [{ type: 'claim_compensation' }, (row) => row.type === 'claim_compensation'],
      [{ type: 'payment_log' }, (row) => row.type === 'payment_log'],
      [{ type: 'payout' }, (row) => row.type === 'payout'],
      [{ status: 'pending' }, (row) => row.status === 'pending'],
      [{ status: 'available' }, (row) => row.status === 'available'],
      [{ from: middle }, (row) => row.postedAt.slice(0, 10) >= middle],
      [{ to: middle }, (row) => row.postedAt.slice(0, 10) <= middle],
      [
        { from: middle, to: today },
        (row) => row.postedAt.slice(0, 10) >= middle && row.postedAt.slice(0, 10) <= today,
      ],
      [{ payoutId: settled ?? 0 }, (row) => row.payout?.id === settled],
      [
        { type: 'claim_compensation', status: 'available', from: dates[0] as string },
        (row) => row.type === 'claim_compensation' && row.status === 'available',
      ],
    ];
    for (const [query, keep] of cases) {
      const expected = rows.filter(keep);
      const filtered = await allRows(retailer, query);
      expect(
        filtered.map((row) => row.id),
        JSON.stringify(query),
      ).toEqual(expected.map((row) => row.id));
      expect((await report(retailer, query)).totals, JSON.stringify(query)).toEqual(totalsOf(expected));
    }
    expect(rows.some((row) => row.status === 'pending')).toBe(true);
    expect(rows.some((row) => row.type === 'claim_compensation' && row.status === 'available')).toBe(true);
  });

  it('refuses bad filters with 400, naming the field', async () => {
    for (const [query, field] of [
      ['type=bonus', 'querystring.type'],
      ['status=paid', 'querystring.status'],
      ['from=2026-13-01', 'querystring.from'],
      ['from=2026-05-02&to=2026-05-01', 'querystring.to'],
      ['payoutId=abc', 'querystring.payoutId'],
      ['pageSize=1000', 'querystring.pageSize'],
    ] as const) {
      for (const path of ['/api/transactions', '/api/transactions/export']) {
        const response = await get(t, `${path}?${query}`, retailer);
        expect(response.statusCode, query).toBe(400);
        expect(Object.keys(response.json().data.fields), query).toContain(field);
      }
    }
  });
});

describe('tenant isolation', () => {
  it("keeps every company to its own transactions; another company's id or payout is 404", async () => {
    const harbor = await allRows(retailer);
    const others = await allRows(summit);
    const harborIds = new Set(harbor.map((row) => row.id));
    expect(others.some((row) => harborIds.has(row.id))).toBe(false);

    const harborPayout = harbor.find((row) => row.payout)?.payout?.id;
    for (const query of [
      `companyId=${t.ids.retailer}`,
      `companyId=${t.ids.brand}`,
      `payoutId=${harborPayout}`,
    ]) {
      for (const path of ['/api/transactions', '/api/transactions/export']) {
        expect((await get(t, `${path}?${query}`, summit)).statusCode, `${path}?${query}`).toBe(404);
      }
    }
    // Naming one's own company is the same as naming none.
    expect((await report(retailer, { companyId: t.ids.retailer })).total).toBe(harbor.length);
  });

  it('makes an admin name the company, and shows them what the company sees', async () => {
    const response = await get(t, '/api/transactions', admin);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields)).toEqual(['querystring.companyId']);
    expect((await get(t, '/api/transactions?companyId=999999', admin)).statusCode).toBe(404);
    expect(await report(admin, { companyId: t.ids.retailer })).toEqual(await report(retailer));
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/transactions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/transactions/export' })).statusCode).toBe(401);
  });
});

/** The CSV's lines as fields (the report's text has no quotes or line breaks here). */
function csvRows(body: string): string[][] {
  return body
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((field) => field.replace(/^"|"$/g, '')));
}

describe('GET /api/transactions/export', () => {
  it('holds exactly the filtered rows, in the same order, amounts in dollars', async () => {
    const queries: Record<string, string>[] = [
      {},
      { type: 'claim_compensation', status: 'available' },
      { status: 'pending' },
    ];
    for (const query of queries) {
      const rows = await allRows(retailer, query);
      const search = new URLSearchParams(query);
      const response = await get(t, `/api/transactions/export?${search}`, retailer);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const [header, ...lines] = csvRows(response.body);
      expect(header).toEqual([
        'Date',
        'Type',
        'Description',
        'Reference',
        'Gross',
        'Fee',
        'Net',
        'Currency',
        'Status',
        'Available on',
        'Payout',
      ]);
      expect(lines).toEqual(
        rows.map((row) => [
          row.postedAt,
          row.type,
          row.description,
          row.reference?.label ?? '',
          (row.grossCents / 100).toFixed(2),
          (row.feeCents / 100).toFixed(2),
          (row.netCents / 100).toFixed(2),
          'USD',
          row.status,
          row.availableOn ?? '',
          row.payout?.number ?? '',
        ]),
      );
    }
  });

  it("gives an admin the named company's CSV and nothing without one", async () => {
    const own = await get(t, '/api/transactions/export', retailer);
    const asAdmin = await get(t, `/api/transactions/export?companyId=${t.ids.retailer}`, admin);
    expect(asAdmin.body).toBe(own.body);
    expect((await get(t, '/api/transactions/export', admin)).statusCode).toBe(400);
  });
});
