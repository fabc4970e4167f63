// Demo bookings (issue 14): for each demo event type at each of its shops, bookings every third day from four
// weeks ago to four weeks ahead at the event's times, in every status a booking reaches — past ones
// completed (pickup code confirmed, some with questionnaire answers), no-show, cancelled, rejected, expired
// or rescheduled (linked both ways); ahead confirmed (reminders scheduled), pending, cancelled or
// rescheduled; one checked in now and one about to start at Harbor's Embarcadero shop. Written directly,
// with the same rules as the API: never more seats than a slot has, history rows for every step.
import {
  addDays,
  type BookingStatus,
  dateOnClock,
  RIDING_EXPERIENCE,
  shopDayOn,
  type WeeklyHours,
  zonedInstant,
} from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import { hashSecret, newToken } from '../../auth/tokens.ts';
import { bookingReminders, bookings, shopHoursExceptions, shops, statusChanges } from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import { newPickupCode } from './codes.ts';
import { BOOKING_ENTITY } from './scope.ts';
import { type DemoEventType, seedEventTypes } from './seedEventTypes.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const FIRST = [
  'Avery',
  'Brooke',
  'Carlos',
  'Dana',
  'Eli',
  'Fatima',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
];
const LAST = ['Adams', 'Baker', 'Chen', 'Diaz', 'Evans', 'Flores', 'Garcia', 'Hill', 'Ito', 'Jones', 'Kim'];

const PAST: BookingStatus[] = [
  'completed',
  'completed',
  'no_show',
  'cancelled',
  'completed',
  'rejected',
  'expired',
  'rescheduled',
];
const AHEAD: BookingStatus[] = ['confirmed', 'pending', 'confirmed', 'cancelled', 'confirmed', 'rescheduled'];
const SEAT_TAKING = new Set<string>(['pending', 'confirmed', 'checked_in', 'completed', 'no_show']);

type NewBooking = typeof bookings.$inferInsert;
interface Planned {
  row: NewBooking;
  eventType: DemoEventType;
  /** The next booking of the same event and shop: where a rescheduled one moved to. */
  movedTo?: Planned;
}

interface ShopInfo {
  id: number;
  companyId: number;
  timezone: string;
  hours: WeeklyHours;
  exceptions: { date: string; hours: { opens: string; closes: string }[] }[];
}

async function loadShops(tx: Transaction, ids: number[]): Promise<Map<number, ShopInfo>> {
  const rows = await tx.select().from(shops).where(inArray(shops.id, ids));
  const exceptions = await tx
    .select()
    .from(shopHoursExceptions)
    .where(inArray(shopHoursExceptions.shopId, ids));
  return new Map(
    rows.map((shop) => [
      shop.id,
      {
        id: shop.id,
        companyId: shop.companyId,
        timezone: shop.timezone,
        hours: shop.hours as WeeklyHours,
        exceptions: exceptions
          .filter((e) => e.shopId === shop.id)
          .map((e) => ({ date: e.date, hours: e.hours as ShopInfo['exceptions'][number]['hours'] })),
      },
    ]),
  );
}

/** Whether the shop is open for the whole of [time, time + minutes) on the date. */
function isOpen(shop: ShopInfo, date: string, time: string, minutes: number): boolean {
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const start = toMinutes(time);
  return shopDayOn(date, shop.hours, shop.exceptions).hours.some(
    (interval) => toMinutes(interval.opens) <= start && start + minutes <= toMinutes(interval.closes),
  );
}

/** Seats of the event at the shop taken by planned bookings overlapping [start, end), buffers included. */
function seatsTaken(
  plan: Planned[],
  eventType: DemoEventType,
  shopId: number,
  start: Date,
  end: Date,
): number {
  const pad = (eventType.bufferBeforeMinutes + eventType.bufferAfterMinutes) * MINUTE;
  return plan
    .filter(
      ({ row, eventType: other }) =>
        other.id === eventType.id &&
        row.shopId === shopId &&
        SEAT_TAKING.has(row.status) &&
        row.startsAt.getTime() < end.getTime() + pad &&
        row.endsAt.getTime() + pad > start.getTime(),
    )
    .reduce((sum, { row }) => sum + (row.seats ?? 1), 0);
}

function capacityOf(eventType: DemoEventType): number {
  return eventType.demoUnits.length
    ? Math.min(eventType.capacity, eventType.demoUnits.length)
    : eventType.capacity;
}

