import { and, count, eq, gte, like, lte, ne, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, warranties, warrantyCoverages } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { DEMO_WARRANTY_COUNT } from './seed.ts';
import { type Auth, get, isoDaysFromToday, post, registration, signInRoles } from './testKit.ts';

interface Row {
  id: number;
  serialNumber: string;
  product: { id: number };
  brand: { id: number };
  sellingRetailer: { id: number };
  purchaseDate: string;
  status: string;
  nextCoverageEnd: string | null;
  registeredAt: string;
  owner: { name: string };
}

let t: TestApp;
let admin: Auth;
let brand: Auth;
let onsite: Auth;
let retailer: Auth;
let voltlineProduct: number;

beforeAll(async () => {
  t = await createTestApp({ warranties: DEMO_WARRANTY_COUNT });
  ({ admin, brand, onsite, retailer } = await signInRoles(t));
  const [product] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sku, 'VL-CITY-24'));
  if (!product) throw new Error('the seed has no VL-CITY-24');
  voltlineProduct = product.id;
}, 180_000);
afterAll(() => t?.close());

async function list(auth: Auth, query: string): Promise<{ rows: Row[]; total: number }> {
  const response = await get(t, `/api/warranties?${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function countWhere(where: SQL | undefined): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(warranties).where(where);
  return row?.n ?? 0;
}

const brandScope = () => eq(warranties.brandCompanyId, t.ids.brand);
/** What a list without a status filter holds: every record but the transferred ones (the units' history). */
const current = (scope: SQL | undefined) => and(scope, ne(warranties.status, 'transferred'));

describe('GET /api/warranties: role scope', () => {
  it('shows a brand its products’ warranties, a retailer the units it sold, an admin everything', async () => {
    const cases: [Auth, SQL | undefined, (row: Row) => boolean][] = [
      [brand, brandScope(), (row) => row.brand.id === t.ids.brand],
      [onsite, eq(warranties.brandCompanyId, t.ids.onsiteBrand), (row) => row.brand.id === t.ids.onsiteBrand],
      [
        retailer,
        eq(warranties.sellingRetailerCompanyId, t.ids.retailer),
        (row) => row.sellingRetailer.id === t.ids.retailer,
      ],
      [admin, undefined, () => true],
    ];
    for (const [auth, scope, belongs] of cases) {
      const page = await list(auth, 'pageSize=100');
      expect(page.total).toBe(await countWhere(current(scope)));
      expect(page.total).toBeGreaterThan(100);
      expect(page.rows.every(belongs)).toBe(true);
    }
    expect(await countWhere(undefined)).toBeGreaterThanOrEqual(5_000);
  });

  it('gives a brand nothing of another brand, even when asked by brandId', async () => {
    const page = await list(brand, `brandId=${t.ids.onsiteBrand}`);
    expect(page).toEqual({ rows: [], total: 0 });
  });
});

describe('GET /api/warranties: filters, sort and paging', () => {
  it('narrows by each filter, the total counting exactly the matching rows', async () => {
    const cases: [string, SQL, (row: Row) => boolean][] = [
      ['status=void', eq(warranties.status, 'void'), (row) => row.status === 'void'],
      [
        `productId=${voltlineProduct}`,
        eq(warranties.productId, voltlineProduct),
        (row) => row.product.id === voltlineProduct,
      ],
      [
        `retailerId=${t.ids.otherRetailer}`,
        eq(warranties.sellingRetailerCompanyId, t.ids.otherRetailer),
        (row) => row.sellingRetailer.id === t.ids.otherRetailer,
      ],
      [
        'purchasedFrom=2024-01-01',
        gte(warranties.purchaseDate, '2024-01-01'),
        (row) => row.purchaseDate >= '2024-01-01',
      ],
      [
        'purchasedTo=2022-06-30',
        lte(warranties.purchaseDate, '2022-06-30'),
        (row) => row.purchaseDate <= '2022-06-30',
      ],
      [
        'serial=%20vl2%204',
        like(warranties.serialNumber, '%VL24%'),
        (row) => row.serialNumber.includes('VL24'),
      ],
    ];
    for (const [query, where, matches] of cases) {
      const page = await list(brand, `${query}&pageSize=100`);
      const expected = await countWhere(current(and(brandScope(), where)));
      expect({ query, total: page.total }).toEqual({ query, total: expected });
      expect(expected, query).toBeGreaterThan(0);
      expect(page.rows.every(matches), query).toBe(true);
    }
    const combined = await list(
      brand,
      `status=active&productId=${voltlineProduct}&purchasedFrom=2023-01-01&purchasedTo=2024-12-31`,
    );
    expect(combined.total).toBe(
      await countWhere(
        and(
          brandScope(),
          eq(warranties.status, 'active'),
          eq(warranties.productId, voltlineProduct),
          gte(warranties.purchaseDate, '2023-01-01'),
          lte(warranties.purchaseDate, '2024-12-31'),
        ),
      ),
    );
  });

  it('leaves a transferred record out unless the status filter asks for it', async () => {
    const transferred = and(brandScope(), eq(warranties.status, 'transferred'));
    const [old] = await t.db.select().from(warranties).where(transferred).limit(1);
    if (!old) throw new Error('the seed has no transferred warranty');
    // The unit's serial lists its new owner's record only; its old one is found by status.
    const bySerial = await list(brand, `serial=${old.serialNumber}`);
    expect(bySerial.total).toBeGreaterThan(0);
    expect(bySerial.rows.map((row) => row.status)).not.toContain('transferred');
    expect(bySerial.rows.every((row) => row.serialNumber === old.serialNumber)).toBe(true);
    const history = await list(brand, `serial=${old.serialNumber}&status=transferred`);
    expect(history.rows.map((row) => row.id)).toContain(old.id);
    const all = await list(brand, 'status=transferred&pageSize=100');
    expect(all.total).toBe(await countWhere(transferred));
    expect(all.rows.every((row) => row.status === 'transferred')).toBe(true);
  });

  it('matches a serial search literally (LIKE wildcards are not wildcards)', async () => {
    expect((await list(admin, 'serial=%25')).total).toBe(0);
    expect((await list(admin, 'serial=_')).total).toBe(0);
  });

  it('finds active warranties with a coverage ending within N days', async () => {
    const today = isoDaysFromToday(0);
    const until = isoDaysFromToday(30);
    const page = await list(brand, 'expiringWithinDays=30&pageSize=100');
    const expected = await countWhere(
      and(
        brandScope(),
        eq(warranties.status, 'active'),
        sql`exists (select 1 from ${warrantyCoverages} where ${warrantyCoverages.warrantyId} = ${warranties.id}
          and ${warrantyCoverages.endsOn} between ${today} and ${until})`,
      ),
    );
    expect(expected).toBeGreaterThan(0);
    expect(page.total).toBe(expected);
    for (const row of page.rows) {
      expect(row.status).toBe('active');
      expect(
        row.nextCoverageEnd !== null && row.nextCoverageEnd >= today && row.nextCoverageEnd <= until,
      ).toBe(true);
    }
    expect((await list(brand, 'expiringWithinDays=3650')).total).toBeGreaterThan(page.total);
  });

  it('sorts by each field both ways, and pages without overlap', async () => {
    for (const field of ['purchaseDate', 'registeredAt', 'serialNumber'] as const) {
      for (const sort of [field, `-${field}`]) {
        const { rows } = await list(retailer, `sort=${sort}&pageSize=50`);
        const values = rows.map((row) => row[field]);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values, sort).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
      }
    }
    const both = await list(retailer, 'sort=purchaseDate&pageSize=40');
    const first = await list(retailer, 'sort=purchaseDate&pageSize=20&pageNum=1');
    const second = await list(retailer, 'sort=purchaseDate&pageSize=20&pageNum=2');
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(both.rows.map((row) => row.id));
    expect((await list(retailer, `pageNum=1000&pageSize=100`)).rows).toEqual([]);
  });

  it('refuses bad filters with 400 naming them', async () => {
    const response = await get(
      t,
      '/api/warranties?status=lost&sort=owner&expiringWithinDays=0&purchasedFrom=2024-02-30&pageSize=500',
      brand,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields).sort()).toEqual([
      'querystring.expiringWithinDays',
      'querystring.pageSize',
      'querystring.purchasedFrom',
      'querystring.sort',
      'querystring.status',
    ]);
  });
});

describe('GET /api/warranties/export.csv', () => {
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        row.push(field);
        field = '';
      } else if (c === '\r' && text[i + 1] === '\n') {
        row.push(field);
        rows.push(row);
        row = [];
        field = '';
        i += 1;
      } else field += c;
    }
    return rows;
  }

  async function csv(auth: Auth, query: string) {
    const response = await get(t, `/api/warranties/export.csv?${query}`, auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return parseCsv(response.body);
  }

  it('holds exactly the list’s rows for the same filters, in the same order', async () => {
    const query = `status=active&productId=${voltlineProduct}&purchasedFrom=2024-01-01&sort=serialNumber`;
    const [header, ...lines] = await csv(brand, query);
    expect(header?.[0]).toBe('Serial');
    const page = await list(brand, `${query}&pageSize=100`);
    expect(lines).toHaveLength(page.total);
    expect(lines.slice(0, 100).map((line) => line[0])).toEqual(page.rows.map((row) => row.serialNumber));
  });

  it('exports every row of the scope, past one batch', async () => {
    const lines = await csv(retailer, '');
    expect(lines.length - 1).toBe(
      await countWhere(current(eq(warranties.sellingRetailerCompanyId, t.ids.retailer))),
    );
    expect(lines.length - 1).toBeGreaterThan(1000);
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', async () => {
    const body = registration(voltlineProduct, {
      owner: { name: 'Doe, "JJ"\nJr', email: 'jj@example.test', phone: '=1+2' },
    });
    expect((await post(t, '/api/warranties', retailer, body)).statusCode).toBe(200);
    const response = await get(t, `/api/warranties/export.csv?serial=${body.serialNumber}`, retailer);
    expect(response.body).toContain('"Doe, ""JJ""\nJr"');
    expect(response.body).toContain(",'=1+2,");
    expect(parseCsv(response.body)[1]?.[6]).toBe('Doe, "JJ"\nJr');
  });
});

describe('GET /api/warranties/:id', () => {
  it('answers the detail to whoever sees the warranty, 404 to anyone else', async () => {
    const [sold] = (await list(retailer, `brandId=${t.ids.onsiteBrand}&pageSize=1`)).rows;
    if (!sold) throw new Error('the demo retailer sold no Ridgeway unit');
    for (const auth of [retailer, onsite, admin]) {
      const response = await get(t, `/api/warranties/${sold.id}`, auth);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.coverages.length).toBeGreaterThan(0);
    }
    expect((await get(t, `/api/warranties/${sold.id}`, brand)).statusCode).toBe(404);
    expect((await get(t, '/api/warranties/999999', admin)).statusCode).toBe(404);
    expect((await get(t, '/api/warranties/abc', admin)).json().data.fields).toHaveProperty('params.id');
  });
});
