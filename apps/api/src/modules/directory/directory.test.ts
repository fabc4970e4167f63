import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandRetailers, CompanyType, companies, DealerStatus } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

let t: TestApp;
let suspendedRetailer: number;

beforeAll(async () => {
  t = await createTestApp();
  const insert = async (values: typeof companies.$inferInsert) => {
    const [row] = await t.db.insert(companies).values(values).returning({ id: companies.id });
    if (!row) throw new Error('company not written');
    return row.id;
  };
  // Names that only a search with unescaped LIKE wildcards would confuse, and companies kept out of sight.
  await insert({
    type: CompanyType.retailer,
    name: '100% Pedal',
    state: 'OR',
    website: 'https://pedal.test',
    email: 'shop@pedal.test',
    phone: '555-0100',
  });
  await insert({ type: CompanyType.retailer, name: '1000 Pedals', state: 'OR' });
  await insert({ type: CompanyType.retailer, name: 'Cargo_Bike Depot', state: 'TX' });
  suspendedRetailer = await insert({
    type: CompanyType.retailer,
    name: 'Closed Cycles',
    state: 'CA',
    status: 'suspended',
  });
  const suspendedBrand = await insert({ type: CompanyType.brand, name: 'Gone Bikes', status: 'suspended' });
  await t.db.insert(brandRetailers).values([
    { brandCompanyId: t.ids.brand, retailerCompanyId: suspendedRetailer },
    { brandCompanyId: suspendedBrand, retailerCompanyId: t.ids.retailer },
  ]);
}, 60_000);
afterAll(() => t?.close());

