import type { EventTypeOptions } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { shopIdOf } from '../shops/testKit.ts';
import { type Auth, get } from '../warranty/testKit.ts';

let t: TestApp;
let retailer: Auth;
let staff: Auth;
let summit: Auth;
let brand: Auth;
let admin: Auth;
let embarcadero: number;
let saranac: number;

beforeAll(async () => {
  t = await createTestApp();
  retailer = await t.authAs(DEMO_USERS.retailer);
  staff = await t.authAs(DEMO_USERS.retailerStaff);
  summit = await t.authAs(DEMO_USERS.summit);
  brand = await t.authAs(DEMO_USERS.brand);
  admin = await t.authAs(DEMO_USERS.admin);
  embarcadero = await shopIdOf(t, t.ids.retailer, 'Harbor Cycles Embarcadero');
  saranac = await shopIdOf(t, t.ids.otherRetailer, 'Summit E-Ride Saranac Lake');
}, 60_000);
afterAll(() => t?.close());

const options = async (auth: Auth) => {
  const response = await get(t, '/api/eventTypes/options', auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as EventTypeOptions;
};

describe(`GET /api/eventTypes/options (${testEngine})`, () => {
  it("gives a retailer's people its own shops, hosts with their shops, services and brands", async () => {
    const mine = await options(staff);
    expect(mine.shops.map((shop) => shop.id)).toContain(embarcadero);
    expect(mine.shops.map((shop) => shop.id)).not.toContain(saranac);
    expect(mine.shops.every((shop) => shop.companyName === null)).toBe(true);
    expect(mine.hosts.length).toBeGreaterThan(0);
    expect(mine.hosts.some((host) => host.shopIds.includes(embarcadero))).toBe(true);
    expect(mine.serviceItems.length).toBeGreaterThan(0);
    expect(mine.brands.map((b) => b.name)).toContain('Voltline Bikes');
    expect(await options(retailer)).toEqual(mine);
  });

  it("keeps each retailer to its own company's", async () => {
    const theirs = await options(summit);
    expect(theirs.shops.map((shop) => shop.id)).toContain(saranac);
    expect(theirs.shops.map((shop) => shop.id)).not.toContain(embarcadero);
    const mine = await options(retailer);
    expect(theirs.hosts.filter((host) => mine.hosts.some((other) => other.id === host.id))).toEqual([]);
  });

  it("gives a brand its active dealers' shops, named with the dealer, and no hosts or services", async () => {
    const ours = await options(brand);
    const harbor = ours.shops.find((shop) => shop.id === embarcadero);
    expect(harbor?.companyName).toBe('Harbor Cycles');
    expect(ours).toMatchObject({ hosts: [], serviceItems: [], brands: [] });
  });

  it('is not for admins (they set up no event types of their own)', async () => {
    const response = await get(t, '/api/eventTypes/options', admin);
    expect([403, 404]).toContain(response.statusCode);
  });
});
