// Reading bookings: the role-scoped list (filters, tabs, sort, paging), the CSV's rows and the detail. A
// brand sees the customer only of events it owns (scope.ts); the pickup code only the shop's staff.
import {
  APPOINTMENT_KINDS,
  type BookingDetail,
  type BookingListQuery,
  type BookingRow,
  type BookingSource,
  type BookingStatus,
  EVENT_KINDS,
  type EventKind,
  pageOffset,
  type Question,
} from '@console/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { bookingReminders, bookings, companies, employees, eventTypes, shops } from '../../db/schema.ts';
import { everyPage } from '../csv.ts';
import { statusHistory } from '../statusHistory.ts';
import { UserType } from '../warranty/scope.ts';
import { allowedActions } from './allowedActions.ts';
import { effectiveCapacity } from './capacity.ts';
import { BOOKING_ENTITY, bookingScope, runsShop, seesCustomer } from './scope.ts';

const company = alias(companies, 'company');
const brand = alias(companies, 'brand');
const other = alias(bookings, 'other');

/** Statuses whose seats count in a slot (pending only when the event lets it block). */
const SEATED = ['confirmed', 'checked_in', 'completed', 'no_show'];
const CLOSED = ['cancelled', 'rejected', 'expired', 'rescheduled'];
export const OPEN_STATUSES = ['pending', 'confirmed', 'checked_in'];

