import type { BookingDetail } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReminders, bookings, employees } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { shopIdOf } from '../shops/testKit.ts';
import { type Auth, get } from '../warranty/testKit.ts';
import { act, insertBooking, insertEventType, minutesFromNow } from './testKit.ts';

let t: TestApp;
let owner: Auth;
let staff: Auth;
let voltline: Auth;
let embarcadero: number;
let ride: Awaited<ReturnType<typeof insertEventType>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authAs(DEMO_USERS.retailer);
  staff = await t.authAs(DEMO_USERS.retailerStaff);
  voltline = await t.authAs(DEMO_USERS.brand);
  embarcadero = await shopIdOf(t, t.ids.retailer, 'Harbor Cycles Embarcadero');
  ride = await insertEventType(t, t.ids.retailer, [embarcadero], {
    requiresConfirmation: true,
    capacityPerSlot: 1,
    confirmationBlocksSlot: false,
    // Customers may not cancel within 30 days: staff may.
    cancelNoticeMinutes: 43_200,
    reminders: [
      { offsetMinutes: 60, channel: 'email' },
      { offsetMinutes: 120, channel: 'sms' },
    ],
    feedbackQuestions: [{ id: 'overall', label: 'How was it?', type: 'rating', required: true }],
    demoUnits: [{ serial: 'DEMO-1' }, { serial: 'DEMO-2' }],
  });
}, 60_000);
afterAll(() => t?.close());

/** A booking of the test ride starting `minutes` from now (the hour ahead of it is free of others). */
let slot = 0;
function bookingAt(minutes: number, extra: Parameters<typeof insertBooking>[4] = {}) {
  slot += 1;
  // Each test's booking in its own hour a day apart unless it needs a time near now.
  return insertBooking(t, ride, embarcadero, minutesFromNow(minutes), extra);
}
const aDayAhead = () => 3 * 24 * 60 + slot * 24 * 60;

function detailOf(response: { json(): { data: BookingDetail } }) {
  return response.json().data;
}

