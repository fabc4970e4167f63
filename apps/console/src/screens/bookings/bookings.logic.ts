import {
  type BookingSource,
  type BookingStatus,
  type BookingTab,
  type CancelReasonCode,
  type EventKind,
  wallClock,
  zoneAbbreviation,
} from '@console/contract';
import type { TagType } from '@console/ui';

/** How each booking status reads and its tag colour. */
export const BOOKING_STATUSES: Record<BookingStatus, { label: string; tag: TagType }> = {
  pending: { label: 'Pending', tag: 'warning' },
  confirmed: { label: 'Confirmed', tag: 'primary' },
  rejected: { label: 'Rejected', tag: 'danger' },
  expired: { label: 'Expired', tag: 'default' },
  cancelled: { label: 'Cancelled', tag: 'default' },
  rescheduled: { label: 'Rescheduled', tag: 'info' },
  checked_in: { label: 'Checked in', tag: 'success' },
  completed: { label: 'Completed', tag: 'success' },
  no_show: { label: 'No-show', tag: 'danger' },
};

export const statusLabel = (status: string): string =>
  BOOKING_STATUSES[status as BookingStatus]?.label ?? status;

export const BOOKING_TABS: { value: BookingTab; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'unconfirmed', label: 'Unconfirmed' },
  { value: 'past', label: 'Past' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];

export const CANCEL_REASONS: Record<CancelReasonCode, string> = {
  customer_request: 'Customer request',
  no_show_expected: 'Customer not expected to come',
  weather: 'Weather',
  bike_unavailable: 'Bike unavailable',
  staff_unavailable: 'Staff unavailable',
  duplicate: 'Duplicate booking',
  other: 'Other',
};

export const BOOKING_SOURCES: Record<BookingSource, string> = {
  widget: 'Online booking page',
  admin: 'Staff (walk-in or phone)',
  api: 'Booking API',
  brand: 'Brand',
};

/** The staff actions of a booking detail, in the order its buttons show, and how each reads. */
export const BOOKING_ACTION_LABELS = {
  confirm: 'Confirm',
  checkIn: 'Check in',
  complete: 'Complete',
  reschedule: 'Reschedule',
  reject: 'Reject',
  cancel: 'Cancel booking',
  noShow: 'No-show',
  undoNoShow: 'Undo no-show',
  assign: 'Assign and notes',
} as const;
export type BookingButton = keyof typeof BOOKING_ACTION_LABELS;

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  test_ride: 'Test ride',
  demo_event: 'Demo event',
  service: 'Service',
  fitting: 'Fitting',
  delivery: 'Delivery',
};

/** The three lists that share the booking manager: where their rows open and what they list. */
export type BookingScreenKind = 'events' | 'testRides' | 'appointments';

export const BOOKING_SCREENS: Record<
  BookingScreenKind,
  { area: 'events' | 'appointments'; listPath: string; noun: string; detailPath: (id: number) => string }
> = {
  events: {
    area: 'events',
    listPath: '/events/eventsManager',
    noun: 'bookings',
    detailPath: (id) => `/events/detail?id=${id}`,
  },
  testRides: {
    area: 'events',
    listPath: '/testRides/testRides',
    noun: 'test rides',
    detailPath: (id) => `/testRides/detail?id=${id}`,
  },
  appointments: {
    area: 'appointments',
    listPath: '/appointment/list',
    noun: 'appointments',
    detailPath: (id) => `/appointment/detail/${id}`,
  },
};

/** Which list a detail page belongs to, from its path. */
export function screenOfPath(path: string): BookingScreenKind {
  if (path.startsWith('/testRides')) return 'testRides';
  if (path.startsWith('/appointment')) return 'appointments';
  return 'events';
}

export interface ShopClock {
  /** YYYY-MM-DD on the shop's clock. */
  date: string;
  /** HH:MM (24 h) on the shop's clock. */
  time: string;
  /** The zone's abbreviation at that instant: PST or PDT, EST or EDT, HST, AST. */
  zone: string;
}

/** An instant on the shop's clock, with the zone's abbreviation at that instant (DST-aware). */
export function shopClock(iso: string, timezone: string): ShopClock {
  const at = new Date(iso);
  return { ...wallClock(at, timezone), zone: zoneAbbreviation(at, timezone) };
}

/** '2026-11-25 09:30 PST' */
export function shopTime(iso: string, timezone: string): string {
  const clock = shopClock(iso, timezone);
  return `${clock.date} ${clock.time} ${clock.zone}`;
}

/** '2026-11-25 09:30–10:30 PST', or both dates when it runs past midnight. */
export function shopTimeRange(start: string, end: string, timezone: string): string {
  const from = shopClock(start, timezone);
  const to = shopClock(end, timezone);
  const until = from.date === to.date ? to.time : `${to.date} ${to.time}`;
  return `${from.date} ${from.time}–${until} ${to.zone === from.zone ? from.zone : `${from.zone}/${to.zone}`}`;
}

/** A customer's name; a brand does not see the customers of a retailer's own events. */
export function customerName(customer: { name: string } | null): string {
  return customer ? customer.name : 'Not shared';
}

/** '3 / 8' seats taken of the slot's capacity. */
export function seatsUsed(used: number, capacity: number): string {
  return `${used} / ${capacity}`;
}

/** bookings-2026-11-25.csv */
export function exportFileName(noun: string, today: string): string {
  return `${noun.replace(/\s+/g, '-')}-${today}.csv`;
}