function statusFor(eventType: DemoEventType, start: Date, end: Date, now: Date, n: number): BookingStatus {
  const swap = (status: BookingStatus): BookingStatus => {
    if (eventType.requiresConfirmation) return status;
    if (status === 'pending') return 'confirmed';
    if (status === 'rejected') return 'completed';
    return status === 'expired' ? 'cancelled' : status;
  };
  if (end <= now) return swap(PAST[n % PAST.length] ?? 'completed');
  if (start <= now) return 'checked_in';
  return swap(AHEAD[n % AHEAD.length] ?? 'confirmed');
}

function customer(n: number) {
  const first = FIRST[n % FIRST.length] ?? 'Pat';
  const last = LAST[(n * 7) % LAST.length] ?? 'Rider';
  // Every fifth is a walk-in without an e-mail.
  const email = n % 5 === 4 ? null : `${first}.${last}${n}@example.test`.toLowerCase();
  return {
    customerName: `${first} ${last}`,
    customerEmail: email,
    customerPhone: `+1 (415) 555-${String(1000 + n).slice(-4)}`,
    customerZip: n % 3 === 0 ? '94107' : null,
    customerTimezone: n % 7 === 0 ? 'America/New_York' : null,
  };
}

let referenceCount = 0;
/** Demo references: BK-D followed by a counter in base 36 (fresh ones are random, see create.ts). */
function demoReference(): string {
  referenceCount += 1;
  return `BK-D${referenceCount.toString(36).toUpperCase().padStart(5, '0')}`;
}

/** The columns a booking in `status` has besides the status: the times of its steps, pickup, feedback, reasons. */
function stepColumns(
  eventType: DemoEventType,
  status: BookingStatus,
  start: Date,
  end: Date,
  now: Date,
  n: number,
) {
  const unit = eventType.demoUnits.length
    ? eventType.demoUnits[n % eventType.demoUnits.length]?.serial
    : null;
  const checkedIn = ['checked_in', 'completed'].includes(status);
  const checkedInAt = checkedIn ? new Date(start.getTime() - 10 * MINUTE) : null;
  const completedAt = status === 'completed' ? new Date(end.getTime() + 5 * MINUTE) : null;
  const answered = completedAt && eventType.feedbackQuestions.length && n % 2 === 0;
  return {
    checkedInAt,
    completedAt,
    noShowAt: status === 'no_show' ? new Date(end.getTime() + 15 * MINUTE) : null,
    pickupCode: checkedIn && eventType.kind !== 'demo_event' ? newPickupCode() : null,
    pickupUnitSerial: checkedIn ? (unit ?? null) : null,
    pickupIssuedAt: checkedIn && eventType.kind !== 'demo_event' ? checkedInAt : null,
    pickupConfirmedAt: completedAt && eventType.kind !== 'demo_event' ? completedAt : null,
    feedbackTokenHash: completedAt ? hashSecret(newToken()) : null,
    feedbackAnswers: answered
      ? Object.fromEntries(
          eventType.feedbackQuestions.map((q) => [
            q.id,
            q.type === 'rating' ? 4 + (n % 2) : q.type === 'select' ? (q.options?.[0] ?? '') : 'Great guide!',
          ]),
        )
      : null,
    feedbackSubmittedAt:
      answered && completedAt ? new Date(Math.min(completedAt.getTime() + DAY, now.getTime())) : null,
    cancelReasonCode: status === 'cancelled' ? (n % 2 ? 'weather' : 'customer_request') : null,
    cancelNote: status === 'cancelled' && n % 2 ? 'Storm warning for the afternoon.' : null,
    rejectionReason: status === 'rejected' ? 'No guide is free at that time.' : null,
  };
}

function answersFor(eventType: DemoEventType, n: number): Record<string, string | number | boolean> {
  if (eventType.kind !== 'test_ride' && eventType.kind !== 'demo_event') return {};
  return { waiver: true, height: 155 + ((n * 7) % 40), experience: RIDING_EXPERIENCE[n % 4] ?? 'some' };
}

