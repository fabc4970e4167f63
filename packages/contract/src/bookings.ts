// Bookings (issue 14, domain §1.1, §2.4, §2.7): event types ("Event settings"), schedules, availability,
// holds, bookings and their state machine, the customer's public booking flow and the questionnaire.
// Times travel as ISO instants in UTC; every answer that shows a time also names the shop's time zone, and
// dates a user picks (`from`, `to`, a calendar day) are dates on the shop's clock.
import { z } from 'zod';
import { accountEmail, accountTimezone } from './account.ts';
import { hoursExceptions, weeklyHours } from './company.ts';
import { optionalInput, pageOf, pageQuery } from './envelope.ts';
import { bodyId, contactPhone, multilineText, queryId, textLine } from './fields.ts';
import { isoDate } from './warranty.ts';

const required = 'This field is required.';

// ---------------------------------------------------------------- event types

/** What is booked: test rides and demo events are "events"; the others are appointments. */
export const eventKind = z.enum(
  ['test_ride', 'demo_event', 'service', 'fitting', 'delivery'],
  'Choose a kind.',
);
export type EventKind = z.infer<typeof eventKind>;

/** The kinds the Event Booking Manager and Test Rides list; the rest are on the Appointment List. */
export const EVENT_KINDS: readonly EventKind[] = ['test_ride', 'demo_event'];
export const APPOINTMENT_KINDS: readonly EventKind[] = ['service', 'fitting', 'delivery'];

/** Which list a booking belongs on. */
export const bookingArea = z.enum(['events', 'appointments']);
export type BookingArea = z.infer<typeof bookingArea>;

export function areaOfKind(kind: EventKind): BookingArea {
  return EVENT_KINDS.includes(kind) ? 'events' : 'appointments';
}

/** draft: being set up; active: bookable; hidden: bookable by staff only; archived: kept for history. */
export const eventTypeStatus = z.enum(['draft', 'active', 'hidden', 'archived'], 'Choose a status.');
export type EventTypeStatus = z.infer<typeof eventTypeStatus>;

export const locationType = z.enum(['in_shop', 'onsite', 'venue'], 'Choose where it takes place.');
export type LocationType = z.infer<typeof locationType>;

/**
 * A booking question. `waiver`: a text the customer must accept (answer `true`); `height`: rider height in
 * centimetres; `experience`: one of none / some / regular / expert; `select`: one of `options`;
 * `rating`: 1 to 5 (for the follow-up questionnaire).
 */
export const questionType = z.enum(['text', 'number', 'select', 'waiver', 'height', 'experience', 'rating']);
export type QuestionType = z.infer<typeof questionType>;

export const RIDING_EXPERIENCE = ['none', 'some', 'regular', 'expert'] as const;

export const question = z
  .strictObject({
    /** Stable key the answers are stored under: lower-case letters, digits and _. */
    id: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lower-case letters, digits and _ (a letter first).'),
    label: textLine().min(1, required).max(200),
    type: questionType,
    required: z.boolean(),
    /** The choices of a `select` question. */
    options: z.array(textLine().min(1).max(100)).max(20).optional(),
    /** The text a `waiver` question asks the customer to accept. */
    waiverText: multilineText().max(5000).optional(),
  })
  .refine((q) => q.type !== 'select' || (q.options?.length ?? 0) >= 2, {
    error: 'A choice question needs at least 2 options.',
    path: ['options'],
  })
  .refine((q) => q.type !== 'waiver' || (q.waiverText?.length ?? 0) > 0, {
    error: 'Enter the text of the waiver.',
    path: ['waiverText'],
  });
export type Question = z.infer<typeof question>;

