import { and, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandRetailers, shops } from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import { send } from '../../shops/testKit.ts';
import { type Auth, get } from '../../warranty/testKit.ts';
import { firstShop } from '../testKit.ts';

let t: TestApp;
let as: Record<'retailer' | 'retailerStaff' | 'brand' | 'summit' | 'admin', Auth>;
let harborShop: number;
let summitShop: number;

function body(extra: Record<string, unknown> = {}) {
  return {
    kind: 'test_ride',
    title: 'Gravel E-Bike Test Ride',
    locationType: 'in_shop',
    durationMinutes: 45,
    slotIntervalMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    capacityPerSlot: 4,
    minNoticeMinutes: 120,
    maxAdvanceDays: 30,
    requiresConfirmation: true,
    autoExpirePendingMinutes: null,
    cancelNoticeMinutes: 1440,
    rescheduleNoticeMinutes: 1440,
    questions: [
      {
        id: 'waiver',
        label: 'Ride waiver',
        type: 'waiver',
        required: true,
        waiverText: 'I ride at my own risk.',
      },
      { id: 'height', label: 'Rider height (cm)', type: 'height', required: true },
    ],
    feedbackQuestions: [{ id: 'stars', label: 'How was it?', type: 'rating', required: true }],
    reminders: [{ offsetMinutes: 1440, channel: 'email' }],
    demoUnits: [{ serial: 'VL-001' }, { serial: 'VL-002' }],
    priceCents: null,
    shopIds: [harborShop],
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  as = {
    retailer: await t.authAs(DEMO_USERS.retailer),
    retailerStaff: await t.authAs(DEMO_USERS.retailerStaff),
    brand: await t.authAs(DEMO_USERS.brand),
    summit: await t.authAs(DEMO_USERS.summit),
    admin: await t.authAs(DEMO_USERS.admin),
  };
  harborShop = (await firstShop(t, t.ids.retailer)).id;
  summitShop = (await firstShop(t, t.ids.otherRetailer)).id;
});
afterAll(() => t?.close());

describe('event types of a retailer', () => {
  it('creates a draft with a slug from the title, the effective capacity and no booking page yet', async () => {
    const response = await send(t, 'POST', '/api/eventTypes', as.retailer, body());
    expect(response.statusCode).toBe(200);
    const created = response.json().data;
    expect(created).toMatchObject({
      slug: 'gravel-e-bike-test-ride',
      status: 'draft',
      capacityPerSlot: 4,
      effectiveCapacity: 2,
      bookingPaths: [],
      editable: true,
      shops: [{ id: harborShop }],
    });
    const again = await send(t, 'POST', '/api/eventTypes', as.retailer, body());
    expect(again.json().data.slug).toBe('gravel-e-bike-test-ride-2');
    const taken = await send(
      t,
      'POST',
      '/api/eventTypes',
      as.retailer,
      body({ slug: 'gravel-e-bike-test-ride' }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data.fields.slug).toBeDefined();
  });

  it('publishes, duplicates as a draft, and lists by area and shop', async () => {
    const created = (await send(t, 'POST', '/api/eventTypes', as.retailer, body({ title: 'Fitting' }))).json()
      .data;
    const published = await send(t, 'POST', `/api/eventTypes/${created.id}/status`, as.retailer, {
      status: 'active',
    });
    expect(published.json().data.bookingPaths).toEqual([
      { shopId: harborShop, path: `/book/${harborShop}/fitting` },
    ]);
    const copy = (await send(t, 'POST', `/api/eventTypes/${created.id}/duplicate`, as.retailer)).json().data;
    expect(copy).toMatchObject({ title: 'Copy of Fitting', slug: 'copy-of-fitting', status: 'draft' });
    const list = (
      await get(t, `/api/eventTypes?area=events&shopId=${harborShop}&q=fitting`, as.retailer)
    ).json().data;
    expect(list.rows.map((row: { title: string }) => row.title).sort()).toEqual([
      'Copy of Fitting',
      'Fitting',
    ]);
    const appointments = (await get(t, '/api/eventTypes?area=appointments&q=fitting', as.retailer)).json()
      .data;
    expect(appointments.total).toBe(0);
  });

  it('saves changes, and refuses shops of another company (422 naming shopIds)', async () => {
    const created = (
      await send(t, 'POST', '/api/eventTypes', as.retailer, body({ title: 'Night ride' }))
    ).json().data;
    const saved = await send(
      t,
      'PUT',
      `/api/eventTypes/${created.id}`,
      as.retailer,
      body({ title: 'Late ride' }),
    );
    expect(saved.json().data).toMatchObject({ title: 'Late ride', slug: 'night-ride' });
    const foreign = await send(t, 'POST', '/api/eventTypes', as.retailer, body({ shopIds: [summitShop] }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data.fields.shopIds).toBeDefined();
  });

  it('lets staff read but not write (403), and hides it from another company (404)', async () => {
    const created = (await send(t, 'POST', '/api/eventTypes', as.retailer, body({ title: 'Hidden' }))).json()
      .data;
    expect((await send(t, 'POST', '/api/eventTypes', as.retailerStaff, body())).statusCode).toBe(403);
    expect((await get(t, `/api/eventTypes/${created.id}`, as.retailerStaff)).json().data.editable).toBe(
      false,
    );
    expect((await get(t, `/api/eventTypes/${created.id}`, as.summit)).statusCode).toBe(404);
    expect((await send(t, 'PUT', `/api/eventTypes/${created.id}`, as.summit, body())).statusCode).toBe(404);
    const status = await send(t, 'POST', `/api/eventTypes/${created.id}/status`, as.summit, {
      status: 'archived',
    });
    expect(status.statusCode).toBe(404);
    expect((await send(t, 'POST', `/api/eventTypes/${created.id}/duplicate`, as.summit)).statusCode).toBe(
      404,
    );
    expect((await get(t, `/api/eventTypes/${created.id}`, as.admin)).statusCode).toBe(200);
  });
});

describe('event types of a brand', () => {
  it("runs test rides at its active dealers' shops only, as the brand that sees them", async () => {
    const dealers = await t.db
      .select({ id: brandRetailers.retailerCompanyId })
      .from(brandRetailers)
      .where(and(eq(brandRetailers.brandCompanyId, t.ids.brand), eq(brandRetailers.status, 'active')));
    const dealerIds = dealers.map((row) => row.id);
    const [dealerShop] = await t.db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.companyId, dealerIds[0] ?? 0), eq(shops.active, true)));
    const [otherShop] = await t.db
      .select({ id: shops.id })
      .from(shops)
      .where(and(notInArray(shops.companyId, dealerIds), ne(shops.companyId, t.ids.brand)));
    const ride = await send(t, 'POST', '/api/eventTypes', as.brand, body({ shopIds: [dealerShop?.id] }));
    expect(ride.statusCode).toBe(200);
    expect(ride.json().data.brand).toMatchObject({ id: t.ids.brand });
    const elsewhere = await send(t, 'POST', '/api/eventTypes', as.brand, body({ shopIds: [otherShop?.id] }));
    expect(elsewhere.json().data.fields.shopIds).toBeDefined();
    const service = await send(
      t,
      'POST',
      '/api/eventTypes',
      as.brand,
      body({ kind: 'delivery', shopIds: [dealerShop?.id] }),
    );
    expect(service.json().data.fields.kind).toBe('A brand defines test rides and demo events.');
    const list = (await get(t, '/api/eventTypes', as.retailer)).json().data;
    expect(list.rows.some((row: { id: number }) => row.id === ride.json().data.id)).toBe(false);
  });
});