function planBooking(
  eventType: DemoEventType,
  shop: ShopInfo,
  start: Date,
  status: BookingStatus,
  seats: number,
  now: Date,
  n: number,
): Planned {
  const end = new Date(start.getTime() + eventType.durationMinutes * MINUTE);
  // A booking still waiting for confirmation was made within the last hours: an older one would already
  // have expired (the demo's events expire unconfirmed bookings after a day), and the sweep would do so.
  const hoursAgo = now.getTime() - (1 + (n % 5)) * HOUR;
  const createdAt = new Date(
    status === 'pending' ? hoursAgo : Math.min(start.getTime() - (2 + (n % 9)) * DAY, hoursAgo),
  );
  return {
    eventType,
    row: {
      reference: demoReference(),
      eventTypeId: eventType.id,
      companyId: shop.companyId,
      brandCompanyId: eventType.brandCompanyId,
      shopId: shop.id,
      startsAt: start,
      endsAt: end,
      timezone: shop.timezone,
      seats,
      status,
      ...customer(n),
      answers: answersFor(eventType, n),
      source: n % 4 === 3 ? 'admin' : 'widget',
      manageTokenHash: hashSecret(newToken()),
      ...stepColumns(eventType, status, start, end, now, n),
      internalNotes: n % 6 === 0 ? 'Asked for a step-through frame.' : null,
      createdAt,
      updatedAt: createdAt,
    },
  };
}

/** The planned bookings of one event type at one shop. */
function planSlots(
  eventType: DemoEventType,
  shop: ShopInfo,
  now: Date,
  counter: { n: number },
  plan: Planned[],
) {
  const today = dateOnClock(shop.timezone, now);
  const capacity = capacityOf(eventType);
  let previous: Planned | undefined;
  for (let day = -28; day <= 28; day += 3) {
    const date = addDays(today, day);
    for (const time of eventType.times) {
      if (!isOpen(shop, date, time, eventType.durationMinutes)) continue;
      const start = zonedInstant(date, time, shop.timezone);
      const end = new Date(start.getTime() + eventType.durationMinutes * MINUTE);
      const wanted = capacity === 1 ? 1 : 1 + (counter.n % Math.min(3, capacity));
      for (let k = 0; k < wanted; k += 1) {
        counter.n += 1;
        const n = counter.n;
        const seats = capacity > 2 && n % 4 === 0 ? 2 : 1;
        const status = statusFor(eventType, start, end, now, n);
        if (SEAT_TAKING.has(status) && seatsTaken(plan, eventType, shop.id, start, end) + seats > capacity)
          break;
        const planned = planBooking(eventType, shop, start, status, seats, now, n);
        if (previous?.row.status === 'rescheduled') previous.movedTo = planned;
        plan.push(planned);
        previous = planned;
      }
    }
  }
  // A rescheduled booking needs the one it moved to; the last of the run has none: it was cancelled instead.
  if (previous?.row.status === 'rescheduled') {
    previous.row.status = 'cancelled';
    previous.row.cancelReasonCode = 'customer_request';
  }
}

/** Today at Embarcadero: one ride checked in a quarter of an hour ago, and one starting in 20 minutes. */
function planToday(
  eventType: DemoEventType,
  shop: ShopInfo,
  now: Date,
  counter: { n: number },
  plan: Planned[],
) {
  const quarter = 15 * MINUTE;
  const starts = [
    {
      start: new Date(Math.floor(now.getTime() / quarter) * quarter - quarter),
      status: 'checked_in' as const,
    },
    { start: new Date(Math.ceil(now.getTime() / quarter) * quarter + quarter), status: 'confirmed' as const },
  ];
  for (const { start, status } of starts) {
    const end = new Date(start.getTime() + eventType.durationMinutes * MINUTE);
    if (seatsTaken(plan, eventType, shop.id, start, end) + 1 > capacityOf(eventType)) continue;
    counter.n += 1;
    plan.push(planBooking(eventType, shop, start, status, 1, now, counter.n));
  }
}