const uniqueIds = (list: readonly { id: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  list.forEach((item, index) => {
    if (seen.has(item.id))
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Each question needs its own id.' });
    seen.add(item.id);
  });
};

export const questions = z.array(question).max(30).superRefine(uniqueIds);

export const reminderChannel = z.enum(['email', 'sms']);
export type ReminderChannel = z.infer<typeof reminderChannel>;

/** A reminder sent `offsetMinutes` before the start (5 minutes to 14 days). */
export const reminderRule = z.strictObject({
  offsetMinutes: z.number().int().min(5, 'At least 5 minutes before.').max(20160, 'At most 14 days before.'),
  channel: reminderChannel,
});
export type ReminderRule = z.infer<typeof reminderRule>;

/** A demo bike a test ride can hand out; a slot never offers more seats than the event has units. */
export const demoUnit = z.strictObject({
  serial: textLine().min(1, required).max(64),
  label: optionalInput(textLine().max(100)),
});
export type DemoUnit = z.infer<typeof demoUnit>;

const minutes = (max: number) => z.number().int().min(0).max(max);

/** `POST /eventTypes` and `PUT /eventTypes/:id`. Status changes go through their own actions. */
export const eventTypeBody = z
  .strictObject({
    kind: eventKind,
    title: textLine().min(1, required).max(100),
    /** Unique per owner; made from the title when not given. Used in the public booking link. */
    slug: optionalInput(
      z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens.')
        .max(60),
    ),
    description: optionalInput(multilineText().max(5000)),
    locationType: locationType,
    durationMinutes: z.number().int().min(5, 'At least 5 minutes.').max(1440, 'At most 24 hours.'),
    slotIntervalMinutes: z.number().int().min(5, 'At least 5 minutes.').max(1440, 'At most 24 hours.'),
    bufferBeforeMinutes: minutes(240),
    bufferAfterMinutes: minutes(240),
    /** 1: one booking at a time (exclusive); n: n seats per slot. */
    capacityPerSlot: z.number().int().min(1, 'At least 1.').max(200, 'At most 200.'),
    minNoticeMinutes: minutes(43200),
    maxAdvanceDays: z.number().int().min(1, 'At least 1 day.').max(365, 'At most 365 days.'),
    requiresConfirmation: z.boolean(),
    /** A pending booking still blocks its seats (default) or not. */
    confirmationBlocksSlot: z.boolean().default(true),
    /** A pending booking expires after this many minutes; null: it waits for staff. */
    autoExpirePendingMinutes: z.number().int().min(15).max(10080).nullable(),
    cancelNoticeMinutes: minutes(43200),
    rescheduleNoticeMinutes: minutes(43200),
    questions: questions,
    /** The follow-up questionnaire e-mailed after completion. */
    feedbackQuestions: questions,
    reminders: z.array(reminderRule).max(5),
    demoUnits: z.array(demoUnit).max(100),
    /** Optional price in cents, shown to the customer. */
    priceCents: z.number().int().min(0).max(100_000_000).nullable(),
    /** The shops where it runs: the owner's own (a retailer) or its active dealers' (a brand). */
    shopIds: z.array(bodyId).min(1, 'Choose at least one shop.').max(200),
    /** Employees who host it; none: anyone at the shop (the shop's hours decide). */
    hostEmployeeIds: z.array(bodyId).max(100).default([]),
    /** A retailer's test ride of one brand's bikes: that brand then sees its bookings (without customer details). */
    brandCompanyId: bodyId.nullable().optional(),
    /** A service appointment books an item of the retailer's service menu (its duration and price). */
    serviceItemId: bodyId.nullable().optional(),
  })
  .refine((body) => body.kind !== 'service' || body.serviceItemId != null, {
    error: 'Choose the service of your menu this appointment books.',
    path: ['serviceItemId'],
  });
export type EventTypeBody = z.infer<typeof eventTypeBody>;
export type EventTypeInput = z.input<typeof eventTypeBody>;

export const eventTypeIdParams = z.object({ id: queryId });

export const eventTypeListQuery = pageQuery.extend({
  q: optionalInput(textLine().max(100)),
  kind: optionalInput(eventKind),
  status: optionalInput(eventTypeStatus),
  shopId: optionalInput(queryId),
  area: optionalInput(bookingArea),
});
export type EventTypeListQuery = z.infer<typeof eventTypeListQuery>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const eventTypeRow = z.object({
  id: z.number().int(),
  owner: named.extend({ type: z.number().int() }),
  brand: named.nullable(),
  kind: eventKind,
  title: z.string(),
  slug: z.string(),
  durationMinutes: z.number().int(),
  capacityPerSlot: z.number().int(),
  /** min(capacity, demo units) when the event has demo units. */
  effectiveCapacity: z.number().int(),
  shops: z.array(named),
  status: eventTypeStatus,
  requiresConfirmation: z.boolean(),
  /** Bookings from now on. */
  upcomingBookings: z.number().int(),
  updatedAt: z.string(),
});
export type EventTypeRow = z.infer<typeof eventTypeRow>;
export const eventTypePage = pageOf(eventTypeRow);

export const eventTypeDetail = eventTypeRow.extend({
  description: z.string().nullable(),
  locationType: locationType,
  slotIntervalMinutes: z.number().int(),
  bufferBeforeMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  minNoticeMinutes: z.number().int(),
  maxAdvanceDays: z.number().int(),
  confirmationBlocksSlot: z.boolean(),
  autoExpirePendingMinutes: z.number().int().nullable(),
  cancelNoticeMinutes: z.number().int(),
  rescheduleNoticeMinutes: z.number().int(),
  questions: z.array(question),
  feedbackQuestions: z.array(question),
  reminders: z.array(reminderRule),
  demoUnits: z.array(z.object({ serial: z.string(), label: z.string().nullable().optional() })),
  priceCents: z.number().int().nullable(),
  hostEmployees: z.array(named),
  serviceItem: named.nullable(),
  /** The public booking page of each shop: `/book/{shopId}/{slug}` (only while active). */
  bookingPaths: z.array(z.object({ shopId: z.number().int(), path: z.string() })),
  /** The viewer may edit it and change its status. */
  editable: z.boolean(),
});
export type EventTypeDetail = z.infer<typeof eventTypeDetail>;

/**
 * `GET /eventTypes/bookable`: what the viewer may book for a walk-in or phone customer (active or hidden),
 * with the shops where the viewer may book it: a retailer's own and brands' test rides at its shops.
 */
export const bookableEventType = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: eventKind,
  status: eventTypeStatus,
  durationMinutes: z.number().int(),
  shops: z.array(named),
});
export type BookableEventType = z.infer<typeof bookableEventType>;
export const bookableEventTypesQuery = z.object({ area: optionalInput(bookingArea) });

