import type { BookingRow } from '@console/contract';
import { vars } from '@console/ui';
import { BOOKING_STATUSES, customerName, shopClock } from './bookings.logic';

export type CalendarView = 'day' | 'week';

/** A booking as the calendar draws it: start and end on the shop's clock, as floating local times. */
export interface CalendarEntry {
  id: string;
  title: string;
  /** YYYY-MM-DDTHH:MM, the shop's wall clock (the calendar runs in UTC, so it draws them as written). */
  start: string;
  end: string;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
}

const colours = {
  default: { backgroundColor: vars.fill, borderColor: vars.border, textColor: vars.textRegular },
  primary: {
    backgroundColor: vars.primaryLight9,
    borderColor: vars.primary,
    textColor: vars.primaryReadable,
  },
  success: { backgroundColor: vars.successLight, borderColor: vars.success, textColor: vars.successText },
  info: { backgroundColor: vars.infoLight, borderColor: vars.info, textColor: vars.infoText },
  warning: { backgroundColor: vars.warningLight, borderColor: vars.warning, textColor: vars.warningText },
  danger: { backgroundColor: vars.dangerLight, borderColor: vars.danger, textColor: vars.dangerText },
} as const;

const wallClock = (iso: string, timezone: string) => {
  const clock = shopClock(iso, timezone);
  return `${clock.date}T${clock.time}`;
};

/**
 * Bookings as calendar entries, each on its own shop's clock (shops of one company may sit in different
 * zones): a 09:00 ride in Los Angeles and a 09:00 ride in New York both sit at 09:00.
 */
export function calendarEntries(rows: readonly BookingRow[]): CalendarEntry[] {
  return rows.map((row) => ({
    id: String(row.id),
    title: `${row.eventType.title} · ${customerName(row.customer)} (${BOOKING_STATUSES[row.status].label})`,
    start: wallClock(row.start, row.timezone),
    end: wallClock(row.end, row.timezone),
    ...colours[BOOKING_STATUSES[row.status].tag],
  }));
}

/** The dates a view shows around `date`: the day itself, or its week from Monday to Sunday. */
export function visibleRange(view: CalendarView, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  const day = new Date(`${date}T00:00:00Z`);
  const monday = new Date(day);
  monday.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  const sunday = new Date(monday);
  sunday.setUTCDate(monday.getUTCDate() + 6);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}
