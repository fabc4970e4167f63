import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandRequests,
  brandRetailers,
  CompanyType,
  companies,
  DealerStatus,
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
  payLogs,
} from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { companyAvailableCents, companyMovement, postTransaction } from '../money/ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

interface Summary {
  role: string;
  cards: { key: string; label: string; value: number; format: string }[];
  recent: { id: number; companyName: string; createdAt: string }[];
  trend: { label: string; points: { month: string; amount: number }[] };
}

async function summaryOf(email: string): Promise<Summary> {
  const response = await t.app.inject({ url: '/api/dashboard/summary', headers: await t.authAs(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const cardValue = (summary: Summary, key: string) => summary.cards.find((card) => card.key === key)?.value;

/** The ids of the five newest payment logs, as the payment log list (same scope) answers them. */
async function newestLogIds(email: string): Promise<number[]> {
  const response = await t.app.inject({
    url: '/api/bee/payLogList?pageSize=5',
    headers: await t.authAs(email),
  });
  return response.json().data.rows.map((row: { id: number }) => row.id);
}

/** 'YYYY-MM' of the UTC month `offset` months from the current one. */
function monthOf(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

/** Net cents of available-balance entries posted since the first day of the trend's oldest month. */
async function movedSince(since: Date, companyId?: number): Promise<number> {
  const rows = await t.db
    .select({ cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.account, LedgerAccount.companyAvailable),
        companyId === undefined ? undefined : eq(ledgerEntries.companyId, companyId),
        gte(ledgerTransactions.postedAt, since),
      ),
    );
  return rows.reduce((sum, row) => sum + row.cents, 0);
}

const trendStart = () => new Date(`${monthOf(-5)}-01T00:00:00.000Z`);
const sumCents = (summary: Summary) =>
  summary.trend.points.reduce((sum, point) => sum + Math.round(point.amount * 100), 0);

async function post(key: string, companyId: number, cents: number, postedAt: Date) {
  await t.db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyKey: key,
      kind: 'manual_adjustment',
      referenceType: 'test',
      referenceId: key,
      description: 'dashboard test',
      createdBy: null,
      entries: companyMovement(companyId, cents > 0 ? 'credit' : 'debit', Math.abs(cents)),
      postedAt,
    }),
  );
}

describe('GET /api/dashboard/summary', () => {
  it('gives an admin platform-wide figures', async () => {
    const summary = await summaryOf(DEMO_USERS.admin);
    expect(summary.role).toBe('admin');
    expect(summary.cards.map((card) => [card.key, card.format])).toEqual([
      ['brands', 'count'],
      ['retailers', 'count'],
      ['payLogsPendingAudit', 'count'],
      ['brandRequestsSubmitted', 'count'],
      ['balancesOwed', 'money'],
    ]);
    expect(summary.cards.every((card) => card.label.length > 0)).toBe(true);
    const [brands] = await t.db
      .select({ n: count() })
      .from(companies)
      .where(eq(companies.type, CompanyType.brand));
    const [retailers] = await t.db
      .select({ n: count() })
      .from(companies)
      .where(eq(companies.type, CompanyType.retailer));
    const [pending] = await t.db
      .select({ n: count() })
      .from(payLogs)
      .where(eq(payLogs.status, 'pending_audit'));
    const [requests] = await t.db
      .select({ n: count() })
      .from(brandRequests)
      .where(eq(brandRequests.status, 'submitted'));
    expect(cardValue(summary, 'brands')).toBe(2);
    expect(cardValue(summary, 'brands')).toBe(brands?.n);
    expect(cardValue(summary, 'retailers')).toBe(retailers?.n);
    expect(cardValue(summary, 'payLogsPendingAudit')).toBe(pending?.n);
    expect(cardValue(summary, 'brandRequestsSubmitted')).toBe(requests?.n);
    let owed = 0;
    for (const company of await t.db.select({ id: companies.id }).from(companies)) {
      owed += await companyAvailableCents(t.db, company.id);
    }
    expect(cardValue(summary, 'balancesOwed')).toBe(owed / 100);
    expect(summary.recent.map((log) => log.id)).toEqual(await newestLogIds(DEMO_USERS.admin));
    expect(new Set(summary.recent.map((log) => log.companyName)).size).toBeGreaterThan(1);
  });

  it("gives a brand user their company's figures and logs only", async () => {
    const summary = await summaryOf(DEMO_USERS.brand);
    expect(summary.role).toBe('brand');
    expect(summary.cards.map((card) => card.key)).toEqual([
      'availableBalance',
      'retailers',
      'payLogsPendingAudit',
    ]);
    expect(cardValue(summary, 'availableBalance')).toBe(12_345.67);
    expect(cardValue(summary, 'availableBalance')).toBe(
      (await companyAvailableCents(t.db, t.ids.brand)) / 100,
    );
    const [linked] = await t.db
      .select({ n: count() })
      .from(brandRetailers)
      .where(
        and(eq(brandRetailers.brandCompanyId, t.ids.brand), eq(brandRetailers.status, DealerStatus.active)),
      );
    expect(cardValue(summary, 'retailers')).toBe(linked?.n);
    const [pending] = await t.db
      .select({ n: count() })
      .from(payLogs)
      .where(and(eq(payLogs.companyId, t.ids.brand), eq(payLogs.status, 'pending_audit')));
    expect(cardValue(summary, 'payLogsPendingAudit')).toBe(pending?.n);
    expect(summary.recent.length).toBeGreaterThan(0);
    expect(summary.recent.every((log) => log.companyName === 'Voltline Bikes')).toBe(true);
    expect(summary.recent.map((log) => log.id)).toEqual(await newestLogIds(DEMO_USERS.brand));
    expect(Object.keys(summary.recent[0] ?? {}).sort()).toEqual(
      ['amount', 'category', 'companyName', 'createdAt', 'direction', 'id', 'status'].sort(),
    );
  });

  it("gives a retailer user their company's figures and logs only", async () => {
    const summary = await summaryOf(DEMO_USERS.retailer);
    expect(summary.role).toBe('retailer');
    expect(summary.cards.map((card) => card.key)).toEqual([
      'availableBalance',
      'brands',
      'payLogsPendingAudit',
    ]);
    expect(cardValue(summary, 'availableBalance')).toBe(
      (await companyAvailableCents(t.db, t.ids.retailer)) / 100,
    );
    expect(cardValue(summary, 'brands')).toBe(2);
    expect(cardValue(summary, 'payLogsPendingAudit')).toBe(1);
    expect(summary.recent.every((log) => log.companyName === 'Harbor Cycles')).toBe(true);
    expect(summary.recent.map((log) => log.id)).toEqual(await newestLogIds(DEMO_USERS.retailer));
  });

  it('trends six UTC months, the current one last, summing the movements in that window', async () => {
    const months = [-5, -4, -3, -2, -1, 0].map(monthOf);
    for (const email of [DEMO_USERS.onsite, DEMO_USERS.admin]) {
      const summary = await summaryOf(email);
      expect(summary.trend.label.length).toBeGreaterThan(0);
      expect(summary.trend.points.map((point) => point.month)).toEqual(months);
      const companyId = email === DEMO_USERS.admin ? undefined : t.ids.onsiteBrand;
      expect(sumCents(summary)).toBe(await movedSince(trendStart(), companyId));
    }
  });

  it('puts a movement in the UTC month it was posted in; older ones fall out of the window', async () => {
    const before = await summaryOf(DEMO_USERS.onsite);
    const adminBefore = await summaryOf(DEMO_USERS.admin);
    const twoAgo = new Date(`${monthOf(-2)}-01T00:00:00.000Z`);
    await post('dashboard:start-of-month', t.ids.onsiteBrand, 12_345, twoAgo);
    await post('dashboard:end-of-month', t.ids.onsiteBrand, -2_000, new Date(twoAgo.getTime() - 1));
    await post('dashboard:too-old', t.ids.onsiteBrand, 999, new Date(`${monthOf(-6)}-15T12:00:00.000Z`));
    await post('dashboard:other-company', t.ids.retailer, 700, twoAgo);

    const after = await summaryOf(DEMO_USERS.onsite);
    const change = after.trend.points.map((point, i) =>
      Math.round((point.amount - (before.trend.points[i]?.amount ?? 0)) * 100),
    );
    expect(change).toEqual([0, 0, -2_000, 12_345, 0, 0]);
    const admin = await summaryOf(DEMO_USERS.admin);
    expect(sumCents(admin) - sumCents(adminBefore)).toBe(12_345 - 2_000 + 700);
    expect(sumCents(admin)).toBe(await movedSince(trendStart()));
    for (const point of admin.trend.points) {
      expect(Number.isInteger(Math.round(point.amount * 100))).toBe(true);
      expect(typeof point.amount).toBe('number');
    }
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ url: '/api/dashboard/summary' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, data: null });
  });
});
