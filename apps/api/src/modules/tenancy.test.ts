// One place that walks every endpoint taking an id of a tenant-owned record, as a user of another company:
// each answers 404, exactly as for an id that does not exist, and the owner still gets the record.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyDocuments,
  compensationRules,
  files,
  payLogs,
  products,
  reverseShipments,
  warranties,
} from '../db/schema.ts';
import { DEMO_USERS } from '../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../test/testApp.ts';
import { submittedClaim } from './claims/testKit.ts';
import { fileUpload } from './files/testFixtures.ts';
import { post, registration } from './warranty/testKit.ts';

let t: TestApp;
let brandFile: string;
let brandLogId: number;
/** A Voltline unit sold by a retailer other than the demo retailer (who would see it as its seller). */
let brandWarrantyId: number;
let brandProductId: number;
let brandRuleId: number;
/** A claim on a Voltline unit, submitted by the demo retailer (who reads it, as the brand does). */
let brandClaimId: number;
/** A return of a Voltline claim by a dealer other than the demo retailer, with the brand's label. */
let brandReturnId: number;
/** A Voltline unit the brand registered with `brandFile` as its proof, sold by another retailer. */
let brandProofWarrantyId: number;
/** One of the demo brand's documents (W-9, insurance…). */
let brandDocumentId: number;
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
  const registered = await post(t, '/api/warranties', await t.authAs(DEMO_USERS.brand), {
    ...registration(brandProductId, { proofOfPurchaseFileId: brandFile }),
    sellingRetailerCompanyId: t.ids.otherRetailer,
  });
  brandProofWarrantyId = registered.json().data.id;
  const [shipment] = await t.db
    .select({ id: reverseShipments.id })
    .from(reverseShipments)
    .where(
      and(
        eq(reverseShipments.brandCompanyId, t.ids.brand),
        ne(reverseShipments.retailerCompanyId, t.ids.retailer),
        eq(reverseShipments.status, 'requested'),
      ),
    )
    .limit(1);
  if (!shipment) throw new Error('the seed has no requested Voltline return of another dealer');
  brandReturnId = shipment.id;
  const [document] = await t.db
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, t.ids.brand))
    .limit(1);
  if (!document) throw new Error('the seed has no Voltline document');
  brandDocumentId = document.id;
  const [label] = await t.db.select({ id: files.id }).from(files).where(eq(files.fileName, brandFile));
  await t.db
    .update(reverseShipments)
    .set({ labelFileId: label?.id })
    .where(eq(reverseShipments.id, brandReturnId));
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
  { name: 'GET /warranties/:id/proof', url: `/api/warranties/${brandProofWarrantyId}/proof` },
  { name: 'GET /returns/:id', url: `/api/returns/${brandReturnId}` },
  { name: 'GET /returns/:id/label', url: `/api/returns/${brandReturnId}/label` },
  { name: 'GET /documents/:id/file', url: `/api/documents/${brandDocumentId}/file` },
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

  it('answers 404 to a return’s actions by another brand or retailer, before any state check', async () => {
    const actions = [
      { url: 'label', payload: { carrier: 'UPS' } },
      { url: 'ship', payload: { carrier: 'UPS', trackingNumber: '1Z1' } },
      { url: 'receive', payload: { items: [{ itemId: 1, receivedQuantity: 0 }] } },
      { url: 'inspect', payload: { result: 'confirmed_defect' } },
      { url: 'close', payload: {} },
      { url: 'cancel', payload: { reason: 'No.' } },
    ];
    const onsite = await t.authAs(DEMO_USERS.onsite);
    const retailer = await t.authAs(DEMO_USERS.retailer);
    for (const [auth, role] of [
      [onsite, 'brand'],
      [retailer, 'retailer'],
    ] as const) {
      // Each role may call only some actions (403 otherwise); those it may call answer 404.
      const allowed = role === 'brand' ? ['label', 'receive', 'inspect', 'close', 'cancel'] : ['ship'];
      for (const action of actions.filter((candidate) => allowed.includes(candidate.url))) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/returns/${brandReturnId}/${action.url}`,
          headers: auth,
          payload: action.payload,
        });
        expect({ action: action.url, role, status: response.statusCode }).toEqual({
          action: action.url,
          role,
          status: 404,
        });
      }
    }
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/returns/${brandReturnId}`,
      headers: onsite,
      payload: { shipFrom: 'a', shipTo: 'b', returnBy: '2030-01-01' },
    });
    expect(edit.statusCode).toBe(404);
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

  it('answers 404 to another brand acting on the brand’s warranty (void is the admin’s alone: 403)', async () => {
    const auth = await t.authAs(DEMO_USERS.onsite);
    const transfer = await post(t, `/api/warranties/${brandWarrantyId}/transfer`, auth, {
      owner: { name: 'Tess', email: 'tess@example.test' },
      transferDate: '2025-06-01',
    });
    expect(transfer.statusCode).toBe(404);
    const voided = await post(t, `/api/warranties/${brandWarrantyId}/void`, auth, { reason: 'Mine now.' });
    expect(voided.statusCode).toBe(403);
  });

  it('answers the owner, so the 404s above are about the tenant and nothing else', async () => {
    const auth = await t.authAs(DEMO_USERS.brand);
    for (const call of [...brandOwnedCalls(), ...brandCatalogueCalls()]) {
      const response = await t.app.inject({ url: call.url, headers: auth });
      expect({ call: call.name, status: response.statusCode }).toEqual({ call: call.name, status: 200 });
    }
  });
});