/** `POST /eventTypes/:id/status`: publish (active), hide, archive, or back to draft. */
export const eventTypeStatusBody = z.strictObject({ status: eventTypeStatus });
export type EventTypeStatusBody = z.infer<typeof eventTypeStatusBody>;

// ---------------------------------------------------------------- schedules (/editSchedule)

/** `PUT /schedules/shops/:id`: a shop's week and dated overrides (the same data as the shop form's hours). */
export const shopScheduleBody = z.strictObject({ hours: weeklyHours, exceptions: hoursExceptions });
export type ShopScheduleBody = z.infer<typeof shopScheduleBody>;

/**
 * `PUT /schedules/employees/:id`: an employee's own week and dated overrides, on the clock of `timezone`
 * (null: the company's). `hours: null` removes the own week: the person then works their shops' hours.
 */
export const employeeScheduleBody = z.strictObject({
  hours: weeklyHours.nullable(),
  exceptions: hoursExceptions,
});
export type EmployeeScheduleBody = z.infer<typeof employeeScheduleBody>;

/** A blocked period: nothing at the shop (or for the employee) may be booked from `startsAt` to `endsAt`. */
export const blockedPeriodBody = z
  .strictObject({
    shopId: bodyId.nullable(),
    employeeId: bodyId.nullable(),
    startsAt: z.iso.datetime({ offset: true, error: 'Enter a date and time.' }),
    endsAt: z.iso.datetime({ offset: true, error: 'Enter a date and time.' }),
    reason: textLine().min(1, required).max(200),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    error: 'The end must come after the start.',
    path: ['endsAt'],
  });
export type BlockedPeriodBody = z.infer<typeof blockedPeriodBody>;

export const blockedPeriod = z.object({
  id: z.number().int(),
  shop: named.nullable(),
  employee: named.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string(),
  /** The time zone the period is shown in (the shop's, else the company's). */
  timezone: z.string(),
});
export type BlockedPeriod = z.infer<typeof blockedPeriod>;

