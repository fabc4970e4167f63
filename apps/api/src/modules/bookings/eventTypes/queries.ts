// Reading event types (Event settings): the paged list with its filters and one event type in full. The
// viewer's own (an admin: all); anything else is 404.
import {
  APPOINTMENT_KINDS,
  type BookableEventType,
  EVENT_KINDS,
  type EventTypeDetail,
  type EventTypeListQuery,
  type EventTypeRow,
  pageOffset,
} from '@console/contract';
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import { CompanyRole } from '../../../auth/roles.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import {
  bookings,
  companies,
  employees,
  eventTypeHosts,
  eventTypeShops,
  eventTypes,
  serviceItems,
  shops,
} from '../../../db/schema.ts';
import type { Transaction } from '../../../db/types.ts';
import { likeContaining } from '../../directory/queries.ts';
import { UserType } from '../../warranty/scope.ts';
import { type EventTypeRecord, effectiveCapacity, seatTakingStatuses } from '../capacity.ts';
import { eventTypeScope } from '../scope.ts';

type Db = Database | Transaction;

function listFilter(db: Db, viewer: Viewer, query: EventTypeListQuery): SQL | undefined {
  const kinds =
    query.area === 'events' ? EVENT_KINDS : query.area === 'appointments' ? APPOINTMENT_KINDS : null;
  return and(
    eventTypeScope(viewer),
    query.q ? ilike(eventTypes.title, likeContaining(query.q)) : undefined,
    query.kind ? eq(eventTypes.kind, query.kind) : undefined,
    kinds ? inArray(eventTypes.kind, [...kinds]) : undefined,
    query.status ? eq(eventTypes.status, query.status) : undefined,
    query.shopId
      ? exists(
          db
            .select({ one: eventTypeShops.shopId })
            .from(eventTypeShops)
            .where(
              and(eq(eventTypeShops.eventTypeId, eventTypes.id), eq(eventTypeShops.shopId, query.shopId)),
            ),
        )
      : undefined,
  );
}

/** The rows as lists show them: owner, brand, shops and upcoming bookings of each event type. */
async function toRows(db: Db, records: EventTypeRecord[], now: Date): Promise<EventTypeRow[]> {
  const ids = records.map((record) => record.id);
  if (ids.length === 0) return [];
  const names = await db
    .select({ id: companies.id, name: companies.name, type: companies.type })
    .from(companies)
    .where(
      inArray(companies.id, [
        ...new Set(
          records.flatMap((record) => [
            record.ownerCompanyId,
            record.brandCompanyId ?? record.ownerCompanyId,
          ]),
        ),
      ]),
    );
  const shopLinks = await db
    .select({ eventTypeId: eventTypeShops.eventTypeId, id: shops.id, name: shops.name })
    .from(eventTypeShops)
    .innerJoin(shops, eq(shops.id, eventTypeShops.shopId))
    .where(inArray(eventTypeShops.eventTypeId, ids))
    .orderBy(asc(shops.name), asc(shops.id));
  const upcoming = await db
    .select({ eventTypeId: bookings.eventTypeId, status: bookings.status, n: count() })
    .from(bookings)
    .where(and(inArray(bookings.eventTypeId, ids), gte(bookings.startsAt, now)))
    .groupBy(bookings.eventTypeId, bookings.status);
  const company = (id: number | null) => names.find((row) => row.id === id);
  return records.map((record) => {
    const owner = company(record.ownerCompanyId);
    const brand = record.brandCompanyId ? company(record.brandCompanyId) : undefined;
    const taking = seatTakingStatuses(record);
    return {
      id: record.id,
      owner: { id: record.ownerCompanyId, name: owner?.name ?? '', type: owner?.type ?? 0 },
      brand: brand ? { id: brand.id, name: brand.name } : null,
      kind: record.kind as EventTypeRow['kind'],
      title: record.title,
      slug: record.slug,
      durationMinutes: record.durationMinutes,
      capacityPerSlot: record.capacityPerSlot,
      effectiveCapacity: effectiveCapacity(record),
      shops: shopLinks
        .filter((link) => link.eventTypeId === record.id)
        .map((link) => ({ id: link.id, name: link.name })),
      status: record.status as EventTypeRow['status'],
      requiresConfirmation: record.requiresConfirmation,
      upcomingBookings: upcoming
        .filter((row) => row.eventTypeId === record.id && taking.includes(row.status))
        .reduce((sum, row) => sum + row.n, 0),
      updatedAt: record.updatedAt.toISOString(),
    };
  });
}

