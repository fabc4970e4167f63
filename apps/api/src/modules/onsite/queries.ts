// Reading the brand's onsite jobs: one job's detail (history, parts, photos, signature, service orders), the
// paged job list, and the flight board with its filters. Every read is scoped to the viewer's brand: another
// brand's job is 404, exactly like one that does not exist.
import {
  addDays,
  BOARD_COMPLETED_VISIBLE_HOURS,
  ONSITE_BEFORE_ON_SITE,
  ONSITE_FINAL_STATUSES,
  type OnsiteBoard,
  type OnsiteBoardQuery,
  type OnsiteJobDetail,
  type OnsiteJobListQuery,
  type OnsiteJobPage,
  type OnsiteJobStatus,
  type OnsitePart,
  onsitePlanEnd,
  pageOffset,
  zonedInstant,
} from '@console/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import {
  EmployeePosition,
  employees,
  files,
  onsiteJobs,
  users,
  warranties,
  warrantyClaims,
} from '../../db/schema.ts';
import { likeContaining } from '../directory/queries.ts';
import { personName, statusHistory } from '../statusHistory.ts';
import type { OnsiteViewer } from './access.ts';
import { customerOf, type Db, employeeName, jobRow, ONSITE_JOB_ENTITY, selectJobs } from './rows.ts';
import { serviceOrdersOf } from './serviceOrders/queries.ts';

const HOUR = 3_600_000;

export const brandJobs = (brandId: number) => eq(onsiteJobs.brandCompanyId, brandId);

/** The instants a day on a clock spans: [00:00, next 00:00). */
export function dayOnClock(date: string, timezone: string): { start: Date; end: Date } {
  return {
    start: zonedInstant(date, '00:00', timezone),
    end: zonedInstant(addDays(date, 1), '00:00', timezone),
  };
}

/** Jobs planned within the day, or not yet planned and still open. */
function plannedThatDayOrOpen(date: string, timezone: string): SQL | undefined {
  const day = dayOnClock(date, timezone);
  return or(
    and(gte(onsiteJobs.scheduledStart, day.start), lt(onsiteJobs.scheduledStart, day.end)),
    and(isNull(onsiteJobs.scheduledStart), notInArray(onsiteJobs.status, [...ONSITE_FINAL_STATUSES])),
  );
}

/** Delayed in SQL, the same rule as the contract's `onsiteJobDelayed`. */
function delayedWhere(delayed: boolean, now: Date): SQL | undefined {
  const rule = and(
    lt(onsiteJobs.scheduledStart, now),
    inArray(onsiteJobs.status, [...ONSITE_BEFORE_ON_SITE]),
  );
  return delayed ? rule : sql`not coalesce(${rule}, false)`;
}

/** ETA first, jobs without one last; the id keeps the order stable. */
const byEta = [sql`${onsiteJobs.scheduledStart} asc nulls last`, asc(onsiteJobs.id)];

export async function jobDetail(
  db: Db,
  onsite: OnsiteViewer,
  id: number,
  now = new Date(),
): Promise<OnsiteJobDetail> {
  const signature = alias(files, 'signature');
  const creator = alias(users, 'creator');
  const [selected] = await selectJobs(db).where(and(eq(onsiteJobs.id, id), brandJobs(onsite.brandId)));
  if (!selected) throw new ApiError(404, 'Onsite job not found.');
  const { job } = selected;
  const [extra] = await db
    .select({
      claimNumber: warrantyClaims.number,
      warrantySerial: warranties.serialNumber,
      signature: signature.fileName,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      creatorEmail: creator.email,
    })
    .from(onsiteJobs)
    .leftJoin(warrantyClaims, eq(warrantyClaims.id, onsiteJobs.claimId))
    .leftJoin(warranties, eq(warranties.id, onsiteJobs.warrantyId))
    .leftJoin(signature, eq(signature.id, onsiteJobs.signatureFileId))
    .leftJoin(creator, eq(creator.id, onsiteJobs.createdBy))
    .where(eq(onsiteJobs.id, id));
  return {
    ...jobRow(selected, now),
    customer: customerOf(job),
    claim: job.claimId !== null && extra?.claimNumber ? { id: job.claimId, number: extra.claimNumber } : null,
    warranty:
      job.warrantyId !== null && extra?.warrantySerial
        ? { id: job.warrantyId, serialNumber: extra.warrantySerial }
        : null,
    productId: job.productId,
    description: job.description,
    requestWindowStart: job.requestWindowStart?.toISOString() ?? null,
    requestWindowEnd: job.requestWindowEnd?.toISOString() ?? null,
    scheduledEnd: job.scheduledStart
      ? onsitePlanEnd(job.scheduledStart, job.durationMinutes).toISOString()
      : null,
    actualStart: job.actualStart?.toISOString() ?? null,
    actualEnd: job.actualEnd?.toISOString() ?? null,
    resolution: job.resolution,
    parts: job.parts as OnsitePart[],
    photos: job.photos,
    signature: extra?.signature ?? null,
    signedBy: job.signedBy,
    reason: job.reason,
    serviceOrders: await serviceOrdersOf(db, job),
    history: await statusHistory<OnsiteJobStatus>(db, ONSITE_JOB_ENTITY, id),
    createdAt: job.createdAt.toISOString(),
    createdBy: extra
      ? personName({ firstName: extra.creatorFirst, lastName: extra.creatorLast, email: extra.creatorEmail })
      : null,
  };
}