export const employeeSchedule = z.object({
  employee: named,
  shops: z.array(named),
  timezone: z.string(),
  hours: z.record(z.string(), z.array(z.object({ opens: z.string(), closes: z.string() }))).nullable(),
  exceptions: z.array(
    z.object({
      date: z.string(),
      closed: z.boolean(),
      hours: z.array(z.object({ opens: z.string(), closes: z.string() })),
      note: z.string().nullable(),
    }),
  ),
});
export type EmployeeSchedule = z.infer<typeof employeeSchedule>;

/** `GET /schedules`: what the schedule editor shows for the viewer's company (a retailer) or one company (admin). */
export const scheduleQuery = z.object({ companyId: optionalInput(queryId) });

export const scheduleOverview = z.object({
  shops: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      timezone: z.string(),
      hours: z.record(z.string(), z.array(z.object({ opens: z.string(), closes: z.string() }))),
      exceptions: z.array(
        z.object({
          date: z.string(),
          closed: z.boolean(),
          hours: z.array(z.object({ opens: z.string(), closes: z.string() })),
          note: z.string().nullable(),
        }),
      ),
    }),
  ),
  employees: z.array(employeeSchedule),
  blockedPeriods: z.array(blockedPeriod),
  editable: z.boolean(),
});
export type ScheduleOverview = z.infer<typeof scheduleOverview>;

// ---------------------------------------------------------------- availability and holds

/** Availability of an event at a shop for dates on the shop's clock (at most 42 days). */
export const availabilityQuery = z
  .object({ shopId: queryId, from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { error: 'The end date must not be before the start date.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 42, {
    error: 'Ask for at most 6 weeks at a time.',
    path: ['to'],
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

export const slot = z.object({
  /** ISO instant, UTC. */
  start: z.string(),
  end: z.string(),
  /** The start on the shop's clock, HH:MM. */
  localTime: z.string(),
  seatsLeft: z.number().int(),
  capacity: z.number().int(),
});
export type Slot = z.infer<typeof slot>;

export const availability = z.object({
  timezone: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(slot) })),
});
export type Availability = z.infer<typeof availability>;

/** A customer's hold on seats while they fill in the form (minutes). */
export const HOLD_MINUTES = 5;

export const holdBody = z.strictObject({
  start: z.iso.datetime({ offset: true, error: 'Choose a time.' }),
  seats: z.number().int().min(1).max(20).default(1),
});
export type HoldBody = z.infer<typeof holdBody>;

export const hold = z.object({
  token: z.string(),
  start: z.string(),
  end: z.string(),
  seats: z.number().int(),
  expiresAt: z.string(),
});
export type Hold = z.infer<typeof hold>;

// ---------------------------------------------------------------- bookings

export const bookingStatus = z.enum([
  'pending',
  'confirmed',
  'rejected',
  'expired',
  'cancelled',
  'rescheduled',
  'checked_in',
  'completed',
  'no_show',
]);
export type BookingStatus = z.infer<typeof bookingStatus>;

/** How the booking was made: the public page, a staff member in the console, the JSON API, a brand. */
export const bookingSource = z.enum(['widget', 'admin', 'api', 'brand']);
export type BookingSource = z.infer<typeof bookingSource>;

export const cancelReasonCode = z.enum(
  [
    'customer_request',
    'no_show_expected',
    'weather',
    'bike_unavailable',
    'staff_unavailable',
    'duplicate',
    'other',
  ],
  'Choose a reason.',
);
export type CancelReasonCode = z.infer<typeof cancelReasonCode>;

/**
 * The booking state machine (domain §2.7): each action and the statuses it leaves from. Anything else is
 * 409 `invalid_transition`. Guards beyond the status (capacity, the 30 minutes before the start, the end,
 * 24 h to undo a no-show, notice windows for customers) are checked by the server.
 */
export const BOOKING_TRANSITIONS = {
  confirm: { from: ['pending'], to: 'confirmed' },
  reject: { from: ['pending'], to: 'rejected' },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
  reschedule: { from: ['confirmed'], to: 'rescheduled' },
  checkIn: { from: ['confirmed'], to: 'checked_in' },
  complete: { from: ['checked_in'], to: 'completed' },
  noShow: { from: ['confirmed'], to: 'no_show' },
  undoNoShow: { from: ['no_show'], to: 'completed' },
  expire: { from: ['pending'], to: 'expired' },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus }>;
