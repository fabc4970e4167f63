import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, warrantyClaims } from '../../db/schema.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { claimFixtures, submission } from '../claims/testKit.ts';
import { fileUpload, pdf } from '../files/testFixtures.ts';
import { type Auth, get, isoDaysFromToday, post, registration, signInRoles } from './testKit.ts';

let t: TestApp;
let admin: Auth;
let brand: Auth;
let onsite: Auth;
let retailer: Auth;
/** Voltline City: frame (transferable), motor, battery and display coverages. */
let cityId: number;
/** Voltline's battery: a battery coverage only, not transferable. */
let batteryId: number;
let repairTypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, brand, onsite, retailer } = await signInRoles(t));
  ({ productId: cityId, repairTypeId } = await claimFixtures(t));
  const [battery] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.brandCompanyId, t.ids.brand), eq(products.sku, 'VL-BAT-500')));
  if (!battery) throw new Error('the seed has no Voltline battery');
  batteryId = battery.id;
}, 60_000);
afterAll(() => t?.close());

/** A unit sold by the demo retailer two years ago, as the retailer registered it. */
async function unit(productId = cityId, extra: Record<string, unknown> = {}) {
  const response = await post(
    t,
    '/api/warranties',
    retailer,
    registration(productId, { purchaseDate: isoDaysFromToday(-700), ...extra }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const newOwner = { name: 'Sam Second', email: 'Sam@Example.test', phone: '+1 555 0199' };

describe(`warranty detail (${testEngine})`, () => {
  it('shows the registration in the history and what each role may do', async () => {
    const { id } = await unit();
    const detail = (await get(t, `/api/warranties/${id}`, brand)).json().data;
    expect(detail.statusHistory).toEqual([
      { from: null, to: 'active', actor: expect.any(String), reason: 'registered', at: expect.any(String) },
    ]);
    expect(detail).toMatchObject({ transfers: [], claims: [] });
    const can = async (auth: Auth) => (await get(t, `/api/warranties/${id}`, auth)).json().data.can;
    expect(await can(admin)).toEqual({ void: true, transfer: true, claim: false });
    expect(await can(brand)).toEqual({ void: false, transfer: true, claim: false });
    expect(await can(retailer)).toEqual({ void: false, transfer: false, claim: true });
    const battery = await unit(batteryId);
    expect((await get(t, `/api/warranties/${battery.id}`, admin)).json().data.can.transfer).toBe(false);
  });

  it('lists the claims on the unit: a retailer only its own', async () => {
    const { id } = await unit();
    const submitted = await post(t, '/api/claims', retailer, submission(id, repairTypeId));
    expect(submitted.statusCode).toBe(200);
    // Another retailer's claim on the same unit (no route makes one; the table allows it).
    await t.db.insert(warrantyClaims).values({
      warrantyId: id,
      brandCompanyId: t.ids.brand,
      retailerCompanyId: t.ids.otherRetailer,
      submittedByUserId: t.ids.admin,
      failureDate: isoDaysFromToday(-2),
      complaint: 'Display flickers.',
      causalComponentType: 'display',
      fulfillmentTypeId: repairTypeId,
      status: 'submitted',
      claimedTotalCents: 1000,
    });
    const claims = async (auth: Auth) => (await get(t, `/api/warranties/${id}`, auth)).json().data.claims;
    expect(await claims(brand)).toHaveLength(2);
    const own = await claims(retailer);
    expect(own).toEqual([
      {
        id: submitted.json().data.id,
        number: submitted.json().data.number,
        status: 'submitted',
        failureDate: isoDaysFromToday(-3),
        causalComponentType: 'motor',
        claimedTotalCents: 58_500,
        approvedTotalCents: null,
        submittedAt: expect.any(String),
      },
    ]);
  });

  it('sends the proof of purchase to whoever sees the warranty, 404 to others and when there is none', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      ...(({ payload, headers }) => ({ payload, headers: { ...headers, ...retailer } }))(
        fileUpload('receipt.pdf', pdf, 'application/pdf'),
      ),
    });
    const { id } = await unit(cityId, { proofOfPurchaseFileId: upload.json().data.fileName });
    for (const auth of [retailer, brand, admin]) {
      const response = await get(t, `/api/warranties/${id}/proof`, auth);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    }
    expect((await get(t, `/api/warranties/${id}/proof`, onsite)).statusCode).toBe(404);
    const without = await unit();
    expect((await get(t, `/api/warranties/${without.id}/proof`, brand)).statusCode).toBe(404);
  });
});

