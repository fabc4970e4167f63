// A retailer's shops and its service menu (issue 13): the list and detail answers, the deactivation check,
// and the hours a shop keeps on a given day. The bodies that add or edit them are in company.ts.
import { z } from 'zod';
import { accountTimezone, accountUsState } from './account.ts';
import { type OpeningInterval, WEEKDAYS, type Weekday, type WeeklyHours } from './company.ts';
import { optionalInput, pageOf, pageQuery } from './envelope.ts';
import { queryId, textLine } from './fields.ts';
import { wallClock } from './zonedTime.ts';

/** A shop or a service is offered (active) or withdrawn (inactive); nothing is deleted. */
export const activeStatus = z.enum(['active', 'inactive'], 'Choose active or inactive.');
export type ActiveStatus = z.infer<typeof activeStatus>;

export const shopIdParams = z.object({ id: queryId });

/**
 * `GET /shops`: a retailer's own shops, or every company's for an admin. `q` searches the name, street and
 * city; `companyId` and `state` narrow further (a retailer's list stays its own whatever it names).
 */
export const shopListQuery = pageQuery.extend({
  q: optionalInput(textLine().max(100)),
  status: optionalInput(activeStatus),
  companyId: optionalInput(queryId),
  state: optionalInput(accountUsState),
});
export type ShopListQuery = z.infer<typeof shopListQuery>;

// Answers carry no transforms (the server encodes them with these schemas): plain shapes of the bodies' values.
const interval = z.object({ opens: z.string(), closes: z.string() });
const intervals = z.array(interval);
const storedWeek = z.object(
  Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, intervals])) as Record<Weekday, typeof intervals>,
);

/** A dated exception as stored: closed (no hours), or open at other times. */
export const storedHoursException = z.object({
  date: z.string(),
  closed: z.boolean(),
  hours: intervals,
  note: z.string().nullable(),
});
export type StoredHoursException = z.infer<typeof storedHoursException>;

/** The hours a shop keeps on one date of its own clock: the week's, or that date's exception. */
export const shopDay = z.object({
  date: z.string(),
  /** Empty: closed all day. */
  hours: intervals,
  /** The hours come from a dated exception (a holiday, a late night), with its note. */
  exception: z.boolean(),
  note: z.string().nullable(),
});
export type ShopDay = z.infer<typeof shopDay>;

export const shopRow = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string().nullable(),
  timezone: z.string(),
  /** Today on the shop's clock. */
  today: shopDay,
  /** Active employees who work there. */
  employeeCount: z.number().int(),
  /** Active services offered there. */
  serviceCount: z.number().int(),
  status: activeStatus,
});
export type ShopRow = z.infer<typeof shopRow>;

export const shopPage = pageOf(shopRow);

/** A shop's employee, as its detail page lists them. */
export const shopEmployee = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  active: z.boolean(),
});
export type ShopEmployee = z.infer<typeof shopEmployee>;

/** A service offered at a shop, as its detail page lists them. */
export const shopService = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
  active: z.boolean(),
});
export type ShopService = z.infer<typeof shopService>;

export const shopDetail = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  name: z.string(),
  address: z.object({
    street: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: accountUsState,
    zip: z.string(),
  }),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  phone: z.string().nullable(),
  timezone: accountTimezone,
  hours: storedWeek,
  /** Dated exceptions from today on (on the shop's clock), by date. */
  exceptions: z.array(storedHoursException),
  today: shopDay,
  status: activeStatus,
  employees: z.array(shopEmployee),
  services: z.array(shopService),
  /** The viewer may edit the shop (its company's owner or a manager). */
  editable: z.boolean(),
  /** The viewer may deactivate or reactivate it (those, and a super admin or finance admin). */
  statusChangeable: z.boolean(),
  updatedAt: z.string(),
});
export type ShopDetail = z.infer<typeof shopDetail>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** `GET /shops/:id/deactivation-impact`: what deactivating the shop would leave without a place. */
export const shopDeactivationImpact = z.object({
  /** Active services offered at no other active shop. */
  services: z.array(named),
  /** Active employees who work at no other active shop. */
  employees: z.array(named),
  /** Bookings from now on at the shop (the bookings area counts them). */
  futureBookings: z.number().int(),
  /** Something above is affected: deactivating then needs `confirm: true`. */
  affected: z.boolean(),
});
export type ShopDeactivationImpact = z.infer<typeof shopDeactivationImpact>;

/** `POST /shops/:id/deactivate`: `confirm` acknowledges the impact the user was shown. */
export const shopDeactivateBody = z.strictObject({ confirm: z.boolean().optional() });
export type ShopDeactivateBody = z.infer<typeof shopDeactivateBody>;

/** A shop of the viewer's company to choose in a form or filter. */
export const shopOption = z.object({ id: z.number().int(), name: z.string(), status: activeStatus });
export type ShopOption = z.infer<typeof shopOption>;

export const serviceIdParams = z.object({ id: queryId });

/** `GET /services`: the retailer's service menu, by category, shop and status; `q` searches the name. */
export const serviceListQuery = pageQuery.extend({
  q: optionalInput(textLine().max(100)),
  category: optionalInput(textLine().max(50)),
  shopId: optionalInput(queryId),
  status: optionalInput(activeStatus),
});
export type ServiceListQuery = z.infer<typeof serviceListQuery>;

export const serviceMenuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
  shops: z.array(named),
  bookableOnline: z.boolean(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type ServiceMenuItem = z.infer<typeof serviceMenuItem>;

export const serviceMenuPage = pageOf(serviceMenuItem);

/**
 * The date it is on a clock (`YYYY-MM-DD`): what "today" means for a shop in its own time zone, which may be
 * another date than the viewer's.
 */
export function dateOnClock(timezone: string, at: Date = new Date()): string {
  return wallClock(at, timezone).date;
}

/** The weekday of a calendar date. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday; WEEKDAYS from Monday.
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] ?? 'mon';
}

/** The hours a shop keeps on a date: that date's exception if it has one, else its week's day. */
export function shopDayOn(
  date: string,
  hours: WeeklyHours,
  exceptions: readonly { date: string; hours: OpeningInterval[]; note?: string | null }[],
): ShopDay {
  const exception = exceptions.find((candidate) => candidate.date === date);
  if (exception) return { date, hours: exception.hours, exception: true, note: exception.note ?? null };
  return { date, hours: hours[weekdayOf(date)], exception: false, note: null };
}

/** A day's hours to read: '10:00–18:00, 19:00–21:00', or 'Closed'. */
export function hoursText(intervals: readonly OpeningInterval[]): string {
  if (intervals.length === 0) return 'Closed';
  return intervals.map(({ opens, closes }) => `${opens}–${closes}`).join(', ');
}