export type BookingAction = keyof typeof BOOKING_TRANSITIONS;

/** Check-in opens this many minutes before the start. */
export const CHECK_IN_OPENS_MINUTES = 30;
/** A no-show can be undone (to completed) this many hours after it was recorded. */
export const NO_SHOW_UNDO_HOURS = 24;

/** Statuses whose seats count against capacity (pending only when the event says it blocks the slot). */
export const SEAT_HOLDING_STATUSES: readonly BookingStatus[] = [
  'pending',
  'confirmed',
  'checked_in',
  'completed',
  'no_show',
];

export const bookingCustomer = z.strictObject({
  name: textLine().min(1, required).max(100),
  email: optionalInput(accountEmail),
  phone: optionalInput(contactPhone),
  zip: optionalInput(
    z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code such as 94107 or 94107-1234.'),
  ),
  /** The customer's own time zone, shown beside the shop's in their e-mails and manage page. */
  timezone: optionalInput(z.string().max(64)),
});
export type BookingCustomer = z.infer<typeof bookingCustomer>;

/** Answers by question id: text, a number, or true for an accepted waiver. */
export const bookingAnswers = z.record(
  z.string().max(40),
  z.union([textLine().max(2000), z.number().finite(), z.boolean()]),
);
export type BookingAnswers = z.infer<typeof bookingAnswers>;

/** `POST /bookings` (staff; `Idempotency-Key` required): a walk-in or phone customer. */
export const bookingCreateBody = z.strictObject({
  eventTypeId: bodyId,
  shopId: bodyId,
  /** A slot start the server offers (revalidated). */
  start: z.iso.datetime({ offset: true, error: 'Choose a time.' }),
  seats: z.number().int().min(1, 'At least 1 seat.').max(20, 'At most 20 seats.').default(1),
  customer: bookingCustomer,
  answers: bookingAnswers.default({}),
  assignedEmployeeId: bodyId.nullable().optional(),
  internalNotes: optionalInput(multilineText().max(2000)),
});
export type BookingCreateBody = z.infer<typeof bookingCreateBody>;
export type BookingCreateInput = z.input<typeof bookingCreateBody>;

export const bookingIdParams = z.object({ id: queryId });

/** The answer to a staff `POST /bookings` or `POST /bookings/:id/reschedule`: the new booking. */
export const bookingCreated = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: bookingStatus,
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  seats: z.number().int(),
});
export type BookingCreated = z.infer<typeof bookingCreated>;

/** Tabs of the lists (domain §1.1): upcoming, unconfirmed, past, cancelled, or all. */
export const bookingTab = z.enum(['upcoming', 'unconfirmed', 'past', 'cancelled', 'all']);
export type BookingTab = z.infer<typeof bookingTab>;

export const bookingSort = z.enum(['start', '-start', 'createdAt', '-createdAt']);

/** The list's filters; `GET /bookings/export.csv` takes exactly the same. `from`/`to` are dates on the shop's clock. */
export const bookingListQuery = pageQuery.extend({
  area: optionalInput(bookingArea),
  tab: optionalInput(bookingTab).default('upcoming'),
  status: optionalInput(bookingStatus),
  kind: optionalInput(eventKind),
  eventTypeId: optionalInput(queryId),
  shopId: optionalInput(queryId),
  /** Admins: one brand's test rides. */
  brandId: optionalInput(queryId),
  /** Admins: one retailer's bookings. */
  companyId: optionalInput(queryId),
  employeeId: optionalInput(queryId),
  from: optionalInput(isoDate),
  to: optionalInput(isoDate),
  /** Customer name, e-mail or phone, or the booking's reference. */
  q: optionalInput(textLine().max(100)),
  sort: optionalInput(bookingSort).default('start'),
});
export type BookingListQuery = z.infer<typeof bookingListQuery>;

