import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandRetailers, products, warrantyTerms } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { type Auth, get, post, signInRoles } from './testKit.ts';

let t: TestApp;
let admin: Auth;
let brand: Auth;
let onsite: Auth;
let retailer: Auth;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, brand, onsite, retailer } = await signInRoles(t));
}, 60_000);
afterAll(() => t?.close());

const newProduct = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  name: 'Test Bike',
  modelYear: 2026,
  category: 'class1',
  msrpCents: 199_900,
  components: [
    { type: 'frame', partNumber: 'TB-FRM' },
    { type: 'motor', partNumber: 'TB-MOT' },
  ],
  ...extra,
});

async function productBrands(auth: Auth, query = '') {
  const response = await get(t, `/api/catalogue/products?pageSize=200${query}`, auth);
  expect(response.statusCode).toBe(200);
  const data = response.json().data as { rows: { brandCompanyId: number }[]; total: number };
  return { brands: new Set(data.rows.map((row) => row.brandCompanyId)), total: data.total };
}

describe('GET /api/catalogue/products', () => {
  it('shows a brand its own products, a retailer its linked brands’, an admin all', async () => {
    expect((await productBrands(brand)).brands).toEqual(new Set([t.ids.brand]));
    expect((await productBrands(onsite)).brands).toEqual(new Set([t.ids.onsiteBrand]));
    const [all] = await t.db.select({ n: count() }).from(products);
    expect((await productBrands(admin)).total).toBe(all?.n);
    const linked = await t.db
      .select({ id: brandRetailers.brandCompanyId })
      .from(brandRetailers)
      .where(eq(brandRetailers.retailerCompanyId, t.ids.retailer));
    expect((await productBrands(retailer)).brands).toEqual(new Set(linked.map((link) => link.id)));
  });

  it('narrows to one brand with brandId; a brand the viewer does not see is 404', async () => {
    const narrowed = await productBrands(admin, `&brandId=${t.ids.onsiteBrand}`);
    expect(narrowed.brands).toEqual(new Set([t.ids.onsiteBrand]));
    const [own] = await t.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.brandCompanyId, t.ids.onsiteBrand));
    expect(narrowed.total).toBe(own?.n);
    expect((await get(t, `/api/catalogue/products?brandId=${t.ids.onsiteBrand}`, brand)).statusCode).toBe(
      404,
    );
    expect((await get(t, '/api/catalogue/products?brandId=abc', brand)).json().data.fields).toHaveProperty(
      'querystring.brandId',
    );
  });
});

