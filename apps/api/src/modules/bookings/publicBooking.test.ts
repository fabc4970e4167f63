import { randomUUID } from 'node:crypto';
import { zoneAbbreviation, zonedInstant } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { placeHold } from './holds.ts';
import { type EventTypeRow, firstShop, insertEventType, openDay } from './testKit.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof firstShop>>;
let date: string;
let ride: EventTypeRow;

const waiver = {
  id: 'waiver',
  label: 'Waiver',
  type: 'waiver',
  required: true,
  waiverText: 'At my own risk.',
};
const at = (time: string) => zonedInstant(date, time, shop.timezone).toISOString();
const base = () => `/api/public/book/${shop.id}/${ride.slug}`;
let emails = 0;
const customer = () => {
  emails += 1;
  return { name: 'Casey Rider', email: `casey${emails}@example.test`, timezone: 'America/New_York' };
};

function postJson(url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}
const getJson = (url: string) => t.app.inject({ method: 'GET', url });
const seatsAt = async (time: string, url = `${base()}/slots?from=${date}&to=${date}`) => {
  const slots = (await getJson(url)).json().data.days[0].slots as { start: string; seatsLeft: number }[];
  return slots.find((slot) => slot.start === at(time))?.seatsLeft;
};
const signOf = (manageUrl: string) => new URL(manageUrl).searchParams.get('sign') ?? '';

beforeAll(async () => {
  t = await createTestApp();
  shop = await firstShop(t, t.ids.retailer);
  date = await openDay(t, shop, 5);
  ride = await insertEventType(t, t.ids.retailer, [shop.id], {
    questions: [waiver],
    cancelNoticeMinutes: 60,
    rescheduleNoticeMinutes: 60,
    reminders: [{ offsetMinutes: 120, channel: 'email' }],
  });
});
afterAll(() => t?.close());

