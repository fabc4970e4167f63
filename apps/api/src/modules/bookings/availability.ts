// Slot computation (domain §3.1–3.3), a pure function of what the loader read: the shop's hours on each
// date (its week or that date's exception) ∩ the hosts' working hours, minus blocked periods, on the grid of
// the slot interval, from the minimum notice to the maximum advance, with the seats left after bookings and
// live holds. Hours are expanded per date on their own clock and only then turned into instants, so 09:00
// stays 09:00 across a daylight-saving change; the grid steps in elapsed minutes from each opening.
import type { Availability, OpeningInterval, Slot, WeeklyHours } from '@console/contract';
import { addDays, dateOnClock, shopDayOn, wallClock, zonedInstant } from '@console/contract';

export interface DatedHours {
  date: string;
  hours: OpeningInterval[];
  note?: string | null;
}

/** An employee who hosts the event: their own week (null: the shop's hours) on their clock, and overrides. */
export interface HostHours {
  employeeId: number;
  timezone: string;
  hours: WeeklyHours | null;
  exceptions: readonly DatedHours[];
  /** Periods this employee is away (their own blocked periods). */
  blocked: readonly Span[];
}

export interface Span {
  start: Date;
  end: Date;
}

/** Seats already taken by a booking or a live hold. */
export interface TakenSeats extends Span {
  seats: number;
}

export interface SlotRules {
  durationMinutes: number;
  slotIntervalMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  maxAdvanceDays: number;
  /** Seats a slot offers (effective capacity). */
  capacity: number;
}

export interface AvailabilityInput {
  timezone: string;
  /** Dates on the shop's clock, inclusive. */
  from: string;
  to: string;
  now: Date;
  shopHours: WeeklyHours;
  shopExceptions: readonly DatedHours[];
  /** Empty: anyone at the shop (the shop's hours decide). */
  hosts: readonly HostHours[];
  /** Periods nothing at the shop may be booked in. */
  blocked: readonly Span[];
  taken: readonly TakenSeats[];
  rules: SlotRules;
}

const MINUTE = 60_000;

/** The instants a list of opening intervals covers on a date of a clock. */
function spansOn(date: string, intervals: readonly OpeningInterval[], timezone: string): Span[] {
  return intervals.map(({ opens, closes }) => ({
    start: zonedInstant(date, opens, timezone),
    end: zonedInstant(date, closes, timezone),
  }));
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
const within = (inner: Span, outer: Span) => inner.start >= outer.start && inner.end <= outer.end;

/** A shop's hours as an employee without a week of their own works them. */
export interface ShopHours {
  timezone: string;
  hours: WeeklyHours;
  exceptions: readonly DatedHours[];
}

/**
 * An employee's working spans on a date of their clock: their own week (with their overrides); without one,
 * the shop's day on the shop's clock, unless they have an override of their own that date.
 */
export function employeeSpansOn(
  date: string,
  employee: Pick<HostHours, 'timezone' | 'hours' | 'exceptions'>,
  shop: ShopHours,
): Span[] {
  if (employee.hours)
    return spansOn(date, shopDayOn(date, employee.hours, employee.exceptions).hours, employee.timezone);
  const own = employee.exceptions.find((exception) => exception.date === date);
  const day = own ?? shopDayOn(date, shop.hours, shop.exceptions);
  return spansOn(date, day.hours, own ? employee.timezone : shop.timezone);
}

/**
 * The host's working spans over the dates around [from, to] (a day either side, as their clock may differ
 * from the shop's). Without a week of their own they work the shop's hours, on the shop's clock.
 */
function hostSpans(host: HostHours, input: AvailabilityInput): Span[] {
  const shop = { timezone: input.timezone, hours: input.shopHours, exceptions: input.shopExceptions };
  const spans: Span[] = [];
  for (let date = addDays(input.from, -1); date <= addDays(input.to, 1); date = addDays(date, 1))
    spans.push(...employeeSpansOn(date, host, shop));
  return spans;
}

/** Seats of `taken` that conflict with a slot, buffers included (the same rule as `seatsTaken`). */
function seatsTakenAt(slot: Span, input: AvailabilityInput): number {
  const { bufferBeforeMinutes, bufferAfterMinutes } = input.rules;
  const pad = (bufferBeforeMinutes + bufferAfterMinutes) * MINUTE;
  const latestStart = slot.end.getTime() + pad;
  const earliestEnd = slot.start.getTime() - pad;
  let seats = 0;
  for (const other of input.taken) {
    if (other.start.getTime() < latestStart && other.end.getTime() > earliestEnd) seats += other.seats;
  }
  return seats;
}

/**
 * The slots of each date in [from, to] on the shop's clock. Every slot of the grid the rules offer is
 * listed, full ones with `seatsLeft: 0` (a picker shows them as taken); a booking must start on one of them.
 */
export function availableSlots(input: AvailabilityInput): Availability {
  const { rules, timezone, now } = input;
  const earliest = now.getTime() + rules.minNoticeMinutes * MINUTE;
  const lastDate = addDays(dateOnClock(timezone, now), rules.maxAdvanceDays);
  const hosts = input.hosts.map((host) => ({ host, spans: hostSpans(host, input) }));
  const step = rules.slotIntervalMinutes * MINUTE;
  const length = rules.durationMinutes * MINUTE;
  const days: Availability['days'] = [];
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    const slots: Slot[] = [];
    const open = date <= lastDate ? shopDayOn(date, input.shopHours, input.shopExceptions).hours : [];
    for (const opening of spansOn(date, open, timezone)) {
      for (let at = opening.start.getTime(); at + length <= opening.end.getTime(); at += step) {
        const span = { start: new Date(at), end: new Date(at + length) };
        if (at < earliest) continue;
        if (input.blocked.some((blocked) => overlaps(blocked, span))) continue;
        const hosted =
          hosts.length === 0 ||
          hosts.some(
            ({ host, spans }) =>
              spans.some((working) => within(span, working)) &&
              !host.blocked.some((away) => overlaps(away, span)),
          );
        if (!hosted) continue;
        slots.push({
          start: span.start.toISOString(),
          end: span.end.toISOString(),
          localTime: wallClock(span.start, timezone).time,
          seatsLeft: Math.max(0, rules.capacity - seatsTakenAt(span, input)),
          capacity: rules.capacity,
        });
      }
    }
    days.push({ date, slots });
  }
  return { timezone, days };
}

/** The offered slot starting at `start`, if the grid has one. */
export function slotAt(availability: Availability, start: Date): Slot | undefined {
  const iso = start.toISOString();
  for (const day of availability.days) {
    const found = day.slots.find((slot) => slot.start === iso);
    if (found) return found;
  }
  return undefined;
}
