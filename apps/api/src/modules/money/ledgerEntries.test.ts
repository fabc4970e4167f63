import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerAccount, ledgerEntries } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { companyAvailableCents, companyMovement, postTransaction } from './ledger.ts';

let t: TestApp;
let brand: { authorization: string };
let retailer: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  brand = await t.authAs(DEMO_USERS.brand);
  retailer = await t.authAs(DEMO_USERS.retailer);
}, 60_000);
afterAll(() => t?.close());

interface EntryRow {
  id: number;
  postedAt: string;
  amount: number;
  balanceAfter: number;
}

async function entries(auth: { authorization?: string }, query = 'pageSize=100') {
  return t.app.inject({ url: `/api/onsite/fn/ledgerEntries?${query}`, headers: auth });
}

async function pageOf(auth: { authorization: string }, query = 'pageSize=100') {
  const response = await entries(auth, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { rows: EntryRow[]; total: number };
}

const cents = (amount: number) => Math.round(amount * 100);

async function entryCount(companyId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.account, LedgerAccount.companyAvailable)),
    );
  return row?.n ?? 0;
}

describe('GET /api/onsite/fn/ledgerEntries', () => {
  it("lists the company's entries newest first, each with the balance right after it", async () => {
    const { rows, total } = await pageOf(brand);
    expect(total).toBe(await entryCount(t.ids.brand));
    expect(rows).toHaveLength(total);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        'amount',
        'balanceAfter',
        'description',
        'id',
        'kind',
        'postedAt',
        'referenceId',
        'referenceType',
      ].sort(),
    );
    expect(rows[0]?.balanceAfter).toBe(12_345.67);
    expect(cents(rows[0]?.balanceAfter ?? 0)).toBe(await companyAvailableCents(t.db, t.ids.brand));
    for (const [i, row] of rows.entries()) {
      const older = rows[i + 1];
      if (!older) {
        expect(row.balanceAfter).toBe(row.amount);
        continue;
      }
      expect(row.postedAt >= older.postedAt).toBe(true);
      expect(cents(row.balanceAfter)).toBe(cents(older.balanceAfter) + cents(row.amount));
    }
    expect(rows.some((row) => row.amount < 0)).toBe(true);
  });

  it('pages without changing the balances', async () => {
    const all = (await pageOf(brand)).rows;
    const second = await pageOf(brand, 'pageNum=2&pageSize=2');
    expect(second.total).toBe(all.length);
    expect(second.rows).toEqual(all.slice(2, 4));
    const beyond = await pageOf(brand, 'pageNum=50&pageSize=20');
    expect(beyond.rows).toEqual([]);
  });

  it('orders entries posted at the same instant by id, newest first', async () => {
    const before = await companyAvailableCents(t.db, t.ids.retailer);
    const postedAt = new Date();
    for (const [key, amount] of [
      ['ledger-entries:first', 100],
      ['ledger-entries:second', 250],
    ] as const) {
      await t.db.transaction((tx) =>
        postTransaction(tx, {
          idempotencyKey: key,
          kind: 'manual_adjustment',
          referenceType: 'test',
          referenceId: key,
          description: key,
          createdBy: null,
          entries: companyMovement(t.ids.retailer, 'credit', amount),
          postedAt,
        }),
      );
    }
    const [newest, next] = (await pageOf(retailer, 'pageSize=2')).rows;
    expect(newest?.postedAt).toBe(postedAt.toISOString());
    expect(next?.postedAt).toBe(postedAt.toISOString());
    expect(newest?.id).toBeGreaterThan(next?.id ?? Number.MAX_SAFE_INTEGER);
    expect([newest?.amount, next?.amount]).toEqual([2.5, 1]);
    expect(cents(next?.balanceAfter ?? 0)).toBe(before + 100);
    expect(cents(newest?.balanceAfter ?? 0)).toBe(before + 350);
  });

  it("never shows another company's entries", async () => {
    const brandIds = (await pageOf(brand)).rows.map((row) => row.id);
    const { rows, total } = await pageOf(retailer);
    expect(total).toBe(await entryCount(t.ids.retailer));
    const retailerIds = rows.map((row) => row.id);
    expect(retailerIds.filter((id) => brandIds.includes(id))).toEqual([]);
    const owners = await t.db
      .selectDistinct({ companyId: ledgerEntries.companyId, account: ledgerEntries.account })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.id, retailerIds));
    expect(owners).toEqual([{ companyId: t.ids.retailer, account: LedgerAccount.companyAvailable }]);
    expect(rows[0]?.balanceAfter).toBe((await companyAvailableCents(t.db, t.ids.retailer)) / 100);
  });

  it('needs a session and a valid page', async () => {
    const anonymous = await entries({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 401, data: null });
    const bad = await entries(brand, 'pageSize=101');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields)).toEqual(['querystring.pageSize']);
  });
});
