import { BOOKING_TRANSITIONS } from '@console/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedPeriods, bookings, employeeSchedules, eventTypes, statusChanges } from '../../db/schema.ts';
import { createMailer } from '../../mail/createMailer.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { BOOKING_ENTITY } from './scope.ts';
import { expirePendingBookings } from './sweeps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

async function rowsOf(query: SQL): Promise<unknown[]> {
  return ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

describe('bookings demo data', () => {
  it('has event types of every kind, Voltline test rides at its dealers, schedules and a blocked period', async () => {
    const kinds = await t.db.selectDistinct({ kind: eventTypes.kind }).from(eventTypes);
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'delivery',
      'demo_event',
      'fitting',
      'service',
      'test_ride',
    ]);
    const statuses = await t.db.selectDistinct({ status: eventTypes.status }).from(eventTypes);
    expect(statuses.map((s) => s.status).sort()).toEqual(['active', 'archived', 'draft', 'hidden']);
    const voltline = await t.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.brandCompanyId, t.ids.brand), eq(bookings.companyId, t.ids.retailer)));
    expect(voltline[0]?.n).toBeGreaterThan(20);
    expect((await t.db.select({ n: count() }).from(employeeSchedules))[0]?.n).toBeGreaterThan(0);
    expect((await t.db.select({ n: count() }).from(blockedPeriods))[0]?.n).toBeGreaterThan(0);
  });

  it('has bookings in every status, enough to page', async () => {
    const rows = await t.db
      .select({ status: bookings.status, n: count() })
      .from(bookings)
      .groupBy(bookings.status);
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    for (const status of Object.values(BOOKING_TRANSITIONS).map((tr) => tr.to))
      expect(byStatus[status], status).toBeGreaterThan(0);
    expect(byStatus.pending).toBeGreaterThan(0);
    const harbor = await t.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.companyId, t.ids.retailer));
    expect(harbor[0]?.n).toBeGreaterThan(40);
  });

  it('never puts more seats in a slot than it has, and links reschedules both ways', async () => {
    const over = await rowsOf(sql`
      select b.id from bookings b join event_types e on e.id = b.event_type_id
      where b.status in ('pending', 'confirmed', 'checked_in', 'completed', 'no_show')
        and (select coalesce(sum(o.seats), 0) from bookings o
             where o.event_type_id = b.event_type_id and o.shop_id = b.shop_id
               and o.status in ('pending', 'confirmed', 'checked_in', 'completed', 'no_show')
               and o.starts_at < b.ends_at and o.ends_at > b.starts_at)
          > least(e.capacity_per_slot,
                  case when jsonb_array_length(e.demo_units) > 0 then jsonb_array_length(e.demo_units) else 1000 end)`);
    expect(over).toEqual([]);
    const broken = await rowsOf(sql`
      select b.id from bookings b left join bookings n on n.id = b.rescheduled_to_id
      where b.status = 'rescheduled' and (n.id is null or n.rescheduled_from_id <> b.id)`);
    expect(broken).toEqual([]);
  });

  it('has no pending booking the expiry sweep would expire at once', async () => {
    const pending = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.status, 'pending'));
    expect(pending.length).toBeGreaterThan(0);
    const mailer = createMailer({ db: t.db, log: () => {} });
    expect(await expirePendingBookings({ db: t.db, mailer })).toBe(0);
  });

  it('writes a history row for each booking', async () => {
    const [history] = await t.db
      .select({ n: sql<number>`count(distinct ${statusChanges.entityId})::int` })
      .from(statusChanges)
      .where(eq(statusChanges.entity, BOOKING_ENTITY));
    const [all] = await t.db.select({ n: count() }).from(bookings);
    expect(history?.n).toBe(all?.n);
  });
});