describe('public booking JSON API', () => {
  it('shows the event with the shop and its zone; unknown or unpublished events are 404', async () => {
    const event = (await getJson(base())).json().data;
    expect(event.shop).toMatchObject({ id: shop.id, timezone: shop.timezone });
    expect(event.eventType.questions).toEqual([waiver]);
    expect((await getJson(`/api/public/book/${shop.id}/no-such-event`)).statusCode).toBe(404);
    const draft = await insertEventType(t, t.ids.retailer, [shop.id], { status: 'draft' });
    expect((await getJson(`/api/public/book/${shop.id}/${draft.slug}`)).statusCode).toBe(404);
  });

  it('holds a seat (others see it taken), books with the hold and e-mails the manage link in shop time', async () => {
    const held = await postJson(`${base()}/holds`, { start: at('10:00') });
    expect(held.statusCode).toBe(200);
    expect(await seatsAt('10:00')).toBe(0);
    const second = await postJson(`${base()}/holds`, { start: at('10:00') });
    expect(second.json().data.error).toBe('slot_unavailable');
    const missing = await postJson(`${base()}/bookings`, { start: at('10:00'), customer: customer() });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.fields['answers.waiver']).toBe('This field is required.');
    const zone = await postJson(`${base()}/bookings`, {
      start: at('10:00'),
      customer: { ...customer(), timezone: 'Mars/Olympus' },
      answers: { waiver: true },
    });
    expect(zone.json().data.fields['customer.timezone']).toBeDefined();
    const who = customer();
    const booked = await postJson(`${base()}/bookings`, {
      start: at('10:00'),
      holdToken: held.json().data.token,
      customer: who,
      answers: { waiver: true },
    });
    expect(booked.statusCode).toBe(200);
    const data = booked.json().data;
    expect(data).toMatchObject({
      status: 'confirmed',
      canCancel: true,
      customerTimezone: 'America/New_York',
    });
    expect(data.manageUrl).toMatch(/^http:\/\/localhost:8080\/book\/manage\?sign=/);
    const mail = await t.lastMail(who.email);
    expect(mail?.subject).toBe(`Your booking ${data.reference} is confirmed: ${ride.title}`);
    expect(mail?.text).toContain(data.manageUrl);
    expect(mail?.text).toContain(zoneAbbreviation(new Date(at('10:00')), shop.timezone));
    expect(mail?.text).toContain('(your time)');
  });

  it('answers a repeated Idempotency-Key with the same booking', async () => {
    const key = randomUUID();
    const payload = { start: at('11:00'), customer: customer(), answers: { waiver: true } };
    const first = await postJson(`${base()}/bookings`, payload, { 'idempotency-key': key });
    const again = await postJson(`${base()}/bookings`, payload, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.reference).toBe(first.json().data.reference);
    const rows = await t.db.select().from(bookings).where(eq(bookings.customerEmail, payload.customer.email));
    expect(rows).toHaveLength(1);
  });

  it('cancels through the manage link and frees the seat', async () => {
    const booked = (
      await postJson(`${base()}/bookings`, {
        start: at('12:00'),
        customer: customer(),
        answers: { waiver: true },
      })
    ).json().data;
    expect(await seatsAt('12:00')).toBe(0);
    const sign = signOf(booked.manageUrl);
    expect((await getJson(`/api/public/bookings?sign=${sign}`)).json().data.reference).toBe(booked.reference);
    const cancelled = await postJson('/api/public/bookings/cancel', { sign });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await seatsAt('12:00')).toBe(1);
    expect((await postJson('/api/public/bookings/cancel', { sign })).json().data.error).toBe(
      'invalid_transition',
    );
    expect((await getJson('/api/public/bookings?sign=nope')).statusCode).toBe(404);
  });

  it('reschedules through the manage link into a new booking with its own link', async () => {
    const who = customer();
    const booked = (
      await postJson(`${base()}/bookings`, { start: at('12:00'), customer: who, answers: { waiver: true } })
    ).json().data;
    const sign = signOf(booked.manageUrl);
    const slots = (await getJson(`/api/public/bookings/slots?sign=${sign}&from=${date}&to=${date}`)).json()
      .data;
    expect(slots.days[0].slots.find((slot: { start: string }) => slot.start === at('12:00')).seatsLeft).toBe(
      1,
    );
    const moved = await postJson('/api/public/bookings/reschedule', { sign, start: at('12:00') });
    expect(moved.statusCode).toBe(422);
    const later = await openDay(t, shop, 6);
    const start = zonedInstant(later, '10:00', shop.timezone).toISOString();
    const done = (await postJson('/api/public/bookings/reschedule', { sign, start })).json().data;
    expect(done).toMatchObject({ status: 'confirmed', start });
    expect(done.reference).not.toBe(booked.reference);
    expect((await t.lastMail(who.email))?.subject).toContain('has moved');
    expect((await getJson(`/api/public/bookings?sign=${sign}`)).json().data.status).toBe('rescheduled');
    expect(await seatsAt('12:00')).toBe(1);
  });

  it('refuses to cancel or reschedule online inside the notice window (422 notice_window_passed)', async () => {
    const strict = await insertEventType(t, t.ids.retailer, [shop.id], {
      cancelNoticeMinutes: 43200,
      rescheduleNoticeMinutes: 43200,
    });
    const booked = (
      await postJson(`/api/public/book/${shop.id}/${strict.slug}/bookings`, {
        start: at('10:00'),
        customer: customer(),
      })
    ).json().data;
    expect(booked.canCancel).toBe(false);
    const sign = signOf(booked.manageUrl);
    const cancel = await postJson('/api/public/bookings/cancel', { sign });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().data.error).toBe('notice_window_passed');
    const move = await postJson('/api/public/bookings/reschedule', { sign, start: at('11:00') });
    expect(move.json().data.error).toBe('notice_window_passed');
  });

  it('releases a hold, and takes a request for an event that needs confirmation as pending', async () => {
    const held = (await postJson(`${base()}/holds`, { start: at('12:00') })).json().data;
    expect(await seatsAt('12:00')).toBe(0);
    const release = () => t.app.inject({ method: 'DELETE', url: `${base()}/holds/${held.token}` });
    expect((await release()).statusCode).toBe(200);
    expect(await seatsAt('12:00')).toBe(1);
    expect((await release()).statusCode).toBe(404);
    const asked = await insertEventType(t, t.ids.retailer, [shop.id], { requiresConfirmation: true });
    const who = customer();
    const booked = await postJson(`/api/public/book/${shop.id}/${asked.slug}/bookings`, {
      start: at('10:00'),
      customer: who,
    });
    expect(booked.json().data).toMatchObject({ status: 'pending', canCancel: true, canReschedule: false });
    expect((await t.lastMail(who.email))?.subject).toContain('We received your booking request');
  });

  it('stops counting a hold once it has expired', async () => {
    const past = new Date(Date.now() - 10 * 60_000);
    const taken = await insertEventType(t, t.ids.retailer, [shop.id]);
    await t.db.transaction((tx) =>
      placeHold(tx, { eventType: taken, shopId: shop.id, start: new Date(at('11:00')), seats: 1, now: past }),
    );
    expect(
      await seatsAt('11:00', `/api/public/book/${shop.id}/${taken.slug}/slots?from=${date}&to=${date}`),
    ).toBe(1);
  });
});
