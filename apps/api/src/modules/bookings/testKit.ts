// Shared steps of the bookings tests: event types and bookings written straight to the database, a shop day
// with known hours, and the staff actions as requests.
import { addDays, dateOnClock } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import { bookings, eventTypeShops, eventTypes, shopHoursExceptions, shops } from '../../db/schema.ts';
import type { TestApp } from '../../test/testApp.ts';
import type { Auth } from '../warranty/testKit.ts';
import { newReference } from './create.ts';
import { recordBookingStatus } from './transitions.ts';

export type EventTypeRow = typeof eventTypes.$inferSelect;

let slugs = 0;

/** An active event type of `ownerCompanyId` at the shops, 60-minute slots; the caller overrides columns. */
export async function insertEventType(
  t: TestApp,
  ownerCompanyId: number,
  shopIds: number[],
  extra: Partial<typeof eventTypes.$inferInsert> = {},
): Promise<EventTypeRow> {
  slugs += 1;
  const [row] = await t.db
    .insert(eventTypes)
    .values({
      ownerCompanyId,
      kind: 'test_ride',
      title: `Test ride ${slugs}`,
      slug: `test-ride-${process.pid}-${slugs}`,
      durationMinutes: 60,
      slotIntervalMinutes: 60,
      capacityPerSlot: 1,
      minNoticeMinutes: 0,
      maxAdvanceDays: 60,
      status: 'active',
      ...extra,
    })
    .returning();
  if (!row) throw new Error('no event type');
  await t.db.insert(eventTypeShops).values(shopIds.map((shopId) => ({ eventTypeId: row.id, shopId })));
  return row;
}

/** The first shop of a company (by id), with its time zone. */
export async function firstShop(t: TestApp, companyId: number) {
  const [shop] = await t.db.select().from(shops).where(eq(shops.companyId, companyId)).orderBy(asc(shops.id));
  if (!shop) throw new Error(`company ${companyId} has no shop`);
  return shop;
}

/** A date `days` ahead on the shop's clock, on which the shop opens only from `opens` to `closes`. */
export async function openDay(
  t: TestApp,
  shop: { id: number; timezone: string },
  days: number,
  opens = '10:00',
  closes = '13:00',
): Promise<string> {
  const date = addDays(dateOnClock(shop.timezone), days);
  await t.db
    .insert(shopHoursExceptions)
    .values({ shopId: shop.id, date, closed: false, hours: [{ opens, closes }], note: null })
    .onConflictDoUpdate({
      target: [shopHoursExceptions.shopId, shopHoursExceptions.date],
      set: { closed: false, hours: [{ opens, closes }] },
    });
  return date;
}

/**
 * A booking of the event at the shop starting at `start` (as long as the event), pending unless `extra` says
 * otherwise, with its creation row — written directly, whatever the slot grid says.
 */
export async function insertBooking(
  t: TestApp,
  eventType: { id: number; brandCompanyId: number | null; durationMinutes: number },
  shopId: number,
  start: Date,
  extra: Partial<typeof bookings.$inferInsert> = {},
) {
  const [shop] = await t.db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new Error(`no shop ${shopId}`);
  const [booking] = await t.db
    .insert(bookings)
    .values({
      reference: newReference(),
      eventTypeId: eventType.id,
      companyId: shop.companyId,
      brandCompanyId: eventType.brandCompanyId,
      shopId,
      startsAt: start,
      endsAt: new Date(start.getTime() + eventType.durationMinutes * 60_000),
      timezone: shop.timezone,
      status: 'pending',
      customerName: 'Pat Rider',
      customerEmail: `pat.${process.pid}.${start.getTime()}@example.test`,
      source: 'admin',
      ...extra,
    })
    .returning();
  if (!booking) throw new Error('booking not written');
  await t.db.transaction((tx) => recordBookingStatus(tx, booking.id, null, booking.status, null, null));
  return booking;
}

/** A staff action on a booking: `POST /api/bookings/:id/:action`. */
export function act(t: TestApp, auth: Auth, id: number, action: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/bookings/${id}/${action}`, headers: auth, payload });
}

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
