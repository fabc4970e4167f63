// "Today's and upcoming bookings" (the dashboard cards of retailers and brands): today's bookings on each
// shop's clock, the next ones after today, how many wait for confirmation, and a count per day for a week.
import type { BookingsDashboard } from '@console/contract';
import { addDays, dateOnClock } from '@console/contract';
import { and, count, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { bookings, companies } from '../../db/schema.ts';
import { bookingRowsWhere, OPEN_STATUSES, shopDate } from './queries.ts';
import { bookingScope } from './scope.ts';

const UPCOMING = 10;
const TODAY_MAX = 50;
const ACTIVE = [...OPEN_STATUSES, 'completed', 'no_show'];

/** The date on each booking's shop clock today. */
const shopToday = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone ${bookings.timezone})::date`;

export async function bookingsDashboard(
  db: Database,
  viewer: Viewer,
  now = new Date(),
): Promise<BookingsDashboard> {
  const today = await bookingRowsWhere(
    db,
    viewer,
    and(inArray(bookings.status, ACTIVE), sql`${shopDate} = ${shopToday(now)}`),
    TODAY_MAX,
  );
  const upcoming = await bookingRowsWhere(
    db,
    viewer,
    and(
      inArray(bookings.status, OPEN_STATUSES),
      gt(bookings.startsAt, now),
      sql`${shopDate} > ${shopToday(now)}`,
    ),
    UPCOMING,
  );
  const [unconfirmed] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(bookingScope(viewer), eq(bookings.status, 'pending'), gte(bookings.endsAt, now)));
  // The week's days on the viewer's company clock; each booking counts on its shop's date.
  const [company] = await db
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  const first = dateOnClock(company?.timezone ?? 'America/New_York', now);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(first, i));
  const perDay = await db
    .select({ date: sql<string>`to_char(${shopDate}, 'YYYY-MM-DD')`, n: count() })
    .from(bookings)
    .where(
      and(
        bookingScope(viewer),
        inArray(bookings.status, ACTIVE),
        sql`${shopDate} between ${first}::date and ${dates.at(-1) ?? first}::date`,
      ),
    )
    .groupBy(shopDate);
  const counts = new Map(perDay.map((row) => [row.date, row.n]));
  return {
    today,
    upcoming,
    unconfirmed: unconfirmed?.n ?? 0,
    next7Days: dates.map((date) => ({ date, count: counts.get(date) ?? 0 })),
  };
}
