import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusChanges, warranties, warrantyTerms } from '../../db/schema.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { fileUpload, pdf } from '../files/testFixtures.ts';
import { type Auth, get, isoDaysFromToday, post, registration, signInRoles } from './testKit.ts';

let t: TestApp;
let admin: Auth;
let brand: Auth;
let onsite: Auth;
let retailer: Auth;
/** A Voltline product of this file's own, with its own terms (they win over the brand-wide ones). */
let productId: number;
let frameTermId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, brand, onsite, retailer } = await signInRoles(t));
  const created = await post(t, '/api/catalogue/products', brand, {
    sku: 'REG-TEST',
    name: 'Registration Test',
    modelYear: 2025,
    category: 'class3',
    msrpCents: 250_000,
    components: [
      { type: 'frame', partNumber: 'RT-F' },
      { type: 'motor', partNumber: 'RT-M' },
      { type: 'controller', partNumber: 'RT-C' },
    ],
  });
  productId = created.json().data.id;
  const term = (code: string, componentType: string, extra: Record<string, unknown>) =>
    post(t, '/api/catalogue/warrantyTerms', brand, {
      productId,
      code,
      name: code,
      componentType,
      startBasis: 'purchase_date',
      laborCoveredPct: 100,
      partsCoveredPct: 100,
      effectiveFrom: '2020-01-01',
      ...extra,
    });
  frameTermId = (await term('RT-FRAME', 'frame', { durationMonths: 60 })).json().data.id;
  await term('RT-MOTOR', 'motor', {
    durationMonths: 24,
    startBasis: 'registration_date',
    laborCoveredPct: 50,
  });
}, 60_000);
afterAll(() => t?.close());