function selectRows(db: Pick<Database, 'select'>) {
  const slotSeatsUsed = sql<number>`(select coalesce(sum(${other.seats}), 0)::int from ${bookings} as ${other}
    where ${other.eventTypeId} = ${bookings.eventTypeId} and ${other.shopId} = ${bookings.shopId}
      and ${other.startsAt} = ${bookings.startsAt}
      and (${other.status} in ${SEATED} or (${other.status} = 'pending' and ${eventTypes.confirmationBlocksSlot})))`;
  return db
    .select({
      booking: bookings,
      eventTitle: eventTypes.title,
      eventKind: eventTypes.kind,
      eventOwnerId: eventTypes.ownerCompanyId,
      capacityPerSlot: eventTypes.capacityPerSlot,
      demoUnits: eventTypes.demoUnits,
      shopName: shops.name,
      companyName: company.name,
      brandName: brand.name,
      employeeFirst: employees.firstName,
      employeeLast: employees.lastName,
      slotSeatsUsed,
    })
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .innerJoin(shops, eq(shops.id, bookings.shopId))
    .innerJoin(company, eq(company.id, bookings.companyId))
    .leftJoin(brand, eq(brand.id, bookings.brandCompanyId))
    .leftJoin(employees, eq(employees.id, bookings.assignedEmployeeId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function rowOf(viewer: Viewer, selected: Selected): BookingRow {
  const { booking } = selected;
  const customer = seesCustomer(viewer, booking, selected.eventOwnerId)
    ? {
        name: booking.customerName,
        email: booking.customerEmail,
        phone: booking.customerPhone,
        zip: booking.customerZip,
        timezone: booking.customerTimezone,
      }
    : null;
  return {
    id: booking.id,
    reference: booking.reference,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    timezone: booking.timezone,
    eventType: { id: booking.eventTypeId, title: selected.eventTitle, kind: selected.eventKind as EventKind },
    shop: { id: booking.shopId, name: selected.shopName },
    company: { id: booking.companyId, name: selected.companyName },
    brand:
      booking.brandCompanyId !== null && selected.brandName !== null
        ? { id: booking.brandCompanyId, name: selected.brandName }
        : null,
    seats: booking.seats,
    slotSeatsUsed: selected.slotSeatsUsed,
    capacity: effectiveCapacity({ capacityPerSlot: selected.capacityPerSlot, demoUnits: selected.demoUnits }),
    customer,
    assignedEmployee:
      booking.assignedEmployeeId !== null
        ? {
            id: booking.assignedEmployeeId,
            name: `${selected.employeeFirst ?? ''} ${selected.employeeLast ?? ''}`.trim(),
          }
        : null,
    status: booking.status as BookingStatus,
    source: booking.source as BookingSource,
    createdAt: booking.createdAt.toISOString(),
  };
}

/** A date on the booking's shop clock, compared in SQL. */
export const shopDate = sql`(${bookings.startsAt} at time zone ${bookings.timezone})::date`;

function tabFilter(tab: BookingListQuery['tab'], now: Date): SQL | undefined {
  switch (tab) {
    case 'upcoming':
      return and(gte(bookings.endsAt, now), inArray(bookings.status, OPEN_STATUSES));
    case 'unconfirmed':
      return eq(bookings.status, 'pending');
    case 'past':
      return and(lt(bookings.endsAt, now), inArray(bookings.status, [...SEATED, 'pending']));
    case 'cancelled':
      return inArray(bookings.status, CLOSED);
    default:
      return undefined;
  }
}

/** What the text search matches: the reference always; customer fields only where the viewer sees them. */
function searchFilter(viewer: Viewer, q: string): SQL | undefined {
  const pattern = `%${q.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
  const customer = or(
    ilike(bookings.customerName, pattern),
    ilike(bookings.customerEmail, pattern),
    ilike(bookings.customerPhone, pattern),
  );
  const visibleCustomer =
    viewer.userType === UserType.brand
      ? and(eq(eventTypes.ownerCompanyId, viewer.companyId), customer)
      : customer;
  return or(ilike(bookings.reference, pattern), visibleCustomer);
}

function listFilter(viewer: Viewer, query: BookingListQuery, now: Date): SQL | undefined {
  const kinds =
    query.area === 'events' ? EVENT_KINDS : query.area === 'appointments' ? APPOINTMENT_KINDS : null;
  return and(
    bookingScope(viewer),
    kinds ? inArray(eventTypes.kind, [...kinds]) : undefined,
    tabFilter(query.tab, now),
    query.status ? eq(bookings.status, query.status) : undefined,
    query.kind ? eq(eventTypes.kind, query.kind) : undefined,
    query.eventTypeId ? eq(bookings.eventTypeId, query.eventTypeId) : undefined,
    query.shopId ? eq(bookings.shopId, query.shopId) : undefined,
    query.brandId ? eq(bookings.brandCompanyId, query.brandId) : undefined,
    query.companyId ? eq(bookings.companyId, query.companyId) : undefined,
    query.employeeId ? eq(bookings.assignedEmployeeId, query.employeeId) : undefined,
    query.from ? sql`${shopDate} >= ${query.from}::date` : undefined,
    query.to ? sql`${shopDate} <= ${query.to}::date` : undefined,
    query.q ? searchFilter(viewer, query.q) : undefined,
  );
}

function orderOf(sort: BookingListQuery['sort']): SQL[] {
  switch (sort) {
    case '-start':
      return [desc(bookings.startsAt), desc(bookings.id)];
    case 'createdAt':
      return [asc(bookings.createdAt), asc(bookings.id)];
    case '-createdAt':
      return [desc(bookings.createdAt), desc(bookings.id)];
    default:
      return [asc(bookings.startsAt), asc(bookings.id)];
  }
}

/** A page of the bookings the viewer sees. */
export async function listBookings(
  db: Database,
  viewer: Viewer,
  query: BookingListQuery,
  now = new Date(),
): Promise<{ rows: BookingRow[]; total: number }> {
  const where = listFilter(viewer, query, now);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(...orderOf(query.sort))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [total] = await db
    .select({ n: count() })
    .from(bookings)
    .innerJoin(eventTypes, eq(eventTypes.id, bookings.eventTypeId))
    .where(where);
  return { rows: rows.map((row) => rowOf(viewer, row)), total: total?.n ?? 0 };
}

/** Rows the viewer sees matching `where` (inside the scope), first by start. */
export async function bookingRowsWhere(
  db: Database,
  viewer: Viewer,
  where: SQL | undefined,
  limit: number,
): Promise<BookingRow[]> {
  const rows = await selectRows(db)
    .where(and(bookingScope(viewer), where))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(limit);
  return rows.map((row) => rowOf(viewer, row));
}

/** Every matching row, a batch at a time (the CSV). */
export function allBookings(db: Database, viewer: Viewer, query: BookingListQuery, now = new Date()) {
  return everyPage((page) => listBookings(db, viewer, { ...query, ...page }, now));
}

/** An answer as a line of text, with the question's wording for waivers. */
function answerText(question: Question | undefined, value: unknown): string {
  if (typeof value === 'boolean')
    return question?.type === 'waiver' ? (value ? 'Accepted' : 'Not accepted') : value ? 'Yes' : 'No';
  if (question?.type === 'height' && typeof value === 'number') return `${value} cm`;
  return String(value);
}

/** Answers in the order of the questions (stored JSON keeps no order), then any of removed questions. */
function labelled(questions: readonly Question[], answers: unknown): BookingDetail['answers'] {
  if (!answers || typeof answers !== 'object') return [];
  const given = answers as Record<string, unknown>;
  const position = (id: string) => {
    const index = questions.findIndex((q) => q.id === id);
    return index < 0 ? questions.length : index;
  };
  return Object.keys(given)
    .sort((a, b) => position(a) - position(b))
    .map((questionId) => {
      const question = questions.find((q) => q.id === questionId);
      return {
        questionId,
        label: question?.label ?? questionId,
        answer: answerText(question, given[questionId]),
      };
    });
}

async function linkedBooking(db: Database, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ id: bookings.id, reference: bookings.reference, start: bookings.startsAt })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row ? { id: row.id, reference: row.reference, start: row.start.toISOString() } : null;
}

/** One booking the viewer sees, with its history, reminders, answers and the actions open to the viewer. */
export async function getBooking(
  db: Database,
  viewer: Viewer,
  id: number,
  now = new Date(),
): Promise<BookingDetail> {
  const [selected] = await selectRows(db).where(and(eq(bookings.id, id), bookingScope(viewer)));
  if (!selected) throw new ApiError(404, 'Booking not found.');
  const [eventType] = await db
    .select()
    .from(eventTypes)
    .where(eq(eventTypes.id, selected.booking.eventTypeId));
  if (!eventType) throw new ApiError(404, 'Booking not found.');
  return detailOf(db, viewer, selected, eventType, now);
}

async function detailOf(
  db: Database,
  viewer: Viewer,
  selected: Selected,
  eventType: typeof eventTypes.$inferSelect,
  now: Date,
): Promise<BookingDetail> {
  const { booking } = selected;
  const row = rowOf(viewer, selected);
  const customerVisible = row.customer !== null;
  const reminders = await db
    .select()
    .from(bookingReminders)
    .where(eq(bookingReminders.bookingId, booking.id))
    .orderBy(asc(bookingReminders.scheduledAt), asc(bookingReminders.id));
  return {
    ...row,
    answers: customerVisible ? labelled(eventType.questions as Question[], booking.answers) : [],
    feedback:
      booking.feedbackSubmittedAt && customerVisible
        ? {
            submittedAt: booking.feedbackSubmittedAt.toISOString(),
            answers: labelled(eventType.feedbackQuestions as Question[], booking.feedbackAnswers),
          }
        : null,
    pickup:
      booking.pickupIssuedAt || booking.pickupUnitSerial
        ? {
            code: runsShop(viewer, booking) ? booking.pickupCode : null,
            unitSerial: booking.pickupUnitSerial,
            issuedAt: (booking.pickupIssuedAt ?? booking.checkedInAt ?? booking.updatedAt).toISOString(),
            confirmedAt: booking.pickupConfirmedAt?.toISOString() ?? null,
          }
        : null,
    cancelReasonCode: (booking.cancelReasonCode as BookingDetail['cancelReasonCode']) ?? null,
    cancelNote: customerVisible ? booking.cancelNote : null,
    rejectionReason: booking.rejectionReason,
    internalNotes: runsShop(viewer, booking) ? booking.internalNotes : null,
    checkedInAt: booking.checkedInAt?.toISOString() ?? null,
    completedAt: booking.completedAt?.toISOString() ?? null,
    noShowAt: booking.noShowAt?.toISOString() ?? null,
    rescheduledFrom: await linkedBooking(db, booking.rescheduledFromId),
    rescheduledTo: await linkedBooking(db, booking.rescheduledToId),
    reminders: reminders.map((reminder) => ({
      channel: reminder.channel as 'email' | 'sms',
      scheduledAt: reminder.scheduledAt.toISOString(),
      sentAt: reminder.sentAt?.toISOString() ?? null,
      cancelledAt: reminder.cancelledAt?.toISOString() ?? null,
    })),
    // Reasons may quote the customer (a cancel note): only for viewers who see the customer.
    history: (await statusHistory<string>(db, BOOKING_ENTITY, booking.id)).map((entry) => ({
      ...entry,
      reason: customerVisible ? entry.reason : null,
    })),
    actions: allowedActions(viewer, booking, { ownerCompanyId: eventType.ownerCompanyId }, now),
  };
}
