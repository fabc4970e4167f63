// One place that walks every endpoint taking an id of a tenant-owned record, as a user of another company:
// each answers 404, exactly as for an id that does not exist, and the owner still gets the record.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compensationRules, payLogs, products, warranties } from '../db/schema.ts';
import { DEMO_USERS } from '../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../test/testApp.ts';
import { submittedClaim } from './claims/testKit.ts';
import { fileUpload } from './files/testFixtures.ts';

let t: TestApp;
let brandFile: string;
let brandLogId: number;
/** A Voltline unit sold by a retailer other than the demo retailer (who would see it as its seller). */
let brandWarrantyId: number;
let brandProductId: number;
let brandRuleId: number;
/** A claim on a Voltline unit, submitted by the demo retailer (who reads it, as the brand does). */
let brandClaimId: number;
beforeAll(async () => {
  t = await createTestApp();
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    ...withAuth(
      fileUpload('price-list.txt', 'Voltline dealer prices', 'text/plain'),
      await t.authAs(DEMO_USERS.brand),
    ),
  });
  brandFile = upload.json().data.fileName;
  const [log] = await t.db
    .select({ id: payLogs.id })
    .from(payLogs)
    .where(eq(payLogs.companyId, t.ids.brand))
    .limit(1);
  if (!log) throw new Error('the seed has no pay log for the demo brand');
  brandLogId = log.id;
  const [warranty] = await t.db
    .select({ id: warranties.id, productId: warranties.productId })
    .from(warranties)
    .where(
      and(
        eq(warranties.brandCompanyId, t.ids.brand),
        ne(warranties.sellingRetailerCompanyId, t.ids.retailer),
      ),
    )
    .limit(1);
  if (!warranty) throw new Error('the seed has no Voltline warranty sold by another retailer');
  brandWarrantyId = warranty.id;
  const [product] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.brandCompanyId, t.ids.brand))
    .limit(1);
  if (!product) throw new Error('the seed has no Voltline product');
  brandProductId = product.id;
  const [rule] = await t.db
    .select({ id: compensationRules.id })
    .from(compensationRules)
    .where(eq(compensationRules.ownerCompanyId, t.ids.brand))
    .limit(1);
  if (!rule) throw new Error('the seed has no Voltline compensation rule');
  brandRuleId = rule.id;
  brandClaimId = (await submittedClaim(t, await t.authAs(DEMO_USERS.retailer))).id;
}, 60_000);
afterAll(() => t?.close());

function withAuth<T extends { headers: Record<string, string> }>(
  request: T,
  auth: { authorization: string },
) {
  return { ...request, headers: { ...request.headers, ...auth } };
}

/** Every call that names a record of the demo brand by id. */
const brandOwnedCalls = () => [
  { name: 'GET /bee/payLog/:id', url: `/api/bee/payLog/${brandLogId}` },
  { name: 'GET /bee/payLogList?companyId=', url: `/api/bee/payLogList?companyId=${t.ids.brand}` },
  { name: 'GET /common/download', url: `/api/common/download?fileName=${brandFile}&delete=false` },
  {
    name: 'GET /common/download/resource (name)',
    url: `/api/common/download/resource?resource=${brandFile}`,
  },
  {
    name: 'GET /common/download/resource (path)',
    url: `/api/common/download/resource?resource=uploads/${brandFile}`,
  },
  { name: 'GET /warranties/:id', url: `/api/warranties/${brandWarrantyId}` },
];

/**
 * Calls naming the demo brand's catalogue, rules or a claim its dealer submitted: its dealers (the demo
 * retailer among them) read them, so these are walked as the other brand only.
 */
const brandCatalogueCalls = () => [
  { name: 'GET /catalogue/products?brandId=', url: `/api/catalogue/products?brandId=${t.ids.brand}` },
  {
    name: 'GET /catalogue/warrantyTerms?brandId=',
    url: `/api/catalogue/warrantyTerms?brandId=${t.ids.brand}`,
  },
  {
    name: 'GET /warranties/serialCheck?brandId=',
    url: `/api/warranties/serialCheck?brandId=${t.ids.brand}&serial=X1`,
  },
  { name: 'GET /fulfillmentTypes?brandId=', url: `/api/fulfillmentTypes?brandId=${t.ids.brand}` },
  { name: 'GET /compensationRules?brandId=', url: `/api/compensationRules?brandId=${t.ids.brand}` },
  { name: 'GET /compensationRules/:id', url: `/api/compensationRules/${brandRuleId}` },
  { name: 'GET /claims/:id', url: `/api/claims/${brandClaimId}` },
];

describe(`tenant isolation (${testEngine})`, () => {
  it('answers 404 to users of other companies, for every endpoint that takes an id', async () => {
    for (const email of [DEMO_USERS.onsite, DEMO_USERS.retailer]) {
      const auth = await t.authAs(email);
      for (const call of brandOwnedCalls()) {
        const response = await t.app.inject({ url: call.url, headers: auth });
        expect({ call: call.name, as: email, status: response.statusCode }).toEqual({
          call: call.name,
          as: email,
          status: 404,
        });
        expect(response.json()).toMatchObject({ code: 404 });
      }
    }
  });

  it('answers 404 to another brand naming the brand’s catalogue or product', async () => {
    const auth = await t.authAs(DEMO_USERS.onsite);
    for (const call of brandCatalogueCalls()) {
      const response = await t.app.inject({ url: call.url, headers: auth });
      expect({ call: call.name, status: response.statusCode }).toEqual({ call: call.name, status: 404 });
    }
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/warranties',
      headers: auth,
      payload: {
        serialNumber: 'TENANCY1',
        productId: brandProductId,
        purchaseDate: '2025-01-02',
        sellingRetailerCompanyId: t.ids.retailer,
        owner: { name: 'Tess', email: 'tess@example.test' },
      },
    });
    expect(register.statusCode).toBe(404);
  });

  it('answers the owner, so the 404s above are about the tenant and nothing else', async () => {
    const auth = await t.authAs(DEMO_USERS.brand);
    for (const call of [...brandOwnedCalls(), ...brandCatalogueCalls()]) {
      const response = await t.app.inject({ url: call.url, headers: auth });
      expect({ call: call.name, status: response.statusCode }).toEqual({ call: call.name, status: 200 });
    }
  });
});