describe('POST /api/warranties', () => {
  it('registers a unit sold by the retailer: active, coverages computed per component, history written', async () => {
    const body = registration(productId, { serialNumber: ' rt 0001 a ', batterySerial: 'bt 9' });
    const response = await post(t, '/api/warranties', retailer, body);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      serialNumber: 'RT0001A',
      batterySerial: 'BT9',
      product: { id: productId, sku: 'REG-TEST', modelYear: 2025 },
      brand: { id: t.ids.brand, name: 'Voltline Bikes' },
      sellingRetailer: { id: t.ids.retailer, name: 'Harbor Cycles' },
      purchaseDate: '2025-03-31',
      owner: { name: 'Pat Rider', email: 'pat@example.test', phone: '+1 555 0100' },
      status: 'active',
      source: 'retailer_pos',
      registeredBy: 'Rita Retail',
    });
    const today = isoDaysFromToday(0);
    expect(data.coverages).toEqual([
      {
        componentType: 'frame',
        termCode: 'RT-FRAME',
        startsOn: '2025-03-31',
        endsOn: '2030-03-30',
        laborCoveredPct: 100,
        partsCoveredPct: 100,
      },
      expect.objectContaining({
        componentType: 'motor',
        termCode: 'RT-MOTOR',
        startsOn: today,
        laborCoveredPct: 50,
      }),
    ]);
    const history = await t.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.entity, 'warranty'), eq(statusChanges.entityId, String(data.id))));
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'active', actorUserId: t.ids.retailerUser },
    ]);
  });

  it('freezes coverages: a later change of the term does not move them', async () => {
    const registered = (
      await post(
        t,
        '/api/warranties',
        brand,
        registration(productId, { sellingRetailerCompanyId: t.ids.otherRetailer }),
      )
    ).json().data;
    await t.db.update(warrantyTerms).set({ durationMonths: 6 }).where(eq(warrantyTerms.id, frameTermId));
    const detail = (await get(t, `/api/warranties/${registered.id}`, brand)).json().data;
    expect(detail.coverages).toEqual(registered.coverages);
    expect(detail.coverages[0].endsOn).toBe('2030-03-30');
    await t.db.update(warrantyTerms).set({ durationMonths: 60 }).where(eq(warrantyTerms.id, frameTermId));
  });

  it('refuses a purchase date in the future, or not a date (400 naming body.purchaseDate)', async () => {
    for (const purchaseDate of [isoDaysFromToday(1), '2025-13-01', '']) {
      const response = await post(t, '/api/warranties', retailer, registration(productId, { purchaseDate }));
      expect(response.statusCode, purchaseDate).toBe(400);
      expect(Object.keys(response.json().data.fields)).toEqual(['body.purchaseDate']);
    }
  });

  it('refuses a serial the brand already has live (409 naming body.serialNumber), however it is typed', async () => {
    const body = registration(productId);
    expect((await post(t, '/api/warranties', retailer, body)).statusCode).toBe(200);
    const again = await post(t, '/api/warranties', retailer, {
      ...body,
      serialNumber: ` ${body.serialNumber.toLowerCase().replace('test', 'te st')} `,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(`Serial ${body.serialNumber} is already registered with Voltline Bikes.`);
    expect(again.json().data.fields).toHaveProperty('body.serialNumber');
  });

  it('frees the serial of a void warranty for a new registration', async () => {
    const body = registration(productId);
    const first = (await post(t, '/api/warranties', retailer, body)).json().data;
    await t.db.update(warranties).set({ status: 'void' }).where(eq(warranties.id, first.id));
    expect((await post(t, '/api/warranties', retailer, body)).statusCode).toBe(200);
  });

  it(`lets exactly one of two concurrent registrations of a serial win (${testEngine})`, async () => {
    const body = registration(productId);
    const responses = await Promise.all(
      [retailer, brand].map((auth, i) =>
        post(t, '/api/warranties', auth, i ? { ...body, sellingRetailerCompanyId: t.ids.retailer } : body),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const live = await t.db.select().from(warranties).where(eq(warranties.serialNumber, body.serialNumber));
    expect(live).toHaveLength(1);
  });

  it('takes the selling retailer from the session for retailers, and from the body (a dealer) for brands', async () => {
    const otherSeller = await post(
      t,
      '/api/warranties',
      retailer,
      registration(productId, { sellingRetailerCompanyId: t.ids.otherRetailer }),
    );
    expect(otherSeller.statusCode).toBe(400);
    expect(otherSeller.json().data.fields).toHaveProperty('body.sellingRetailerCompanyId');
    const missing = await post(t, '/api/warranties', brand, registration(productId));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields).toHaveProperty('body.sellingRetailerCompanyId');
    // A retailer of the other brand only (the generated retailers alternate between the two brands).
    const notDealer = await post(
      t,
      '/api/warranties',
      brand,
      registration(productId, { sellingRetailerCompanyId: t.ids.moreRetailers[1] }),
    );
    expect(notDealer.statusCode).toBe(404);
    const byAdmin = await post(
      t,
      '/api/warranties',
      admin,
      registration(productId, { sellingRetailerCompanyId: t.ids.moreRetailers[0] }),
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data).toMatchObject({
      source: 'brand',
      status: 'active',
      sellingRetailer: { id: t.ids.moreRetailers[0] },
    });
  });

  it('refuses products outside the viewer’s brands (404) and bad fields (400 naming them)', async () => {
    const foreign = await post(
      t,
      '/api/warranties',
      onsite,
      registration(productId, { sellingRetailerCompanyId: t.ids.retailer }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.fields).toHaveProperty('body.productId');
    const bad = await post(t, '/api/warranties', retailer, {
      ...registration(productId),
      serialNumber: 'no#good',
      owner: { name: '', email: 'not-mail' },
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual([
      'body',
      'body.owner.email',
      'body.owner.name',
      'body.serialNumber',
    ]);
  });

  it('attaches the caller’s own upload as proof of purchase; another company’s upload is 404', async () => {
    const upload = async (auth: Auth) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/common/upload',
          ...(({ payload, headers }) => ({ payload, headers: { ...headers, ...auth } }))(
            fileUpload('receipt.pdf', pdf, 'application/pdf'),
          ),
        })
      ).json().data.fileName as string;
    const own = await upload(retailer);
    const withProof = await post(
      t,
      '/api/warranties',
      retailer,
      registration(productId, { proofOfPurchaseFileId: own }),
    );
    expect(withProof.statusCode).toBe(200);
    expect(withProof.json().data.proofOfPurchaseFileName).toBe(own);
    const foreign = await post(
      t,
      '/api/warranties',
      retailer,
      registration(productId, { proofOfPurchaseFileId: await upload(brand) }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.fields).toHaveProperty('body.proofOfPurchaseFileId');
  });
});

describe('GET /api/warranties/serialCheck', () => {
  it('answers whether the normalised serial is free with the brand, without PII', async () => {
    const body = registration(productId);
    await post(t, '/api/warranties', retailer, body);
    const taken = await get(
      t,
      `/api/warranties/serialCheck?brandId=${t.ids.brand}&serial=${encodeURIComponent(` ${body.serialNumber.toLowerCase()}`)}`,
      retailer,
    );
    expect(taken.json().data).toEqual({ serialNumber: body.serialNumber, available: false });
    const other = await get(
      t,
      `/api/warranties/serialCheck?brandId=${t.ids.onsiteBrand}&serial=${body.serialNumber}`,
      retailer,
    );
    expect(other.json().data.available).toBe(true);
  });

  it('is 404 for a brand the viewer does not see, 400 for a bad serial', async () => {
    expect(
      (await get(t, `/api/warranties/serialCheck?brandId=${t.ids.brand}&serial=A1`, onsite)).statusCode,
    ).toBe(404);
    const bad = await get(t, `/api/warranties/serialCheck?brandId=${t.ids.brand}&serial=%20`, brand);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toHaveProperty('querystring.serial');
  });
});
