// Shared steps of the booking engine's tests: an event type written directly, a shop day with known hours.
import { dateOnClock } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import { eventTypeShops, eventTypes, shopHoursExceptions, shops } from '../../db/schema.ts';
import type { TestApp } from '../../test/testApp.ts';
import { addDays } from './zonedTime.ts';

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