describe('confirm', () => {
  it('confirms a pending booking, schedules its reminders and e-mails the customer; twice is 409', async () => {
    const booking = await bookingAt(aDayAhead());
    const response = await act(t, staff, booking.id, 'confirm');
    expect(response.statusCode, response.body).toBe(200);
    const detail = detailOf(response);
    expect(detail.status).toBe('confirmed');
    expect(detail.reminders.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    expect(detail.history.map((h) => h.to)).toEqual(['pending', 'confirmed']);
    expect((await t.lastMail(booking.customerEmail ?? ''))?.subject).toMatch(/^Confirmed: .* P[SD]T$/);
    const again = await act(t, staff, booking.id, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json().data.error).toBe('invalid_transition');
  });

  it('re-checks capacity: two pending bookings for the last seat confirmed at once, one wins', async () => {
    const start = aDayAhead() + 60;
    const first = await bookingAt(start);
    const second = await insertBooking(t, ride, embarcadero, first.startsAt);
    const answers = await Promise.all([
      act(t, owner, first.id, 'confirm'),
      act(t, staff, second.id, 'confirm'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().data.error).toBe('slot_unavailable');
    const statuses = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.startsAt, first.startsAt));
    expect(statuses.filter((s) => s.status === 'confirmed')).toHaveLength(1);
  });

  it('is refused to a brand that does not run the shop', async () => {
    const brandRide = await insertEventType(t, t.ids.brand, [embarcadero], { brandCompanyId: t.ids.brand });
    const booking = await insertBooking(t, brandRide, embarcadero, minutesFromNow(aDayAhead()));
    expect((await act(t, voltline, booking.id, 'confirm')).statusCode).toBe(403);
    const cancelled = await act(t, voltline, booking.id, 'cancel', { reasonCode: 'weather' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});

describe('reject and cancel', () => {
  it('rejects a pending booking with its reason; a confirmed one cannot be rejected', async () => {
    const booking = await bookingAt(aDayAhead());
    const response = await act(t, owner, booking.id, 'reject', { reason: 'No guide that day' });
    expect(response.statusCode).toBe(200);
    expect(detailOf(response)).toMatchObject({ status: 'rejected', rejectionReason: 'No guide that day' });
    expect((await t.lastMail(booking.customerEmail ?? ''))?.text).toContain('No guide that day');
    const confirmed = await bookingAt(aDayAhead(), { status: 'confirmed' });
    const refused = await act(t, owner, confirmed.id, 'reject', { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.error).toBe('invalid_transition');
    expect((await act(t, owner, confirmed.id, 'reject', {})).statusCode).toBe(400);
  });

  it("cancels a confirmed booking inside the customers' notice window and cancels its reminders", async () => {
    const booking = await bookingAt(aDayAhead());
    await act(t, owner, booking.id, 'confirm');
    const response = await act(t, owner, booking.id, 'cancel', {
      reasonCode: 'bike_unavailable',
      note: 'Flat battery',
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = detailOf(response);
    expect(detail).toMatchObject({
      status: 'cancelled',
      cancelReasonCode: 'bike_unavailable',
      cancelNote: 'Flat battery',
    });
    expect(detail.reminders.length).toBe(2);
    expect(detail.reminders.every((r) => r.cancelledAt !== null && r.sentAt === null)).toBe(true);
    const again = await act(t, owner, booking.id, 'cancel', { reasonCode: 'other' });
    expect(again.json().data.error).toBe('invalid_transition');
  });
});

describe('check in and complete', () => {
  it('refuses check-in before the 30 minutes ahead of the start', async () => {
    const booking = await bookingAt(45, { status: 'confirmed' });
    const response = await act(t, staff, booking.id, 'checkIn', {});
    expect(response.statusCode).toBe(409);
    expect(response.json().data.error).toBe('check_in_not_open');
    expect(detailOf(await get(t, `/api/bookings/${booking.id}`, staff)).actions).not.toContain('checkIn');
  });

  it('checks in with a pickup code and a demo bike, and completes only with the right code', async () => {
    const booking = await bookingAt(20, { status: 'confirmed' });
    expect(detailOf(await get(t, `/api/bookings/${booking.id}`, staff)).actions).toContain('checkIn');
    const wrongUnit = await act(t, staff, booking.id, 'checkIn', { unitSerial: 'NOPE' });
    expect(wrongUnit.statusCode).toBe(422);
    expect(wrongUnit.json().data.fields.unitSerial).toBeDefined();
    const checkedIn = await act(t, staff, booking.id, 'checkIn', { unitSerial: 'DEMO-2' });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    const pickup = detailOf(checkedIn).pickup;
    expect(pickup?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(pickup?.unitSerial).toBe('DEMO-2');

    const missing = await act(t, staff, booking.id, 'complete', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.fields.pickupCode).toBe('Enter the pickup code.');
    const wrong = await act(t, staff, booking.id, 'complete', {
      pickupCode: pickup?.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().data.fields.pickupCode).toBeDefined();
    const done = await act(t, staff, booking.id, 'complete', { pickupCode: pickup?.code?.toLowerCase() });
    expect(done.statusCode, done.body).toBe(200);
    expect(detailOf(done)).toMatchObject({ status: 'completed' });
    expect(detailOf(done).pickup?.confirmedAt).not.toBeNull();
    const mail = await t.lastMail(booking.customerEmail ?? '');
    expect(mail?.text).toMatch(/http:\/\/localhost:8080\/ec\/questionnaire\?sign=\S+/);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.feedbackTokenHash).toBeTruthy();
  });

  it('hands out a free demo bike when none is named, and never one that is out', async () => {
    const first = await bookingAt(10, { status: 'confirmed' });
    const out = detailOf(await act(t, staff, first.id, 'checkIn', {})).pickup?.unitSerial;
    const second = await insertBooking(t, ride, embarcadero, minutesFromNow(5), { status: 'confirmed' });
    const taken = await act(t, staff, second.id, 'checkIn', { unitSerial: out });
    expect(taken.statusCode).toBe(422);
    const other = detailOf(await act(t, staff, second.id, 'checkIn', {})).pickup?.unitSerial;
    expect(other).toBeTruthy();
    expect(other).not.toBe(out);
  });

  it('cannot complete a booking that is not checked in', async () => {
    const booking = await bookingAt(aDayAhead(), { status: 'confirmed' });
    const response = await act(t, staff, booking.id, 'complete', {});
    expect(response.statusCode).toBe(409);
    expect(response.json().data.error).toBe('invalid_transition');
  });
});

describe('no-show', () => {
  it('is refused before the end, recorded after it, and undone within 24 hours', async () => {
    const running = await bookingAt(-30, { status: 'confirmed' });
    const early = await act(t, owner, running.id, 'noShow');
    expect(early.statusCode).toBe(409);
    expect(early.json().data.error).toBe('not_ended');
    const ended = await bookingAt(-24 * 60, { status: 'confirmed' });
    const noShow = await act(t, owner, ended.id, 'noShow');
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(detailOf(noShow)).toMatchObject({ status: 'no_show', actions: ['undoNoShow'] });
    const undone = await act(t, owner, ended.id, 'undoNoShow');
    expect(detailOf(undone).status).toBe('completed');
    expect((await act(t, owner, ended.id, 'undoNoShow')).json().data.error).toBe('invalid_transition');
  });

  it('cannot be undone after 24 hours', async () => {
    const old = await bookingAt(-3 * 24 * 60, { status: 'no_show', noShowAt: minutesFromNow(-25 * 60) });
    const response = await act(t, owner, old.id, 'undoNoShow');
    expect(response.statusCode).toBe(409);
    expect(response.json().data.error).toBe('undo_window_passed');
  });
});

describe('PATCH /api/bookings/:id', () => {
  it('assigns an employee of the company and keeps internal notes; another company’s employee is 422', async () => {
    const booking = await bookingAt(aDayAhead(), { status: 'confirmed' });
    const [mine] = await t.db
      .select()
      .from(employees)
      .where(eq(employees.companyId, t.ids.retailer))
      .limit(1);
    const [theirs] = await t.db
      .select()
      .from(employees)
      .where(eq(employees.companyId, t.ids.otherRetailer))
      .limit(1);
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/bookings/${booking.id}`, headers: owner, payload });
    const response = await patch({ assignedEmployeeId: mine?.id, internalNotes: 'Bring the large frame' });
    expect(response.statusCode, response.body).toBe(200);
    expect(detailOf(response)).toMatchObject({
      assignedEmployee: { id: mine?.id },
      internalNotes: 'Bring the large frame',
    });
    const refused = await patch({ assignedEmployeeId: theirs?.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.fields.assignedEmployeeId).toBeDefined();
    const unassigned = await patch({ assignedEmployeeId: null });
    expect(detailOf(unassigned).assignedEmployee).toBeNull();
    const reminders = await t.db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.bookingId, booking.id));
    expect(reminders).toEqual([]);
  });
});