function list(kind: 'brands' | 'retailers', query: Record<string, string | number> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/public/${kind}`, query: stringify(query) });
}

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

async function rowsOf(kind: 'brands' | 'retailers', query: Record<string, string | number> = {}) {
  const response = await list(kind, { pageSize: 100, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { rows: Record<string, unknown>[]; total: number };
}

/** Active companies of a type as the database orders them by name (its own collation), then id. */
async function activeNames(type: number): Promise<string[]> {
  const rows = await t.db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.type, type), eq(companies.status, 'active')))
    .orderBy(asc(companies.name), asc(companies.id));
  return rows.map((row) => row.name);
}

/** For every active company, the active partners of the other type, from the active brand_retailers rows. */
async function activePartners(): Promise<Map<number, string[]>> {
  const all = await t.db.select().from(companies);
  const byId = new Map(all.map((company) => [company.id, company]));
  const partners = new Map<number, string[]>();
  for (const link of await t.db
    .select()
    .from(brandRetailers)
    .where(eq(brandRetailers.status, DealerStatus.active))) {
    const brand = byId.get(link.brandCompanyId);
    const retailer = byId.get(link.retailerCompanyId);
    if (brand?.status !== 'active' || retailer?.status !== 'active') continue;
    partners.set(brand.id, [...(partners.get(brand.id) ?? []), retailer.name]);
    partners.set(retailer.id, [...(partners.get(retailer.id) ?? []), brand.name]);
  }
  return partners;
}

describe('GET /api/public/brands', () => {
  it('lists active brands with public facts only, without a token', async () => {
    const { rows, total } = await rowsOf('brands');
    expect(rows.map((row) => row.name)).toEqual(await activeNames(CompanyType.brand));
    expect(total).toBe(rows.length);
    const partners = await activePartners();
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['id', 'name', 'onsiteService', 'retailerCount', 'state', 'website'].sort(),
      );
      expect(row.retailerCount).toBe(partners.get(row.id as number)?.length ?? 0);
    }
    expect(rows.find((row) => row.id === t.ids.onsiteBrand)).toMatchObject({
      name: 'Ridgeway E-Bikes',
      state: 'WA',
      website: null,
      onsiteService: true,
    });
    expect(rows.find((row) => row.id === t.ids.brand)).toMatchObject({ onsiteService: false });
  });

  it('does not count a suspended retailer', async () => {
    const [linked] = await t.db
      .select({ n: count() })
      .from(brandRetailers)
      .where(
        and(eq(brandRetailers.brandCompanyId, t.ids.brand), eq(brandRetailers.status, DealerStatus.active)),
      );
    const { rows } = await rowsOf('brands', { q: 'voltline' });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.retailerCount).toBe((linked?.n ?? 0) - 1);
  });
});

describe('GET /api/public/retailers', () => {
  it('lists active retailers with the active brands each carries, sorted, and public facts only', async () => {
    const { rows, total } = await rowsOf('retailers');
    expect(rows.map((row) => row.name)).toEqual(await activeNames(CompanyType.retailer));
    expect(total).toBe(rows.length);
    expect(rows.some((row) => row.id === suspendedRetailer)).toBe(false);
    const partners = await activePartners();
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['brands', 'id', 'name', 'state', 'website']);
      expect(row.brands).toEqual((partners.get(row.id as number) ?? []).sort());
    }
    expect(rows.find((row) => row.id === t.ids.retailer)?.brands).toEqual([
      'Ridgeway E-Bikes',
      'Voltline Bikes',
    ]);
    expect(rows.find((row) => row.name === '100% Pedal')).toEqual({
      id: expect.any(Number),
      name: '100% Pedal',
      state: 'OR',
      website: 'https://pedal.test',
      brands: [],
    });
  });

  it('pages in name order: the pages together are the whole list', async () => {
    const all = await rowsOf('retailers');
    const pages: unknown[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(all.total / 10); pageNum += 1) {
      const response = await list('retailers', { pageNum, pageSize: 10 });
      const page = response.json().data;
      expect(page.total).toBe(all.total);
      expect(page.rows.length).toBe(Math.min(10, all.total - (pageNum - 1) * 10));
      pages.push(...page.rows);
    }
    expect(pages).toEqual(all.rows);
    expect(all.total).toBeGreaterThan(30);
    const beyond = await list('retailers', { pageNum: 99, pageSize: 10 });
    expect(beyond.json().data).toEqual({ rows: [], total: all.total });
  });

  it('searches names case-insensitively, taking % and _ literally', async () => {
    const names = async (q: string) => (await rowsOf('retailers', { q })).rows.map((row) => row.name);
    expect(await names('sUMMIT e-r')).toEqual(['Summit E-Ride']);
    expect(await names('100%')).toEqual(['100% Pedal']);
    expect(await names('0%')).toEqual(['100% Pedal']);
    expect(await names('_')).toEqual(['Cargo_Bike Depot']);
    expect(await names('\\')).toEqual([]);
    expect(await names('closed')).toEqual([]);
    expect((await rowsOf('retailers', { q: '  ' })).total).toBe((await rowsOf('retailers')).total);
  });

  it('filters by state', async () => {
    const { rows, total } = await rowsOf('retailers', { state: 'OR' });
    const [expected] = await t.db
      .select({ n: count() })
      .from(companies)
      .where(
        and(
          eq(companies.type, CompanyType.retailer),
          eq(companies.status, 'active'),
          eq(companies.state, 'OR'),
        ),
      );
    expect(total).toBe(expected?.n);
    expect(rows.length).toBe(total);
    expect(rows.every((row) => row.state === 'OR')).toBe(true);
    const pedals = await rowsOf('retailers', { state: 'OR', q: 'pedal' });
    expect(pedals.rows.map((row) => row.name).sort()).toEqual(['100% Pedal', '1000 Pedals']);
    expect((await rowsOf('retailers', { state: 'TX', q: 'pedal' })).total).toBe(0);
  });

  it('refuses a bad state or page size with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ state: 'ZZ' }, 'querystring.state'],
      [{ pageSize: 101 }, 'querystring.pageSize'],
      [{ q: 'x'.repeat(101) }, 'querystring.q'],
    ] as const) {
      const response = await list('retailers', query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().data.fields)).toEqual([field]);
    }
  });
});