export async function listEventTypes(
  db: Database,
  viewer: Viewer,
  query: EventTypeListQuery,
  now = new Date(),
): Promise<{ rows: EventTypeRow[]; total: number }> {
  const where = listFilter(db, viewer, query);
  const [total] = await db.select({ n: count() }).from(eventTypes).where(where);
  const records = await db
    .select()
    .from(eventTypes)
    .where(where)
    .orderBy(desc(eventTypes.updatedAt), desc(eventTypes.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return { rows: await toRows(db, records, now), total: total?.n ?? 0 };
}

/** The viewer's event type; 404 outside their scope. */
export async function findEventType(db: Db, viewer: Viewer, id: number): Promise<EventTypeRecord> {
  const [record] = await db
    .select()
    .from(eventTypes)
    .where(and(eq(eventTypes.id, id), eventTypeScope(viewer)));
  if (!record) throw new ApiError(404, 'Event type not found.');
  return record;
}

/** May the viewer edit the event type and change its status: its owner's owner or a manager. */
export function editsEventType(viewer: Viewer, record: Pick<EventTypeRecord, 'ownerCompanyId'>): boolean {
  return (
    viewer.userType !== UserType.admin &&
    record.ownerCompanyId === viewer.companyId &&
    viewer.userRole <= CompanyRole.manager
  );
}

export async function getEventType(
  db: Db,
  viewer: Viewer,
  id: number,
  now = new Date(),
): Promise<EventTypeDetail> {
  const record = await findEventType(db, viewer, id);
  const [row] = await toRows(db, [record], now);
  if (!row) throw new Error('event types: a row went missing');
  const hosts = await db
    .select({ id: employees.id, first: employees.firstName, last: employees.lastName })
    .from(eventTypeHosts)
    .innerJoin(employees, eq(employees.id, eventTypeHosts.employeeId))
    .where(eq(eventTypeHosts.eventTypeId, id))
    .orderBy(asc(employees.lastName), asc(employees.firstName));
  const [service] = record.serviceItemId
    ? await db
        .select({ id: serviceItems.id, name: serviceItems.name })
        .from(serviceItems)
        .where(eq(serviceItems.id, record.serviceItemId))
    : [];
  return {
    ...row,
    description: record.description,
    locationType: record.locationType as EventTypeDetail['locationType'],
    slotIntervalMinutes: record.slotIntervalMinutes,
    bufferBeforeMinutes: record.bufferBeforeMinutes,
    bufferAfterMinutes: record.bufferAfterMinutes,
    minNoticeMinutes: record.minNoticeMinutes,
    maxAdvanceDays: record.maxAdvanceDays,
    confirmationBlocksSlot: record.confirmationBlocksSlot,
    autoExpirePendingMinutes: record.autoExpirePendingMinutes,
    cancelNoticeMinutes: record.cancelNoticeMinutes,
    rescheduleNoticeMinutes: record.rescheduleNoticeMinutes,
    questions: record.questions as EventTypeDetail['questions'],
    feedbackQuestions: record.feedbackQuestions as EventTypeDetail['feedbackQuestions'],
    reminders: record.reminders as EventTypeDetail['reminders'],
    demoUnits: record.demoUnits as EventTypeDetail['demoUnits'],
    priceCents: record.priceCents,
    hostEmployees: hosts.map((host) => ({ id: host.id, name: `${host.first} ${host.last}` })),
    serviceItem: service ?? null,
    bookingPaths:
      record.status === 'active'
        ? row.shops.map((shop) => ({ shopId: shop.id, path: `/book/${shop.id}/${record.slug}` }))
        : [],
    editable: editsEventType(viewer, record),
  };
}

/**
 * The event types the viewer may book (active or hidden) and where: an admin everywhere, the owner at all its
 * shops, a retailer any event type at its own shops (a brand's test ride its staff run).
 */
export async function bookableEventTypes(
  db: Db,
  viewer: Viewer,
  area: EventTypeListQuery['area'],
): Promise<BookableEventType[]> {
  const kinds = area === 'events' ? EVENT_KINDS : area === 'appointments' ? APPOINTMENT_KINDS : null;
  const rows = await db
    .select({ eventType: eventTypes, shopId: shops.id, shopName: shops.name })
    .from(eventTypes)
    .innerJoin(eventTypeShops, eq(eventTypeShops.eventTypeId, eventTypes.id))
    .innerJoin(shops, eq(shops.id, eventTypeShops.shopId))
    .where(
      and(
        inArray(eventTypes.status, ['active', 'hidden']),
        eq(shops.active, true),
        kinds ? inArray(eventTypes.kind, [...kinds]) : undefined,
        viewer.userType === UserType.admin
          ? undefined
          : viewer.userType === UserType.retailer
            ? or(eq(eventTypes.ownerCompanyId, viewer.companyId), eq(shops.companyId, viewer.companyId))
            : eq(eventTypes.ownerCompanyId, viewer.companyId),
      ),
    )
    .orderBy(asc(eventTypes.title), asc(eventTypes.id), asc(shops.name));
  const options = new Map<number, BookableEventType>();
  for (const { eventType, shopId, shopName } of rows) {
    const option = options.get(eventType.id) ?? {
      id: eventType.id,
      title: eventType.title,
      kind: eventType.kind as BookableEventType['kind'],
      status: eventType.status as BookableEventType['status'],
      durationMinutes: eventType.durationMinutes,
      shops: [],
    };
    option.shops.push({ id: shopId, name: shopName });
    options.set(eventType.id, option);
  }
  return [...options.values()];
}