const listOrder: Record<OnsiteJobListQuery['sort'], SQL[]> = {
  scheduledStart: byEta,
  '-scheduledStart': [sql`${onsiteJobs.scheduledStart} desc nulls last`, desc(onsiteJobs.id)],
  dueBy: [asc(onsiteJobs.dueBy), asc(onsiteJobs.id)],
  '-dueBy': [desc(onsiteJobs.dueBy), desc(onsiteJobs.id)],
  '-createdAt': [desc(onsiteJobs.createdAt), desc(onsiteJobs.id)],
  number: [asc(onsiteJobs.id)],
};

/** The list's filters: search, status, technician, claim, and dates of the ETA (or creation, unplanned). */
function listWhere(onsite: OnsiteViewer, query: OnsiteJobListQuery): SQL | undefined {
  const when = sql`coalesce(${onsiteJobs.scheduledStart}, ${onsiteJobs.createdAt})`;
  const search = query.q ? likeContaining(query.q) : undefined;
  return and(
    brandJobs(onsite.brandId),
    search
      ? or(
          ilike(onsiteJobs.number, search),
          ilike(onsiteJobs.customerName, search),
          ilike(onsiteJobs.city, search),
          ilike(onsiteJobs.serialNumber, search),
        )
      : undefined,
    query.status ? eq(onsiteJobs.status, query.status) : undefined,
    query.technicianId ? eq(onsiteJobs.technicianEmployeeId, query.technicianId) : undefined,
    query.claimId ? eq(onsiteJobs.claimId, query.claimId) : undefined,
    query.from ? sql`${when} >= ${dayOnClock(query.from, onsite.timezone).start}` : undefined,
    query.to ? sql`${when} < ${dayOnClock(query.to, onsite.timezone).end}` : undefined,
  );
}

export async function listJobs(
  db: Db,
  onsite: OnsiteViewer,
  query: OnsiteJobListQuery,
  now = new Date(),
): Promise<OnsiteJobPage> {
  const where = listWhere(onsite, query);
  const rows = await selectJobs(db)
    .where(where)
    .orderBy(...listOrder[query.sort])
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [total] = await db.select({ n: count() }).from(onsiteJobs).where(where);
  return { rows: rows.map((row) => jobRow(row, now)), total: total?.n ?? 0 };
}

/**
 * The board's jobs: cancelled ones and those completed more than BOARD_COMPLETED_VISIBLE_HOURS ago are left
 * out; then the filters; sorted by ETA.
 */
export async function boardJobs(db: Db, onsite: OnsiteViewer, query: OnsiteBoardQuery, now = new Date()) {
  const completedSince = new Date(now.getTime() - BOARD_COMPLETED_VISIBLE_HOURS * HOUR);
  const rows = await selectJobs(db)
    .where(
      and(
        brandJobs(onsite.brandId),
        ne(onsiteJobs.status, 'cancelled'),
        or(isNull(onsiteJobs.completedAt), gte(onsiteJobs.completedAt, completedSince)),
        query.date ? plannedThatDayOrOpen(query.date, onsite.timezone) : undefined,
        query.technicianId ? eq(onsiteJobs.technicianEmployeeId, query.technicianId) : undefined,
        query.status ? eq(onsiteJobs.status, query.status) : undefined,
        query.territory ? eq(onsiteJobs.territory, query.territory) : undefined,
        query.delayed === undefined ? undefined : delayedWhere(query.delayed, now),
      ),
    )
    .orderBy(...byEta);
  return rows.map((row) => jobRow(row, now));
}

/** The brand's active technicians, by name. */
async function brandTechnicians(db: Db, brandId: number) {
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, brandId),
        eq(employees.position, EmployeePosition.technician),
        eq(employees.active, true),
      ),
    )
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
  return rows.map((row) => ({ id: row.id, name: employeeName(row.firstName, row.lastName) }));
}

export async function board(
  db: Db,
  onsite: OnsiteViewer,
  query: OnsiteBoardQuery,
  now = new Date(),
): Promise<OnsiteBoard> {
  const rows = await boardJobs(db, onsite, query, now);
  const territories = await db
    .selectDistinct({ territory: onsiteJobs.territory })
    .from(onsiteJobs)
    .where(and(brandJobs(onsite.brandId), isNotNull(onsiteJobs.territory)))
    .orderBy(asc(onsiteJobs.territory));
  return {
    rows,
    territories: territories.map((row) => row.territory as string),
    technicians: await brandTechnicians(db, onsite.brandId),
    asOf: now.toISOString(),
    viewer: { canDispatch: onsite.canDispatch, technicianId: onsite.technicianId },
  };
}
