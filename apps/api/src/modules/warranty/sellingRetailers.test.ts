import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandRetailers, DealerStatus } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { type Auth, get, signInRoles } from './testKit.ts';

let t: TestApp;
let admin: Auth;
let brand: Auth;
let retailer: Auth;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, brand, retailer } = await signInRoles(t));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const dealersOf = async (brandId: number) =>
  (
    await t.db
      .select({ id: brandRetailers.retailerCompanyId })
      .from(brandRetailers)
      .where(and(eq(brandRetailers.brandCompanyId, brandId), eq(brandRetailers.status, DealerStatus.active)))
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);

const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id).sort((a, b) => a - b);

describe('GET /api/warranties/sellingRetailers', () => {
  it('gives a retailer its own company only, and a brand exactly its dealers', async () => {
    const own = await get(t, '/api/warranties/sellingRetailers', retailer);
    expect(own.statusCode).toBe(200);
    expect(ids(own.json())).toEqual([t.ids.retailer]);

    const dealers = await get(t, '/api/warranties/sellingRetailers', brand);
    expect(ids(dealers.json())).toEqual(await dealersOf(t.ids.brand));
    expect(dealers.json().data.length).toBeGreaterThan(1);
  });

  it("answers 404 for another brand's dealers, and an admin must name the brand", async () => {
    const foreign = await get(t, `/api/warranties/sellingRetailers?brandId=${t.ids.onsiteBrand}`, brand);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.fields).toEqual({ 'query.brandId': 'No such brand.' });

    const unnamed = await get(t, '/api/warranties/sellingRetailers', admin);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().data.fields).toEqual({ 'query.brandId': 'Choose the brand.' });

    const named = await get(t, `/api/warranties/sellingRetailers?brandId=${t.ids.onsiteBrand}`, admin);
    expect(ids(named.json())).toEqual(await dealersOf(t.ids.onsiteBrand));
  });
});
