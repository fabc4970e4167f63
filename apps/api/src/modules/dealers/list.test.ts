// The lists of the dealer network: a brand's retailers (filters, paging, sort, counts, CSV with the same
// filters), the invite dialog's candidates and a retailer's brands.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandRetailers, shops, warrantyClaims } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { type Auth, get } from '../warranty/testKit.ts';

let t: TestApp;
let brand: Auth;
let dealer: Auth;

type Row = {
  retailer: { id: number; name: string };
  status: string;
  initiatedBy: string;
  dealerNumber: string | null;
  since: string | null;
  state: string | null;
  shops: number;
  openClaims: number;
  badges: { code: string; label: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  brand = await t.authAs(DEMO_USERS.brand);
  dealer = await t.authAs(DEMO_USERS.dealer);
}, 60_000);
afterAll(() => t?.close());

const list = async (query = '', auth = brand): Promise<{ rows: Row[]; total: number }> => {
  const response = await get(t, `/api/dealers/retailers?${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const more = (index: number) => t.ids.moreRetailers[index] as number;

async function storedCount(where: ReturnType<typeof and>) {
  const [row] = await t.db.select({ n: count() }).from(brandRetailers).where(where);
  return row?.n ?? 0;
}

describe("GET /api/dealers/retailers (a brand's retailers)", () => {
  it('pages the brand’s relations by retailer name, at 10 and 20 a page', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(await storedCount(eq(brandRetailers.brandCompanyId, t.ids.brand)));
    expect(all.total).toBeGreaterThan(20);
    const names = all.rows.map((row) => row.retailer.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const pages = [];
    for (let pageNum = 1; pageNum <= Math.ceil(all.total / 10); pageNum += 1)
      pages.push(...(await list(`pageSize=10&pageNum=${pageNum}`)).rows);
    expect(pages.map((row) => row.retailer.id)).toEqual(all.rows.map((row) => row.retailer.id));
    expect((await list('pageSize=20&pageNum=2')).rows).toHaveLength(all.total - 20);
  });

  it('shows every status in the demo data, and filters by status, who asked, state and text', async () => {
    for (const status of ['invited', 'active', 'suspended', 'terminated', 'declined']) {
      const page = await list(`status=${status}&pageSize=100`);
      expect(page.total, status).toBeGreaterThan(0);
      expect(page.total).toBe(
        await storedCount(
          and(eq(brandRetailers.brandCompanyId, t.ids.brand), eq(brandRetailers.status, status)),
        ),
      );
      expect(page.rows.every((row) => row.status === status)).toBe(true);
    }
    const requests = await list('status=invited&initiatedBy=retailer');
    expect(requests.total).toBe(3);
    expect(requests.rows.every((row) => row.initiatedBy === 'retailer' && row.since === null)).toBe(true);

    const inCalifornia = await list('state=CA&pageSize=100');
    expect(inCalifornia.total).toBeGreaterThan(0);
    expect(inCalifornia.rows.every((row) => row.state === 'CA')).toBe(true);

    const byNumber = await list('q=vl-1001');
    expect(byNumber.rows.map((row) => row.dealerNumber)).toEqual(['VL-1001']);
    const byName = await list('q=harbor%20c&pageSize=100');
    expect(byName.rows.map((row) => row.retailer.name)).toEqual(['Harbor Cycles', 'Harbor Cycles 7']);
    expect((await list('q=%25')).total).toBe(0);
  });

  it('sorts by since (never active last) and by dealer number', async () => {
    const bySince = (await list('sort=-since&pageSize=100')).rows;
    const dates = bySince.map((row) => row.since);
    const firstNull = dates.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(dates.slice(firstNull).every((date) => date === null)).toBe(true);
    const known = dates.slice(0, firstNull) as string[];
    expect(known).toEqual([...known].sort().reverse());
    const numbers = (await list('sort=dealerNumber&pageSize=100')).rows
      .map((row) => row.dealerNumber)
      .filter((value) => value !== null);
    expect(numbers).toEqual([...numbers].sort());
  });

  it("counts a retailer's active shops and its claims on the brand's units still in play", async () => {
    const hours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const shop = { street: '1 Main St', city: 'San Francisco', state: 'CA', zip: '94111', hours };
    const activeShops = async () => {
      const [row] = await t.db
        .select({ n: count() })
        .from(shops)
        .where(and(eq(shops.companyId, t.ids.retailer), eq(shops.active, true)));
      return row?.n ?? 0;
    };
    const seeded = await activeShops();
    await t.db.insert(shops).values([
      { ...shop, companyId: t.ids.retailer, name: 'Harbor Downtown', timezone: 'America/Los_Angeles' },
      { ...shop, companyId: t.ids.retailer, name: 'Harbor Pier', timezone: 'America/Los_Angeles' },
      {
        ...shop,
        companyId: t.ids.retailer,
        name: 'Harbor Old',
        timezone: 'America/Los_Angeles',
        active: false,
      },
    ]);
    const [open] = await t.db
      .select({ n: count() })
      .from(warrantyClaims)
      .where(
        and(
          eq(warrantyClaims.brandCompanyId, t.ids.brand),
          eq(warrantyClaims.retailerCompanyId, t.ids.retailer),
          sql`${warrantyClaims.status} not in ('compensated', 'rejected', 'cancelled', 'closed')`,
        ),
      );
    const harbor = (await list('q=harbor&pageSize=100')).rows.find(
      (row) => row.retailer.id === t.ids.retailer,
    );
    expect(await activeShops()).toBe(seeded + 2);
    expect(harbor).toMatchObject({ shops: seeded + 2, openClaims: open?.n, status: 'active', state: 'CA' });
    expect(harbor?.badges).toContainEqual({
      code: 'authorised_dealer',
      label: 'Authorised dealer of Voltline Bikes',
    });
    expect(harbor?.openClaims).toBeGreaterThan(0);
  });

  it('exports exactly the rows of the same filters, in the same order, as CSV', async () => {
    const query = 'status=active&state=CA&sort=-since';
    const page = await list(`${query}&pageSize=100`);
    const response = await get(t, `/api/dealers/retailers/export.csv?${query}&pageSize=1&pageNum=3`, brand);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="retailers.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Brand,Retailer,Dealer number,Status,Asked by,Since,Status changed,Shops,City,State,Open claims,Badges',
    );
    expect(lines).toHaveLength(page.total + 1);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(
      page.rows.map((row) => row.retailer.name),
    );
    expect(
      lines.slice(1).every((line) => line.split(',')[3] === 'active' && line.split(',')[9] === 'CA'),
    ).toBe(true);
    const refused = await get(t, '/api/dealers/retailers/export.csv?status=unknown', brand);
    expect(refused.statusCode).toBe(400);
  });
});

describe('GET /api/dealers/candidates (whom a brand may invite)', () => {
  it('offers active retailers without an active, invited or suspended relation, former ones marked', async () => {
    const response = await get(t, '/api/dealers/candidates', brand);
    expect(response.statusCode).toBe(200);
    const candidates: { id: number; name: string; formerStatus: string | null }[] = response.json().data;
    // The demo data leaves Voltline these: one terminated, two declined, one never asked (23 is suspended
    // and 25 waits for review: neither is an active retailer to invite).
    expect(new Map(candidates.map((candidate) => [candidate.id, candidate.formerStatus]))).toEqual(
      new Map([
        [more(17), 'terminated'],
        [more(19), 'declined'],
        [more(21), 'declined'],
        [more(27), null],
      ]),
    );
    const names = candidates.map((candidate) => candidate.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const iron = (await get(t, '/api/dealers/candidates?q=iron%20cycles', brand)).json().data;
    expect(iron.map((candidate: { id: number }) => candidate.id)).toEqual([more(27)]);
  });
});

describe("GET /api/dealers/brands (a retailer's brands)", () => {
  it('lists the active brands with the retailer’s own relation to each', async () => {
    const response = await get(t, '/api/dealers/brands', dealer);
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json().data;
    expect(total).toBe(2);
    expect(rows).toEqual([
      {
        id: t.ids.onsiteBrand,
        name: 'Ridgeway E-Bikes',
        state: 'WA',
        website: null,
        onsiteService: true,
        badges: [{ code: 'onsite_service', label: 'Onsite service' }],
        relation: {
          status: 'active',
          initiatedBy: 'brand',
          dealerNumber: expect.stringMatching(/^RW-/),
          since: expect.any(String),
        },
      },
      expect.objectContaining({ id: t.ids.brand, name: 'Voltline Bikes', relation: null }),
    ]);
    expect((await get(t, '/api/dealers/brands?q=volt', dealer)).json().data.rows).toHaveLength(1);
  });
});