/** The customer as a viewer may see them: null for a brand looking at a retailer's own event. */
const customerView = z
  .object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    zip: z.string().nullable(),
    timezone: z.string().nullable(),
  })
  .nullable();

export const bookingRow = z.object({
  id: z.number().int(),
  /** The reference customers see, e.g. BK-7Q2M4X. */
  reference: z.string(),
  start: z.string(),
  end: z.string(),
  /** The shop's time zone, the one the times are shown in. */
  timezone: z.string(),
  eventType: z.object({ id: z.number().int(), title: z.string(), kind: eventKind }),
  shop: named,
  company: named,
  brand: named.nullable(),
  seats: z.number().int(),
  /** Seats taken in this slot by all its bookings, and the slot's capacity. */
  slotSeatsUsed: z.number().int(),
  capacity: z.number().int(),
  customer: customerView,
  assignedEmployee: named.nullable(),
  status: bookingStatus,
  source: bookingSource,
  createdAt: z.string(),
});
export type BookingRow = z.infer<typeof bookingRow>;
export const bookingPage = pageOf(bookingRow);

export const bookingHistoryEntry = z.object({
  from: z.string().nullable(),
  to: z.string(),
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const bookingDetail = bookingRow.extend({
  answers: z.array(z.object({ questionId: z.string(), label: z.string(), answer: z.string() })),
  feedback: z
    .object({
      submittedAt: z.string(),
      answers: z.array(z.object({ questionId: z.string(), label: z.string(), answer: z.string() })),
    })
    .nullable(),
  /** The pickup code of the demo or serviced bike (staff of the shop only), issued at check-in. */
  pickup: z
    .object({
      code: z.string().nullable(),
      unitSerial: z.string().nullable(),
      issuedAt: z.string(),
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  cancelReasonCode: cancelReasonCode.nullable(),
  cancelNote: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  internalNotes: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  noShowAt: z.string().nullable(),
  rescheduledFrom: z.object({ id: z.number().int(), reference: z.string(), start: z.string() }).nullable(),
  rescheduledTo: z.object({ id: z.number().int(), reference: z.string(), start: z.string() }).nullable(),
  reminders: z.array(
    z.object({
      channel: reminderChannel,
      scheduledAt: z.string(),
      sentAt: z.string().nullable(),
      cancelledAt: z.string().nullable(),
    }),
  ),
  history: z.array(bookingHistoryEntry),
  /** What the viewer may do now (the server checks again). */
  actions: z.array(
    z.enum([
      'confirm',
      'reject',
      'cancel',
      'reschedule',
      'checkIn',
      'complete',
      'noShow',
      'undoNoShow',
      'assign',
    ]),
  ),
});
export type BookingDetail = z.infer<typeof bookingDetail>;

export const bookingRejectBody = z.strictObject({ reason: textLine().min(1, 'Enter the reason.').max(500) });
export const bookingCancelBody = z.strictObject({
  reasonCode: cancelReasonCode,
  note: optionalInput(multilineText().max(1000)),
});
export type BookingCancelBody = z.infer<typeof bookingCancelBody>;
export const bookingRescheduleBody = z.strictObject({
  start: z.iso.datetime({ offset: true, error: 'Choose a new time.' }),
  reason: optionalInput(textLine().max(500)),
});
export type BookingRescheduleBody = z.infer<typeof bookingRescheduleBody>;
/** `POST /bookings/:id/complete`: the pickup code the customer gives back (required once one was issued). */
export const bookingCompleteBody = z.strictObject({
  pickupCode: optionalInput(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{6}$/, 'The pickup code has 6 letters and digits.'),
  ),
});
export type BookingCompleteBody = z.infer<typeof bookingCompleteBody>;
export const bookingCheckInBody = z.strictObject({
  /** The demo bike handed out (one of the event's demo units), when it has any. */
  unitSerial: optionalInput(textLine().max(64)),
});
export type BookingCheckInBody = z.infer<typeof bookingCheckInBody>;
export const bookingUpdateBody = z.strictObject({
  assignedEmployeeId: bodyId.nullable().optional(),
  internalNotes: optionalInput(multilineText().max(2000)).nullable(),
});
export type BookingUpdateBody = z.infer<typeof bookingUpdateBody>;

// ---------------------------------------------------------------- public booking (no session)

export const publicEventParams = z.object({ shopId: queryId, slug: z.string().regex(/^[a-z0-9-]{1,60}$/) });

export const publicEvent = z.object({
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string().nullable(),
    timezone: accountTimezone,
  }),
  company: z.object({ name: z.string() }),
  eventType: z.object({
    title: z.string(),
    slug: z.string(),
    kind: eventKind,
    description: z.string().nullable(),
    durationMinutes: z.number().int(),
    priceCents: z.number().int().nullable(),
    capacityPerSlot: z.number().int(),
    requiresConfirmation: z.boolean(),
    questions: z.array(question),
    cancelNoticeMinutes: z.number().int(),
    rescheduleNoticeMinutes: z.number().int(),
  }),
});
export type PublicEvent = z.infer<typeof publicEvent>;

/** `GET /api/public/book/:shopId/:slug/slots` and the manage link's slots: dates on the shop's clock. */
export const publicSlotsQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { error: 'The end date must not be before the start date.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 42, {
    error: 'Ask for at most 6 weeks at a time.',
    path: ['to'],
  });