describe('POST /api/catalogue/products', () => {
  it('adds a product to the brand’s own catalogue, SKU upper-cased', async () => {
    const response = await post(t, '/api/catalogue/products', brand, newProduct('vl-test-1'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      brandCompanyId: t.ids.brand,
      brandName: 'Voltline Bikes',
      sku: 'VL-TEST-1',
      active: true,
      components: [
        { type: 'frame', partNumber: 'TB-FRM' },
        { type: 'motor', partNumber: 'TB-MOT' },
      ],
    });
  });

  it('refuses a SKU the brand already has (409 naming body.sku); another brand may use it', async () => {
    const again = await post(t, '/api/catalogue/products', brand, newProduct('VL-TEST-1'));
    expect(again.statusCode).toBe(409);
    expect(again.json().data.fields).toHaveProperty('body.sku');
    expect((await post(t, '/api/catalogue/products', onsite, newProduct('VL-TEST-1'))).statusCode).toBe(200);
  });

  it('lets an admin add for a named brand, and needs that brand', async () => {
    const missing = await post(t, '/api/catalogue/products', admin, newProduct('ADM-1'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields).toHaveProperty('body.brandCompanyId');
    const notBrand = await post(
      t,
      '/api/catalogue/products',
      admin,
      newProduct('ADM-1', { brandCompanyId: t.ids.retailer }),
    );
    expect(notBrand.statusCode).toBe(404);
    const added = await post(
      t,
      '/api/catalogue/products',
      admin,
      newProduct('ADM-1', { brandCompanyId: t.ids.onsiteBrand }),
    );
    expect(added.json().data.brandCompanyId).toBe(t.ids.onsiteBrand);
  });

  it('refuses retailers (403), another brand’s id (404) and bad fields (400 naming them)', async () => {
    expect((await post(t, '/api/catalogue/products', retailer, newProduct('R-1'))).statusCode).toBe(403);
    const foreign = await post(
      t,
      '/api/catalogue/products',
      brand,
      newProduct('F-1', { brandCompanyId: t.ids.onsiteBrand }),
    );
    expect(foreign.statusCode).toBe(404);
    const bad = await post(
      t,
      '/api/catalogue/products',
      brand,
      newProduct('B-1', {
        category: 'tandem',
        msrpCents: -1,
        components: [
          { type: 'frame', partNumber: 'A' },
          { type: 'frame', partNumber: 'B' },
        ],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual([
      'body.category',
      'body.components',
      'body.msrpCents',
    ]);
  });
});

describe('warranty terms', () => {
  const term = (extra: Record<string, unknown> = {}) => ({
    code: 'tst-frame',
    name: 'Test frame',
    componentType: 'frame',
    durationMonths: 36,
    startBasis: 'purchase_date',
    laborCoveredPct: 100,
    partsCoveredPct: 100,
    effectiveFrom: '2026-01-01',
    ...extra,
  });

  it('lists terms with the catalogue’s visibility', async () => {
    const response = await get(t, '/api/catalogue/warrantyTerms?pageSize=200', onsite);
    const rows = response.json().data.rows as { brandCompanyId: number; durationMonths: number | null }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.brandCompanyId === t.ids.onsiteBrand)).toBe(true);
    // Ridgeway's seeded lifetime frame.
    expect(rows.some((row) => row.durationMonths === null)).toBe(true);
    const [linked] = await t.db
      .select({ n: count() })
      .from(warrantyTerms)
      .where(inArray(warrantyTerms.brandCompanyId, [t.ids.brand, t.ids.onsiteBrand]));
    expect((await get(t, '/api/catalogue/warrantyTerms?pageSize=200', retailer)).json().data.total).toBe(
      linked?.n,
    );
  });

  it('adds a term for the brand (code upper-cased), a new version from a later date, never a duplicate', async () => {
    const first = await post(t, '/api/catalogue/warrantyTerms', brand, term());
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      brandCompanyId: t.ids.brand,
      code: 'TST-FRAME',
      productId: null,
      effectiveTo: null,
    });
    const duplicate = await post(t, '/api/catalogue/warrantyTerms', brand, term());
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().data.fields).toHaveProperty('body.code');
    expect(
      (await post(t, '/api/catalogue/warrantyTerms', brand, term({ effectiveFrom: '2027-01-01' })))
        .statusCode,
    ).toBe(200);
    const stored = await t.db
      .select()
      .from(warrantyTerms)
      .where(and(eq(warrantyTerms.brandCompanyId, t.ids.brand), eq(warrantyTerms.code, 'TST-FRAME')));
    expect(stored).toHaveLength(2);
  });

  it('refuses another brand’s product (404), bad values (400) and retailers (403)', async () => {
    const [ridgewayProduct] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.brandCompanyId, t.ids.onsiteBrand))
      .limit(1);
    const foreign = await post(
      t,
      '/api/catalogue/warrantyTerms',
      brand,
      term({ code: 'X', productId: ridgewayProduct?.id }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.fields).toHaveProperty('body.productId');
    const bad = await post(
      t,
      '/api/catalogue/warrantyTerms',
      brand,
      term({ durationMonths: 0, laborCoveredPct: 101, startBasis: 'delivery', effectiveTo: '2025-12-31' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual([
      'body.durationMonths',
      'body.laborCoveredPct',
      'body.startBasis',
    ]);
    const backwards = await post(
      t,
      '/api/catalogue/warrantyTerms',
      brand,
      term({ effectiveTo: '2025-12-31' }),
    );
    expect(backwards.json().data.fields).toHaveProperty('body.effectiveTo');
    expect((await post(t, '/api/catalogue/warrantyTerms', retailer, term())).statusCode).toBe(403);
  });
});

describe('OpenAPI documentation', () => {
  it('lists the module’s routes under the warranty tag', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/catalogue/products', 'get'],
      ['/api/catalogue/products', 'post'],
      ['/api/catalogue/warrantyTerms', 'post'],
      ['/api/warranties', 'post'],
      ['/api/warranties/export.csv', 'get'],
      ['/api/warranties/{id}', 'get'],
      ['/api/warranties/serialCheck', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['warranty']);
    }
  });
});