describe(`POST /api/warranties/:id/void (${testEngine})`, () => {
  it('voids with a reason, frees the serial, keeps the claims linked; a second void is 409', async () => {
    const warranty = await unit();
    const claim = (await post(t, '/api/claims', retailer, submission(warranty.id, repairTypeId))).json().data;
    const url = `/api/warranties/${warranty.id}/void`;
    const voided = await post(t, url, admin, { reason: '  Registered twice by mistake.  ' });
    expect(voided.statusCode).toBe(200);
    const data = voided.json().data;
    expect(data).toMatchObject({ status: 'void', can: { void: false, transfer: false, claim: false } });
    expect(data.statusHistory.at(-1)).toMatchObject({
      from: 'active',
      to: 'void',
      reason: 'Registered twice by mistake.',
      actor: expect.any(String),
    });
    expect(data.claims).toEqual([expect.objectContaining({ id: claim.id, status: 'submitted' })]);
    const [stored] = await t.db.select().from(warrantyClaims).where(eq(warrantyClaims.id, claim.id));
    expect(stored).toMatchObject({ warrantyId: warranty.id, status: 'submitted' });

    const again = await post(t, url, admin, { reason: 'Again.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.error).toBe('invalid_transition');
    const reregistered = await post(
      t,
      '/api/warranties',
      retailer,
      registration(cityId, { serialNumber: warranty.serialNumber }),
    );
    expect(reregistered.statusCode).toBe(200);
  });

  it('needs a reason of 1–500 characters, an admin, and a warranty that exists', async () => {
    const { id } = await unit();
    const url = `/api/warranties/${id}/void`;
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await post(t, url, admin, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().data.fields)).toEqual(['body.reason']);
    }
    for (const auth of [brand, retailer]) {
      expect((await post(t, url, auth, { reason: 'Mine.' })).statusCode).toBe(403);
    }
    expect((await post(t, '/api/warranties/99999999/void', admin, { reason: 'Gone.' })).statusCode).toBe(404);
  });
});

describe(`POST /api/warranties/:id/transfer (${testEngine})`, () => {
  it('makes a new active record for the new owner with the transferable coverages only', async () => {
    const old = await unit();
    const response = await post(t, `/api/warranties/${old.id}/transfer`, brand, {
      owner: newOwner,
      transferDate: isoDaysFromToday(-10),
      note: 'Sold privately.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const fresh = response.json().data;
    expect(fresh.id).not.toBe(old.id);
    expect(fresh).toMatchObject({
      serialNumber: old.serialNumber,
      product: old.product,
      sellingRetailer: old.sellingRetailer,
      purchaseDate: old.purchaseDate,
      batterySerial: old.batterySerial,
      source: old.source,
      status: 'active',
      owner: { name: 'Sam Second', email: 'sam@example.test', phone: '+1 555 0199' },
      transfers: [{ fromWarrantyId: old.id, toWarrantyId: fresh.id, at: expect.any(String) }],
      claims: [],
    });
    expect(fresh.registeredBy).not.toBe(old.registeredBy);
    expect(fresh.coverages).toEqual(
      old.coverages.filter((c: { componentType: string }) => c.componentType === 'frame'),
    );
    expect(fresh.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: 'active', reason: expect.stringContaining(`#${old.id}`) }),
    ]);

    const before = (await get(t, `/api/warranties/${old.id}`, brand)).json().data;
    expect(before).toMatchObject({
      status: 'transferred',
      owner: old.owner,
      transfers: [{ fromWarrantyId: old.id, toWarrantyId: fresh.id, at: fresh.transfers[0].at }],
      can: { void: false, transfer: false, claim: false },
    });
    expect(before.coverages).toEqual(old.coverages);
    expect(before.statusHistory.at(-1)).toMatchObject({
      from: 'active',
      to: 'transferred',
      reason: expect.stringContaining('Sold privately.'),
    });
    // The retailer that sold the unit still sees both records.
    expect((await get(t, `/api/warranties/${fresh.id}`, retailer)).json().data.can.claim).toBe(true);

    const again = await post(t, `/api/warranties/${old.id}/transfer`, admin, {
      owner: newOwner,
      transferDate: isoDaysFromToday(-1),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.error).toBe('invalid_transition');
  });

  it('refuses a unit with no transferable coverage (422) and a voided unit (409)', async () => {
    const battery = await unit(batteryId);
    const refused = await post(t, `/api/warranties/${battery.id}/transfer`, admin, {
      owner: newOwner,
      transferDate: isoDaysFromToday(-1),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      msg: expect.stringContaining('transferable'),
      data: { error: 'not_transferable' },
    });
    expect((await get(t, `/api/warranties/${battery.id}`, admin)).json().data.status).toBe('active');

    const voided = await unit();
    await post(t, `/api/warranties/${voided.id}/void`, admin, { reason: 'Stolen.' });
    const response = await post(t, `/api/warranties/${voided.id}/transfer`, admin, {
      owner: newOwner,
      transferDate: isoDaysFromToday(-1),
    });
    expect(response.statusCode).toBe(409);
  });

  it('checks the date and the owner, and who may transfer', async () => {
    const { id, purchaseDate } = await unit();
    const url = `/api/warranties/${id}/transfer`;
    const future = await post(t, url, brand, { owner: newOwner, transferDate: isoDaysFromToday(1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().data.fields).toHaveProperty('body.transferDate');
    const early = await post(t, url, brand, { owner: newOwner, transferDate: '2020-01-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().data.fields['body.transferDate']).toContain(purchaseDate);
    const noOwner = await post(t, url, brand, { owner: { name: '' }, transferDate: isoDaysFromToday(-1) });
    expect(Object.keys(noOwner.json().data.fields).sort()).toEqual(['body.owner.email', 'body.owner.name']);
    const valid = { owner: newOwner, transferDate: isoDaysFromToday(-1) };
    expect((await post(t, url, retailer, valid)).statusCode).toBe(403);
    expect((await post(t, url, onsite, valid)).statusCode).toBe(404);
    expect((await post(t, url, admin, valid)).statusCode).toBe(200);
  });
});
