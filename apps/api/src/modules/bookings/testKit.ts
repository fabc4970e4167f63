// Shared steps of the bookings tests: event types and bookings written straight to the database (the
// engine's create API is tested on its own), and the staff actions as requests.
import { and, eq } from 'drizzle-orm';
import { bookings, eventTypeShops, eventTypes, shops } from '../../db/schema.ts';
import type { TestApp } from '../../test/testApp.ts';
import type { Auth } from '../warranty/testKit.ts';
import { newBookingReference } from './codes.ts';
import { recordBookingStatus } from './transitions.ts';

let slugs = 0;

/** A new active event type of `ownerCompanyId` at the shops; the caller overrides columns. */
export async function insertEventType(
  t: TestApp,
  ownerCompanyId: number,
  shopIds: number[],
  extra: Partial<typeof eventTypes.$inferInsert> = {},
) {
  slugs += 1;
  const [eventType] = await t.db
    .insert(eventTypes)
    .values({
      ownerCompanyId,
      kind: 'test_ride',
      title: `Test ride ${slugs}`,
      slug: `test-ride-${process.pid}-${slugs}`,
      durationMinutes: 60,
      slotIntervalMinutes: 60,
      capacityPerSlot: 1,
      status: 'active',
      ...extra,
    })
    .returning();
  if (!eventType) throw new Error('event type not written');
  await t.db.insert(eventTypeShops).values(shopIds.map((shopId) => ({ eventTypeId: eventType.id, shopId })));
  return eventType;
}

/** A booking of the event at the shop starting at `start` (an hour long unless `minutes`), with its creation row. */
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
      reference: newBookingReference(),
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

/** A booking of another test, found by the event's owner and a status (a seeded one). */
export async function seededBooking(t: TestApp, companyId: number, status: string) {
  const [booking] = await t.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), eq(bookings.status, status)))
    .limit(1);
  if (!booking) throw new Error(`the seed has no ${status} booking of company ${companyId}`);
  return booking;
}

/** A staff action on a booking: `POST /api/bookings/:id/:action`. */
export function act(t: TestApp, auth: Auth, id: number, action: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/bookings/${id}/${action}`, headers: auth, payload });
}

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
