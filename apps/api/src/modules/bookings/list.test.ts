import type { BookingDetail, BookingRow } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, eventTypes } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { type Auth, get } from '../warranty/testKit.ts';
import { act } from './testKit.ts';

let t: TestApp;
let retailer: Auth;
let summit: Auth;
let voltline: Auth;
let ridgeway: Auth;
let admin: Auth;

beforeAll(async () => {
  t = await createTestApp();
  retailer = await t.authAs(DEMO_USERS.retailer);
  summit = await t.authAs(DEMO_USERS.summit);
  voltline = await t.authAs(DEMO_USERS.brand);
  ridgeway = await t.authAs(DEMO_USERS.onsite);
  admin = await t.authAs(DEMO_USERS.admin);
}, 60_000);
afterAll(() => t?.close());

async function list(auth: Auth, query: string): Promise<{ rows: BookingRow[]; total: number }> {
  const response = await get(t, `/api/bookings?${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A seeded booking of an event owned by `ownerId`, titled `title`. */
async function bookingOf(title: string) {
  const [row] = await t.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .where(and(eq(eventTypes.title, title), eq(bookings.status, 'confirmed')))
    .limit(1);
  if (!row) throw new Error(`no confirmed booking of ${title}`);
  return row.id;
}

describe('GET /api/bookings', () => {
  it("pages a retailer's own bookings, with seats used and capacity", async () => {
    const first = await list(retailer, 'tab=all&area=events&pageSize=10');
    expect(first.total).toBeGreaterThan(20);
    expect(first.rows).toHaveLength(10);
    const second = await list(retailer, 'tab=all&area=events&pageSize=10&pageNum=2');
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]?.id);
    for (const row of [...first.rows, ...second.rows]) {
      expect(row.company.id).toBe(t.ids.retailer);
      expect(['test_ride', 'demo_event']).toContain(row.eventType.kind);
      expect(row.capacity).toBeGreaterThanOrEqual(1);
      expect(row.customer).not.toBeNull();
    }
  });

  it('splits events and appointments, and the tabs by status and time', async () => {
    const appointments = await list(retailer, 'tab=all&area=appointments&pageSize=100');
    expect(
      appointments.rows.every((r) => ['service', 'fitting', 'delivery'].includes(r.eventType.kind)),
    ).toBe(true);
    expect(appointments.total).toBeGreaterThan(10);
    const upcoming = await list(retailer, 'tab=upcoming&pageSize=100');
    const now = Date.now();
    expect(
      upcoming.rows.every(
        (r) => Date.parse(r.end) >= now && ['pending', 'confirmed', 'checked_in'].includes(r.status),
      ),
    ).toBe(true);
    expect(upcoming.rows.map((r) => r.start)).toEqual([...upcoming.rows.map((r) => r.start)].sort());
    const unconfirmed = await list(retailer, 'tab=unconfirmed&pageSize=100');
    expect(unconfirmed.total).toBeGreaterThan(0);
    expect(unconfirmed.rows.every((r) => r.status === 'pending')).toBe(true);
    const cancelled = await list(retailer, 'tab=cancelled&pageSize=100');
    expect(
      cancelled.rows.every((r) => ['cancelled', 'rejected', 'expired', 'rescheduled'].includes(r.status)),
    ).toBe(true);
    const past = await list(retailer, 'tab=past&sort=-start&pageSize=5');
    expect(past.rows.every((r) => Date.parse(r.end) < now)).toBe(true);
  });

  it('filters by date on the shop clock, status, shop and search', async () => {
    const [row] = (await list(retailer, 'tab=all&pageSize=1')).rows;
    if (!row) throw new Error('no booking');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: row.timezone }).format(new Date(row.start));
    const sameDay = await list(retailer, `tab=all&from=${date}&to=${date}&pageSize=100`);
    expect(sameDay.rows.map((r) => r.id)).toContain(row.id);
    expect(
      sameDay.rows.every(
        (r) => new Intl.DateTimeFormat('en-CA', { timeZone: r.timezone }).format(new Date(r.start)) === date,
      ),
    ).toBe(true);
    const byReference = await list(retailer, `tab=all&q=${row.reference}`);
    expect(byReference.rows.map((r) => r.id)).toEqual([row.id]);
    const byShop = await list(retailer, `tab=all&shopId=${row.shop.id}&status=${row.status}&pageSize=100`);
    expect(byShop.rows.every((r) => r.shop.id === row.shop.id && r.status === row.status)).toBe(true);
  });

  it('shows a brand its test rides only, and customers only of the events it owns', async () => {
    const own = await list(voltline, 'tab=all&pageSize=100');
    expect(own.total).toBeGreaterThan(20);
    expect(own.rows.every((r) => r.brand?.id === t.ids.brand && r.customer !== null)).toBe(true);
    // Harbor's own Ridgeway Test Ride: Ridgeway sees the bookings, never the customer.
    const rides = await list(ridgeway, 'tab=all&pageSize=100');
    expect(rides.total).toBeGreaterThan(0);
    expect(rides.rows.every((r) => r.brand?.id === t.ids.onsiteBrand && r.customer === null)).toBe(true);
    const name =
      rides.rows[0] && (await t.db.select().from(bookings).where(eq(bookings.id, rides.rows[0].id)))[0];
    const search = await list(ridgeway, `tab=all&q=${encodeURIComponent(name?.customerName ?? 'x')}`);
    expect(search.total).toBe(0);
  });

  it("gives an admin every company's bookings, narrowed by company or brand", async () => {
    const summitOnly = await list(admin, `tab=all&companyId=${t.ids.otherRetailer}&pageSize=100`);
    expect(summitOnly.total).toBeGreaterThan(0);
    expect(summitOnly.rows.every((r) => r.company.id === t.ids.otherRetailer)).toBe(true);
    const voltlineOnly = await list(admin, `tab=all&brandId=${t.ids.brand}&pageSize=100`);
    expect(voltlineOnly.rows.every((r) => r.brand?.id === t.ids.brand)).toBe(true);
  });
});

describe('GET /api/bookings/export.csv', () => {
  it('has the same rows as the list, and no customer details a brand may not see', async () => {
    const total = (await list(retailer, 'tab=upcoming&area=events')).total;
    const csv = await get(t, '/api/bookings/export.csv?tab=upcoming&area=events', retailer);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Date,Start,Time zone,Event/);
    expect(lines).toHaveLength(total + 1);
    const brandCsv = await get(t, '/api/bookings/export.csv?tab=all', ridgeway);
    expect(brandCsv.body).not.toContain('@example.test');
    expect(brandCsv.body.trim().split('\r\n').length).toBeGreaterThan(1);
  });
});

/** A valid body of each action, so that only the scope can refuse it. */
const ACTION_BODIES: Record<string, Record<string, unknown>> = {
  confirm: {},
  reject: { reason: 'No guide' },
  cancel: { reasonCode: 'other' },
  checkIn: {},
  complete: {},
  noShow: {},
  undoNoShow: {},
};

describe('GET /api/bookings/:id', () => {
  it("answers the detail with labelled answers, history, reminders and the retailer's actions", async () => {
    const id = await bookingOf('Voltline Test Ride');
    const response = await get(t, `/api/bookings/${id}`, retailer);
    expect(response.statusCode, response.body).toBe(200);
    const detail: BookingDetail = response.json().data;
    expect(detail.answers.find((a) => a.questionId === 'waiver')).toMatchObject({
      label: 'Ride waiver',
      answer: 'Accepted',
    });
    expect(detail.history[0]?.from).toBeNull();
    expect(detail.history.at(-1)?.to).toBe('confirmed');
    expect(detail.reminders.length).toBeGreaterThan(0);
    expect(detail.actions).toEqual(expect.arrayContaining(['cancel', 'assign']));
    const brandView: BookingDetail = (await get(t, `/api/bookings/${id}`, voltline)).json().data;
    expect(brandView.actions).toEqual(['cancel']);
    expect(brandView.customer).not.toBeNull();
  });

  it("hides the customer of a retailer's own event from the brand of its bikes", async () => {
    const id = await bookingOf('Ridgeway Test Ride');
    const detail: BookingDetail = (await get(t, `/api/bookings/${id}`, ridgeway)).json().data;
    expect(detail.customer).toBeNull();
    expect(detail.answers).toEqual([]);
    expect(detail.history.length).toBeGreaterThan(0);
    expect(detail.history.every((entry) => entry.reason === null)).toBe(true);
    expect(detail.internalNotes).toBeNull();
    expect(detail.actions).toEqual([]);
  });

  it("answers 404 for another company's booking, on every endpoint", async () => {
    const harbors = await bookingOf('Harbor Demo Evening');
    const summits = await bookingOf('Spring tune-up');
    for (const [auth, id] of [
      [summit, harbors],
      [voltline, harbors],
      [ridgeway, harbors],
      [retailer, summits],
    ] as const) {
      expect((await get(t, `/api/bookings/${id}`, auth)).statusCode).toBe(404);
      for (const [action, payload] of Object.entries(ACTION_BODIES))
        expect((await act(t, auth, id, action, payload)).statusCode, action).toBe(404);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/bookings/${id}`,
        headers: auth,
        payload: { internalNotes: 'x' },
      });
      expect(patch.statusCode).toBe(404);
    }
    expect((await get(t, `/api/bookings/${harbors}`, admin)).statusCode).toBe(200);
    expect((await get(t, '/api/bookings/99999999', retailer)).statusCode).toBe(404);
  });
});
