// Reading onsite jobs as the contract's rows: the job with its brand's name, the unit's model and the
// technician, and the derived delayed and overdue flags (never stored: they move with the clock).
import {
  type OnsiteJobRow,
  type OnsiteJobStatus,
  type OnsitePriority,
  type OnsiteServiceType,
  onsiteJobDelayed,
  onsiteJobOverdue,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { companies, employees, onsiteJobs, products } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

export type Db = Database | Transaction;
export type OnsiteJobRecord = typeof onsiteJobs.$inferSelect;

/** The entity of the jobs' rows in `status_changes`. */
export const ONSITE_JOB_ENTITY = 'onsite_job';

export function selectJobs(db: Db) {
  return db
    .select({
      job: onsiteJobs,
      brandName: companies.name,
      model: products.name,
      technicianFirst: employees.firstName,
      technicianLast: employees.lastName,
    })
    .from(onsiteJobs)
    .innerJoin(companies, eq(companies.id, onsiteJobs.brandCompanyId))
    .leftJoin(products, eq(products.id, onsiteJobs.productId))
    .leftJoin(employees, eq(employees.id, onsiteJobs.technicianEmployeeId))
    .$dynamic();
}

export type SelectedJob = Awaited<ReturnType<ReturnType<typeof selectJobs>['execute']>>[number];

/** The customer a job is for, as the job's detail and its service order show them. */
export const customerOf = (job: OnsiteJobRecord) => ({
  name: job.customerName,
  phone: job.customerPhone,
  email: job.customerEmail,
  address: job.address,
  city: job.city,
  state: job.state,
  zip: job.zip,
  timezone: job.timezone,
});

export const employeeName = (first: string, last: string) => `${first} ${last}`.trim();

export function jobRow(selected: SelectedJob, now: Date): OnsiteJobRow {
  const { job } = selected;
  const status = job.status as OnsiteJobStatus;
  return {
    id: job.id,
    number: job.number,
    brand: { id: job.brandCompanyId, name: selected.brandName },
    status,
    subStatus: job.subStatus,
    priority: job.priority as OnsitePriority,
    serviceType: job.serviceType as OnsiteServiceType,
    customerName: job.customerName,
    city: job.city,
    state: job.state,
    timezone: job.timezone,
    territory: job.territory,
    model: selected.model,
    serialNumber: job.serialNumber,
    scheduledStart: job.scheduledStart?.toISOString() ?? null,
    durationMinutes: job.durationMinutes,
    technician:
      job.technicianEmployeeId !== null && selected.technicianFirst !== null
        ? {
            id: job.technicianEmployeeId,
            name: employeeName(selected.technicianFirst, selected.technicianLast ?? ''),
          }
        : null,
    dueBy: job.dueBy.toISOString(),
    delayed: onsiteJobDelayed({ status, scheduledStart: job.scheduledStart }, now),
    overdue: onsiteJobOverdue({ status, dueBy: job.dueBy }, now),
    completedAt: job.completedAt?.toISOString() ?? null,
    updatedAt: job.updatedAt.toISOString(),
    version: job.version,
  };
}