/** The history of a booking: created (pending or confirmed), confirmed, and the step to its status. */
function historyOf(
  planned: Planned,
  id: number,
  actor: number,
  now: Date,
): (typeof statusChanges.$inferInsert)[] {
  const { row, eventType } = planned;
  const created = row.createdAt ?? now;
  const rows: (typeof statusChanges.$inferInsert)[] = [];
  const step = (
    from: string | null,
    to: string,
    at: Date,
    reason: string | null = null,
    by: number | null = actor,
  ) =>
    rows.push({
      entity: BOOKING_ENTITY,
      entityId: String(id),
      fromStatus: from,
      toStatus: to,
      actorUserId: by,
      reason,
      at,
    });
  const pendingFirst = eventType.requiresConfirmation && !planned.row.rescheduledFromId;
  step(null, pendingFirst ? 'pending' : 'confirmed', created, null, row.source === 'admin' ? actor : null);
  if (row.status === 'pending') return rows;
  if (['rejected', 'expired'].includes(row.status)) {
    step(
      'pending',
      row.status,
      new Date(created.getTime() + 6 * HOUR),
      row.rejectionReason ?? null,
      row.status === 'expired' ? null : actor,
    );
    return rows;
  }
  if (pendingFirst) step('pending', 'confirmed', new Date(created.getTime() + 2 * HOUR));
  const start = row.startsAt;
  const end = row.endsAt;
  const before = new Date(Math.min(start.getTime() - DAY, now.getTime() - HOUR));
  if (row.status === 'cancelled') step('confirmed', 'cancelled', before, row.cancelReasonCode ?? null);
  if (row.status === 'rescheduled')
    step('confirmed', 'rescheduled', before, 'The customer asked for another day.');
  if (row.checkedInAt) step('confirmed', 'checked_in', row.checkedInAt);
  if (row.completedAt) step('checked_in', 'completed', row.completedAt);
  if (row.noShowAt) step('confirmed', 'no_show', row.noShowAt ?? end);
  return rows;
}

/** Reminder rows: scheduled for bookings ahead, sent for those that took place, cancelled for the others. */
function remindersOf(planned: Planned, id: number, now: Date): (typeof bookingReminders.$inferInsert)[] {
  const { row, eventType } = planned;
  if (['pending', 'rejected', 'expired'].includes(row.status)) return [];
  return eventType.reminders.map((rule) => {
    const scheduledAt = new Date(row.startsAt.getTime() - rule.offsetMinutes * MINUTE);
    const stopped = ['cancelled', 'rescheduled'].includes(row.status) && scheduledAt > (row.createdAt ?? now);
    return {
      bookingId: id,
      channel: rule.channel,
      offsetMinutes: rule.offsetMinutes,
      scheduledAt,
      sentAt: !stopped && scheduledAt <= now ? scheduledAt : null,
      cancelledAt: stopped ? new Date(Math.min(scheduledAt.getTime(), now.getTime())) : null,
      attempts: !stopped && scheduledAt <= now ? 1 : 0,
    };
  });
}

/** Seeds the demo event types, schedules and bookings (after the shops, services and people). */
export async function seedBookings(tx: Transaction, ids: DemoIds, now = new Date()): Promise<void> {
  const eventTypes = await seedEventTypes(tx, ids, dateOnClock('America/Los_Angeles', now));
  const shopInfo = await loadShops(
    tx,
    eventTypes.flatMap((e) => e.shopIds),
  );
  const plan: Planned[] = [];
  const counter = { n: 0 };
  for (const eventType of eventTypes) {
    if (eventType.status === 'draft') continue;
    for (const shopId of eventType.shopIds) {
      const shop = shopInfo.get(shopId);
      if (shop) planSlots(eventType, shop, now, counter, plan);
    }
  }
  const ride = eventTypes.find((e) => e.kind === 'test_ride' && e.ownerCompanyId === ids.retailer);
  const embarcadero = ride && shopInfo.get(ride.shopIds[0] ?? -1);
  if (ride && embarcadero) planToday(ride, embarcadero, now, counter, plan);

  const written = await tx
    .insert(bookings)
    .values(plan.map((p) => p.row))
    .returning({ id: bookings.id });
  const idOf = new Map(plan.map((p, index) => [p, written[index]?.id ?? 0]));
  for (const planned of plan) {
    const to = planned.movedTo;
    if (planned.row.status !== 'rescheduled' || !to) continue;
    await tx
      .update(bookings)
      .set({ rescheduledToId: idOf.get(to) })
      .where(eq(bookings.id, idOf.get(planned) ?? 0));
    await tx
      .update(bookings)
      .set({ rescheduledFromId: idOf.get(planned) })
      .where(eq(bookings.id, idOf.get(to) ?? 0));
  }
  const history = plan.flatMap((p) => historyOf(p, idOf.get(p) ?? 0, ids.retailerUser, now));
  for (let i = 0; i < history.length; i += 500)
    await tx.insert(statusChanges).values(history.slice(i, i + 500));
  const reminders = plan.flatMap((p) => remindersOf(p, idOf.get(p) ?? 0, now));
  for (let i = 0; i < reminders.length; i += 500)
    await tx.insert(bookingReminders).values(reminders.slice(i, i + 500));
}
