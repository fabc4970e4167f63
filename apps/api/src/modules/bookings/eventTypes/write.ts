// Writing event types (Event settings). A brand defines test rides and demo events at its active dealers'
// shops (and is the brand that sees their bookings); a retailer defines any kind at its own shops. Slugs are
// unique per owner: made from the title when not given (a number appended when taken), refused when a
// given one is taken. Shops, hosts, the service and the brand are checked against the owner.
import {
  EVENT_KINDS,
  type EventTypeBody,
  type EventTypeDetail,
  type EventTypeStatus,
} from '@console/contract';
import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import {
  brandRetailers,
  companies,
  employeeShops,
  employees,
  eventTypeHosts,
  eventTypeShops,
  eventTypes,
  serviceItems,
  shops,
} from '../../../db/schema.ts';
import type { Transaction } from '../../../db/types.ts';
import { recordAudit } from '../../audit/audit.ts';
import { UserType } from '../../warranty/scope.ts';
import type { EventTypeRecord } from '../capacity.ts';
import { getEventType } from './queries.ts';

const ENTITY = 'event_type';

/** A slug from a title: lower-case words joined by hyphens. */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug || 'event';
}

/** The slug to store: the given one if free (422 otherwise), else the title's with a number when taken. */
async function freeSlug(
  tx: Transaction,
  ownerId: number,
  wanted: string | undefined,
  title: string,
  exceptId?: number,
): Promise<string> {
  const taken = async (pattern: string, exact: boolean) =>
    tx
      .select({ slug: eventTypes.slug })
      .from(eventTypes)
      .where(
        and(
          eq(eventTypes.ownerCompanyId, ownerId),
          exact ? eq(eventTypes.slug, pattern) : like(eventTypes.slug, `${pattern}%`),
          exceptId ? ne(eventTypes.id, exceptId) : undefined,
        ),
      );
  if (wanted) {
    if ((await taken(wanted, true)).length === 0) return wanted;
    const message = 'Another of your events already uses this link name.';
    throw new ApiError(422, message, { slug: message });
  }
  const base = slugOf(title);
  const used = new Set((await taken(base, false)).map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** 422 naming the field unless the body's shops, hosts, service and brand fit the owner. */
async function checkReferences(tx: Transaction, viewer: Viewer, body: EventTypeBody): Promise<number | null> {
  const fields: Record<string, string> = {};
  const brand = viewer.userType === UserType.brand;
  if (brand && !EVENT_KINDS.includes(body.kind)) fields.kind = 'A brand defines test rides and demo events.';
  const found = await tx
    .select({ id: shops.id, companyId: shops.companyId, active: shops.active })
    .from(shops)
    .where(inArray(shops.id, body.shopIds));
  const dealers = brand
    ? (
        await tx
          .select({ id: brandRetailers.retailerCompanyId })
          .from(brandRetailers)
          .where(
            and(eq(brandRetailers.brandCompanyId, viewer.companyId), eq(brandRetailers.status, 'active')),
          )
      ).map((row) => row.id)
    : [viewer.companyId];
  const allowed = found.filter((shop) => shop.active && dealers.includes(shop.companyId));
  if (allowed.length !== new Set(body.shopIds).size)
    fields.shopIds = brand
      ? 'Choose active shops of your active dealers.'
      : 'Choose active shops of your company.';
  if (body.hostEmployeeIds.length) {
    const hosts = await tx
      .selectDistinct({ id: employees.id })
      .from(employees)
      .innerJoin(employeeShops, eq(employeeShops.employeeId, employees.id))
      .where(
        and(
          inArray(employees.id, body.hostEmployeeIds),
          eq(employees.active, true),
          inArray(employeeShops.shopId, body.shopIds),
        ),
      );
    if (hosts.length !== new Set(body.hostEmployeeIds).size)
      fields.hostEmployeeIds = 'Choose active employees who work at the chosen shops.';
  }
  if (body.serviceItemId != null) {
    const [service] = await tx
      .select({ id: serviceItems.id })
      .from(serviceItems)
      .where(and(eq(serviceItems.id, body.serviceItemId), eq(serviceItems.companyId, viewer.companyId)));
    if (!service || brand) fields.serviceItemId = 'Choose a service of your menu.';
  }
  let brandId: number | null = brand ? viewer.companyId : null;
  if (!brand && body.brandCompanyId != null) {
    const [dealer] = await tx
      .select({ id: companies.id })
      .from(brandRetailers)
      .innerJoin(companies, eq(companies.id, brandRetailers.brandCompanyId))
      .where(
        and(
          eq(brandRetailers.brandCompanyId, body.brandCompanyId),
          eq(brandRetailers.retailerCompanyId, viewer.companyId),
          eq(brandRetailers.status, 'active'),
        ),
      );
    if (dealer) brandId = dealer.id;
    else fields.brandCompanyId = 'Choose a brand you are an active dealer of.';
  }
  if (Object.keys(fields).length) throw new ApiError(422, 'Some fields need your attention.', fields);
  return brandId;
}

function columns(body: EventTypeBody) {
  return {
    kind: body.kind,
    title: body.title,
    description: body.description ?? null,
    locationType: body.locationType,
    durationMinutes: body.durationMinutes,
    slotIntervalMinutes: body.slotIntervalMinutes,
    bufferBeforeMinutes: body.bufferBeforeMinutes,
    bufferAfterMinutes: body.bufferAfterMinutes,
    capacityPerSlot: body.capacityPerSlot,
    minNoticeMinutes: body.minNoticeMinutes,
    maxAdvanceDays: body.maxAdvanceDays,
    requiresConfirmation: body.requiresConfirmation,
    confirmationBlocksSlot: body.confirmationBlocksSlot,
    autoExpirePendingMinutes: body.autoExpirePendingMinutes,
    cancelNoticeMinutes: body.cancelNoticeMinutes,
    rescheduleNoticeMinutes: body.rescheduleNoticeMinutes,
    questions: body.questions,
    feedbackQuestions: body.feedbackQuestions,
    reminders: body.reminders,
    demoUnits: body.demoUnits,
    priceCents: body.priceCents,
    serviceItemId: body.serviceItemId ?? null,
  };
}

async function writeLinks(tx: Transaction, id: number, shopIds: number[], hostIds: number[]): Promise<void> {
  await tx.delete(eventTypeShops).where(eq(eventTypeShops.eventTypeId, id));
  await tx.delete(eventTypeHosts).where(eq(eventTypeHosts.eventTypeId, id));
  await tx
    .insert(eventTypeShops)
    .values([...new Set(shopIds)].map((shopId) => ({ eventTypeId: id, shopId })));
  if (hostIds.length)
    await tx
      .insert(eventTypeHosts)
      .values([...new Set(hostIds)].map((employeeId) => ({ eventTypeId: id, employeeId })));
}

/** The owner's event type, for a write; 404 outside it. */
async function ownEventType(tx: Transaction, viewer: Viewer, id: number): Promise<EventTypeRecord> {
  const [record] = await tx
    .select()
    .from(eventTypes)
    .where(and(eq(eventTypes.id, id), eq(eventTypes.ownerCompanyId, viewer.companyId)))
    .for('update');
  if (!record) throw new ApiError(404, 'Event type not found.');
  return record;
}

export async function createEventType(
  db: Database,
  viewer: Viewer,
  body: EventTypeBody,
): Promise<EventTypeDetail> {
  return db.transaction(async (tx) => {
    const brandId = await checkReferences(tx, viewer, body);
    const slug = await freeSlug(tx, viewer.companyId, body.slug, body.title);
    const [record] = await tx
      .insert(eventTypes)
      .values({
        ...columns(body),
        ownerCompanyId: viewer.companyId,
        brandCompanyId: brandId,
        slug,
        status: 'draft',
      })
      .returning();
    if (!record) throw new Error('event types: the insert returned no row');
    await writeLinks(tx, record.id, body.shopIds, body.hostEmployeeIds);
    await recordAudit(tx, {
      actor: viewer,
      companyId: viewer.companyId,
      action: 'event_type.create',
      entity: ENTITY,
      entityId: record.id,
      after: { title: record.title, kind: record.kind },
    });
    return getEventType(tx, viewer, record.id);
  });
}

export async function updateEventType(
  db: Database,
  viewer: Viewer,
  id: number,
  body: EventTypeBody,
): Promise<EventTypeDetail> {
  return db.transaction(async (tx) => {
    const before = await ownEventType(tx, viewer, id);
    const brandId = await checkReferences(tx, viewer, body);
    const slug = body.slug ? await freeSlug(tx, viewer.companyId, body.slug, body.title, id) : before.slug;
    await tx
      .update(eventTypes)
      .set({ ...columns(body), brandCompanyId: brandId, slug, updatedAt: new Date() })
      .where(eq(eventTypes.id, id));
    await writeLinks(tx, id, body.shopIds, body.hostEmployeeIds);
    await recordAudit(tx, {
      actor: viewer,
      companyId: viewer.companyId,
      action: 'event_type.update',
      entity: ENTITY,
      entityId: id,
      before: { title: before.title },
      after: { title: body.title },
    });
    return getEventType(tx, viewer, id);
  });
}

export async function setEventTypeStatus(
  db: Database,
  viewer: Viewer,
  id: number,
  status: EventTypeStatus,
): Promise<EventTypeDetail> {
  return db.transaction(async (tx) => {
    const before = await ownEventType(tx, viewer, id);
    if (before.status !== status) {
      await tx.update(eventTypes).set({ status, updatedAt: new Date() }).where(eq(eventTypes.id, id));
      await recordAudit(tx, {
        actor: viewer,
        companyId: viewer.companyId,
        action: 'event_type.status',
        entity: ENTITY,
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
    }
    return getEventType(tx, viewer, id);
  });
}

/** A copy as a draft: "Copy of …", a free slug, the same shops and hosts. */
export async function duplicateEventType(db: Database, viewer: Viewer, id: number): Promise<EventTypeDetail> {
  return db.transaction(async (tx) => {
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      ...source
    } = await ownEventType(tx, viewer, id);
    const title = `Copy of ${source.title}`.slice(0, 100);
    const slug = await freeSlug(tx, viewer.companyId, undefined, title);
    const [copy] = await tx
      .insert(eventTypes)
      .values({ ...source, title, slug, status: 'draft' })
      .returning();
    if (!copy) throw new Error('event types: the copy returned no row');
    const shopIds = await tx
      .select({ id: eventTypeShops.shopId })
      .from(eventTypeShops)
      .where(eq(eventTypeShops.eventTypeId, id));
    const hostIds = await tx
      .select({ id: eventTypeHosts.employeeId })
      .from(eventTypeHosts)
      .where(eq(eventTypeHosts.eventTypeId, id));
    await writeLinks(
      tx,
      copy.id,
      shopIds.map((row) => row.id),
      hostIds.map((row) => row.id),
    );
    await recordAudit(tx, {
      actor: viewer,
      companyId: viewer.companyId,
      action: 'event_type.duplicate',
      entity: ENTITY,
      entityId: copy.id,
      after: { from: id, title },
    });
    return getEventType(tx, viewer, copy.id);
  });
}
