// Tenancy and roles of the dealer endpoints: a brand acts on its own relations only, a retailer on its own;
// other ids answer 404 as ids that do not exist do. Owners and managers act, staff read, admins read all.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandRetailers, companies } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { type Auth, get } from '../warranty/testKit.ts';
import { brandAct, invite, newRetailer, relationOf, retailerAct } from './testKit.ts';

let t: TestApp;
let brand: Auth;
let brandStaff: Auth;
let onsite: Auth;
let retailer: Auth;
let retailerStaff: Auth;
let admin: Auth;

beforeAll(async () => {
  t = await createTestApp();
  brand = await t.authAs(DEMO_USERS.brand);
  brandStaff = await t.authAs(DEMO_USERS.brandStaff);
  onsite = await t.authAs(DEMO_USERS.onsite);
  retailer = await t.authAs(DEMO_USERS.retailer);
  retailerStaff = await t.authAs(DEMO_USERS.retailerStaff);
  admin = await t.authAs(DEMO_USERS.admin);
}, 60_000);
afterAll(() => t?.close());

const more = (index: number) => t.ids.moreRetailers[index] as number;

describe('tenant isolation', () => {
  it("answers 404 when a brand acts on a retailer it has no relation with, or on another brand's", async () => {
    // moreRetailers[23] deals for Ridgeway only.
    const ridgewayOnly = more(23);
    const before = await relationOf(t, t.ids.onsiteBrand, ridgewayOnly);
    for (const action of ['suspend', 'reactivate', 'terminate', 'accept', 'decline', 'withdraw']) {
      const response = await brandAct(t, brand, ridgewayOnly, action);
      expect(response.statusCode, action).toBe(404);
      expect(response.json().msg).toBe('Retailer not found.');
    }
    expect(await relationOf(t, t.ids.onsiteBrand, ridgewayOnly)).toEqual(before);
    expect((await brandAct(t, brand, 2_000_000_000, 'suspend')).statusCode).toBe(404);
    expect(
      (await get(t, `/api/dealers/relations/${t.ids.onsiteBrand}/${ridgewayOnly}/history`, brand)).statusCode,
    ).toBe(404);
    expect((await get(t, `/api/dealers/retailers?brandId=${t.ids.onsiteBrand}`, brand)).statusCode).toBe(404);
  });

  it('answers 404 for an invitation of something that is not an active retailer', async () => {
    for (const id of [t.ids.onsiteBrand, t.ids.platform, 2_000_000_000]) {
      expect((await invite(t, brand, id)).statusCode).toBe(404);
    }
    const closing = await newRetailer(t, 'Closing Cycles');
    await t.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, closing.id));
    expect((await invite(t, brand, closing.id)).statusCode).toBe(404);
    expect(await relationOf(t, t.ids.brand, closing.id)).toBeUndefined();
  });

  it("answers 404 when a retailer acts on a brand it has no relation with, or names a retailer's id", async () => {
    const shop = await newRetailer(t, 'Lonely Cycles');
    for (const action of ['accept', 'decline', 'withdraw']) {
      expect((await retailerAct(t, shop.owner, t.ids.brand, action)).statusCode, action).toBe(404);
    }
    const foreign = await retailerAct(t, shop.owner, t.ids.retailer, 'request');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('Brand not found.');
    // Another retailer's relation is not the caller's: its history is not found.
    expect(
      (await get(t, `/api/dealers/relations/${t.ids.brand}/${t.ids.retailer}/history`, shop.owner))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(t, `/api/dealers/relations/${t.ids.brand}/${t.ids.retailer}/history`, retailer)).statusCode,
    ).toBe(200);
  });

  it("keeps a brand's list to its own relations, and a retailer's brand list to its own relation", async () => {
    const page = (await get(t, '/api/dealers/retailers?pageSize=100', onsite)).json().data;
    expect(page.rows.every((row: { brand: { id: number } }) => row.brand.id === t.ids.onsiteBrand)).toBe(
      true,
    );
    const [own] = await t.db
      .select({ n: count() })
      .from(brandRetailers)
      .where(eq(brandRetailers.brandCompanyId, t.ids.onsiteBrand));
    expect(page.total).toBe(own?.n);

    // moreRetailers[13]'s suspended Voltline relation is its own, not Harbor's.
    const brands = (await get(t, '/api/dealers/brands', retailer)).json().data.rows;
    expect(brands.map((row: { relation: { status: string } | null }) => row.relation?.status)).toEqual([
      'active',
      'active',
    ]);
  });
});

describe('roles', () => {
  it('lets brand staff read the list but not act; managers and owners act', async () => {
    expect((await get(t, '/api/dealers/retailers', brandStaff)).statusCode).toBe(200);
    const shop = await newRetailer(t, 'Staffed Cycles');
    const refused = await invite(t, brandStaff, shop.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe("Only the company's owner or a manager can do this.");
    expect((await brandAct(t, brandStaff, more(0), 'suspend')).statusCode).toBe(403);
    expect((await get(t, '/api/dealers/candidates', brandStaff)).statusCode).toBe(403);
    expect(await relationOf(t, t.ids.brand, shop.id)).toBeUndefined();
    expect((await invite(t, await t.authAs(DEMO_USERS.brandManager), shop.id)).statusCode).toBe(200);
  });

  it('lets retailer staff read the brands but not ask or answer', async () => {
    expect((await get(t, '/api/dealers/brands', retailerStaff)).statusCode).toBe(200);
    const refused = await retailerAct(t, retailerStaff, t.ids.brand, 'request');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe("Only the company's owner or a manager can do this.");
  });

  it('lets an admin read every relation, by brand, but act on none', async () => {
    const all = (await get(t, '/api/dealers/retailers?pageSize=100', admin)).json().data;
    const [stored] = await t.db.select({ n: count() }).from(brandRetailers);
    expect(all.total).toBe(stored?.n);
    const voltline = (await get(t, `/api/dealers/retailers?brandId=${t.ids.brand}&pageSize=1`, admin)).json()
      .data;
    const [own] = await t.db
      .select({ n: count() })
      .from(brandRetailers)
      .where(eq(brandRetailers.brandCompanyId, t.ids.brand));
    expect(voltline.total).toBe(own?.n);
    expect(
      (await get(t, `/api/dealers/relations/${t.ids.brand}/${more(13)}/history`, admin)).statusCode,
    ).toBe(200);
    expect((await invite(t, admin, more(23))).statusCode).toBe(403);
    expect((await brandAct(t, admin, more(0), 'suspend')).statusCode).toBe(403);
    expect((await retailerAct(t, admin, t.ids.brand, 'request')).statusCode).toBe(403);
    expect((await get(t, '/api/dealers/brands', admin)).statusCode).toBe(403);
  });

  it("keeps each side to its own endpoints (a retailer reads no brand's retailers list)", async () => {
    expect((await get(t, '/api/dealers/retailers', retailer)).statusCode).toBe(403);
    expect((await get(t, '/api/dealers/retailers/export.csv', retailer)).statusCode).toBe(403);
    expect((await get(t, '/api/dealers/brands', brand)).statusCode).toBe(403);
    expect((await invite(t, retailer, more(23))).statusCode).toBe(403);
    expect((await retailerAct(t, brand, t.ids.onsiteBrand, 'request')).statusCode).toBe(403);
  });
});