export type PublicSlotsQuery = z.infer<typeof publicSlotsQuery>;

/** `POST /api/public/book/:shopId/:slug/bookings`: `Idempotency-Key` optional (recommended). */
export const publicBookingBody = z.strictObject({
  start: z.iso.datetime({ offset: true, error: 'Choose a time.' }),
  seats: z.number().int().min(1).max(20).default(1),
  /** The hold taken when the time was chosen; it is turned into the booking. */
  holdToken: optionalInput(z.string().max(100)),
  customer: bookingCustomer.extend({ email: accountEmail }),
  answers: bookingAnswers.default({}),
});
export type PublicBookingBody = z.infer<typeof publicBookingBody>;

/** What a customer sees of their booking (the manage page and the JSON API). */
export const customerBooking = z.object({
  reference: z.string(),
  status: bookingStatus,
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  customerTimezone: z.string().nullable(),
  seats: z.number().int(),
  eventTitle: z.string(),
  shop: publicEvent.shape.shop,
  /** The customer may still cancel or reschedule (inside the notice windows). */
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  cancelDeadline: z.string().nullable(),
  rescheduleDeadline: z.string().nullable(),
  /** Only on the answer to a new booking or a reschedule: the signed manage link (also e-mailed). */
  manageUrl: z.string().optional(),
});
export type CustomerBooking = z.infer<typeof customerBooking>;

/** The signed token of a customer's link (`sign=`). */
export const customerSign = z.strictObject({ sign: textLine().min(1).max(256) });
export const customerSignQuery = z.object({ sign: textLine().min(1).max(256) });
export const customerCancelBody = customerSign.extend({
  reasonCode: cancelReasonCode.default('customer_request'),
  note: optionalInput(multilineText().max(1000)),
});
export const customerRescheduleBody = customerSign.extend({
  start: z.iso.datetime({ offset: true, error: 'Choose a new time.' }),
  holdToken: optionalInput(z.string().max(100)),
});

/** The follow-up questionnaire (`/questionnaire?sign=`). */
export const questionnaire = z.object({
  reference: z.string(),
  eventTitle: z.string(),
  shopName: z.string(),
  start: z.string(),
  timezone: z.string(),
  questions: z.array(question),
  /** Already answered: the answers given (the page then thanks the customer). */
  submittedAt: z.string().nullable(),
});
export type Questionnaire = z.infer<typeof questionnaire>;
export const questionnaireBody = customerSign.extend({ answers: bookingAnswers });
export type QuestionnaireBody = z.infer<typeof questionnaireBody>;

// ---------------------------------------------------------------- dashboard

export const bookingDayCount = z.object({ date: z.string(), count: z.number().int() });
export const bookingsDashboard = z.object({
  today: z.array(bookingRow),
  upcoming: z.array(bookingRow),
  unconfirmed: z.number().int(),
  next7Days: z.array(bookingDayCount),
});
export type BookingsDashboard = z.infer<typeof bookingsDashboard>;
