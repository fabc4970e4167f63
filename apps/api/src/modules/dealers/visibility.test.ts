// Only an active dealership makes a retailer a dealer: it is in the brand's retailer filter of the
// warranties (the selling retailers) and may register the brand's units. Invited, suspended, terminated and
// declined retailers are neither, and a dealership that changes status changes both at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { type Auth, get, post, registration } from '../warranty/testKit.ts';
import { brandAct, invite, retailerAct } from './testKit.ts';

let t: TestApp;
let brand: Auth;
let dealer: Auth;
let voltlineProduct: number;

beforeAll(async () => {
  t = await createTestApp();
  brand = await t.authAs(DEMO_USERS.brand);
  dealer = await t.authAs(DEMO_USERS.dealer);
  const [product] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.brandCompanyId, t.ids.brand))
    .limit(1);
  if (!product) throw new Error('the seed has no Voltline product');
  voltlineProduct = product.id;
}, 60_000);
afterAll(() => t?.close());

const more = (index: number) => t.ids.moreRetailers[index] as number;

const sellingRetailers = async (): Promise<number[]> =>
  (await get(t, '/api/warranties/sellingRetailers', brand)).json().data.map((row: { id: number }) => row.id);

/** The brand registers a unit naming `retailerId` as the seller. */
const registerFor = (retailerId: number) =>
  post(t, '/api/warranties', brand, {
    ...registration(voltlineProduct),
    sellingRetailerCompanyId: retailerId,
  });

describe("the brand's warranty retailer filter and registrations", () => {
  it('hold the active dealers only: not invited, suspended, terminated or declined ones', async () => {
    const filter = await sellingRetailers();
    // Demo relations with Voltline: 0 active, 1 invited (by the brand), 7 invited (by the retailer),
    // 13 suspended, 17 terminated, 19 and 21 declined, 27 (dealer@'s company) none.
    expect(filter).toContain(more(0));
    expect(filter).toContain(t.ids.retailer);
    for (const index of [1, 7, 13, 17, 19, 21, 27]) {
      expect(filter, `moreRetailers[${index}]`).not.toContain(more(index));
      const refused = await registerFor(more(index));
      expect(refused.statusCode, `moreRetailers[${index}]`).toBe(404);
      expect(refused.json().msg).toBe('Retailer not found among the brand’s dealers.');
    }
    expect((await registerFor(more(0))).statusCode).toBe(200);
  });

  it("follows the relation: a retailer registers the brand's units only while it is an active dealer", async () => {
    const registerAsDealer = () => post(t, '/api/warranties', dealer, registration(voltlineProduct));
    const catalogue = async () =>
      (await get(t, '/api/catalogue/products?pageSize=100', dealer))
        .json()
        .data.rows.map((row: { brandCompanyId: number }) => row.brandCompanyId);
    const iron = more(27);

    expect((await registerAsDealer()).statusCode).toBe(404);
    expect(await catalogue()).not.toContain(t.ids.brand);

    await invite(t, brand, iron, 'VL-2701');
    expect((await registerAsDealer()).statusCode).toBe(404);
    expect(await sellingRetailers()).not.toContain(iron);

    expect((await retailerAct(t, dealer, t.ids.brand, 'accept')).statusCode).toBe(200);
    expect(await sellingRetailers()).toContain(iron);
    expect(await catalogue()).toContain(t.ids.brand);
    const registered = await registerAsDealer();
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data.sellingRetailer.id).toBe(iron);

    await brandAct(t, brand, iron, 'suspend', { reason: 'Audit' });
    expect(await sellingRetailers()).not.toContain(iron);
    expect((await registerAsDealer()).statusCode).toBe(404);

    await brandAct(t, brand, iron, 'reactivate');
    expect(await sellingRetailers()).toContain(iron);
    expect((await registerAsDealer()).statusCode).toBe(200);

    await brandAct(t, brand, iron, 'terminate');
    expect(await sellingRetailers()).not.toContain(iron);
    expect((await registerAsDealer()).statusCode).toBe(404);
    expect(await catalogue()).not.toContain(t.ids.brand);
  });
});
