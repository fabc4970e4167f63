// The onsite job state machine on the server (contract ONSITE_TRANSITIONS, domain §2.7 OnsiteJob). A job
// changes only inside a transaction holding its row lock, after the version the client saw is checked: of
// two people acting at once the second finds the version moved (409 `version_conflict`); a step the status
// does not allow is 409 `invalid_transition`. Every write moves the version; a status change also writes a
// status_changes row (entity 'onsite_job').
import {
  ONSITE_TRANSITIONS,
  type OnsiteAction,
  type OnsiteJobStatus,
  onsiteActionAllowed,
} from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { onsiteJobs, statusChanges } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { emitOnsiteJobStatus } from '../webhooks/areaEvents.ts';
import { ONSITE_JOB_ENTITY, type OnsiteJobRecord } from './rows.ts';

const actionLabel: Record<OnsiteAction, string> = {
  confirm: 'be confirmed',
  schedule: 'be scheduled',
  assign: 'be assigned',
  reschedule: 'be rescheduled',
  depart: 'depart',
  arrive: 'be marked on site',
  complete: 'be completed',
  cannotComplete: 'be marked as cannot complete',
  cancel: 'be cancelled',
};

export const statusText = (status: string) => status.replaceAll('_', ' ');

export function invalidTransition(message: string): ApiError {
  return new ApiError(409, message, undefined, 'invalid_transition');
}

/** 409 `invalid_transition` unless the job is in a status `action` leaves from. */
export function checkTransition(job: Pick<OnsiteJobRecord, 'number' | 'status'>, action: OnsiteAction): void {
  if (onsiteActionAllowed(action, job.status as OnsiteJobStatus)) return;
  const from = ONSITE_TRANSITIONS[action].from.map(statusText).join(', ');
  throw invalidTransition(
    `Job ${job.number} is ${statusText(job.status)}: it cannot ${actionLabel[action]} (allowed only from ${from}).`,
  );
}

/** 409 `version_conflict` when the job moved since the client read it. */
export function checkVersion(job: Pick<OnsiteJobRecord, 'number' | 'version'>, version: number): void {
  if (job.version === version) return;
  throw new ApiError(
    409,
    `Job ${job.number} was changed by someone else meanwhile. Reload it and try again.`,
    undefined,
    'version_conflict',
  );
}

/** The brand's job, locked for the rest of the transaction; 404 when it is not there or another brand's. */
export async function lockJob(tx: Transaction, brandId: number, id: number): Promise<OnsiteJobRecord> {
  const [job] = await tx
    .select()
    .from(onsiteJobs)
    .where(and(eq(onsiteJobs.id, id), eq(onsiteJobs.brandCompanyId, brandId)))
    .for('update');
  if (!job) throw new ApiError(404, 'Onsite job not found.');
  return job;
}

/** Writes columns of a job the caller holds locked, moving its version. */
export async function writeJob(
  tx: Transaction,
  job: OnsiteJobRecord,
  set: Partial<typeof onsiteJobs.$inferInsert>,
  at: Date,
): Promise<OnsiteJobRecord> {
  const [updated] = await tx
    .update(onsiteJobs)
    .set({ ...set, updatedAt: at, version: job.version + 1 })
    .where(eq(onsiteJobs.id, job.id))
    .returning();
  if (!updated) throw new Error(`onsite: job ${job.id} vanished under its lock`);
  return updated;
}

/** A history row of a job (its creation has no `from`). */
export async function recordJobStatus(
  tx: Transaction,
  jobId: number,
  from: string | null,
  to: string,
  actorUserId: number | null,
  reason: string | null,
  at: Date,
): Promise<void> {
  await tx.insert(statusChanges).values({
    entity: ONSITE_JOB_ENTITY,
    entityId: String(jobId),
    fromStatus: from,
    toStatus: to,
    actorUserId,
    reason,
    at,
  });
  await emitOnsiteJobStatus(tx, jobId, at);
}

/** Applies `action` to a locked job: the status it leads to, other columns, and the history row. */
export async function applyTransition(
  tx: Transaction,
  job: OnsiteJobRecord,
  action: OnsiteAction,
  change: { set?: Partial<typeof onsiteJobs.$inferInsert>; reason?: string | null },
  actorUserId: number,
  at: Date,
): Promise<OnsiteJobRecord> {
  checkTransition(job, action);
  const to = ONSITE_TRANSITIONS[action].to;
  const updated = await writeJob(tx, job, { ...change.set, status: to }, at);
  await recordJobStatus(tx, job.id, job.status, to, actorUserId, change.reason ?? null, at);
  return updated;
}
