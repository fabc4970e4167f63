// The bug report state machine on the server (contract BUG_TRANSITIONS, domain §2.7 BugReport). A report
// changes only inside a transaction holding its row lock, after the version the client saw is checked (409
// `version_conflict` when it moved); a step the status does not allow is 409 `invalid_transition`. Every
// write moves the version; a status change also writes a status_changes row (entity 'bug_report').
import { BUG_TRANSITIONS, type BugAction, type BugStatus, bugActionAllowed } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { bugReports, statusChanges } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { REPORT_NOT_FOUND } from './queries.ts';
import { BUG_REPORT_ENTITY, type BugReportRecord, reportScope } from './rows.ts';

const actionLabel: Record<BugAction, string> = {
  triage: 'be triaged',
  start: 'be started',
  requestInfo: 'wait for information',
  resolve: 'be resolved',
  close: 'be closed',
  adminReopen: 'be reopened',
  reopen: 'be reopened',
  reply: 'go back to triage',
};

export const statusText = (status: string) => status.replaceAll('_', ' ');

export function invalidTransition(message: string): ApiError {
  return new ApiError(409, message, undefined, 'invalid_transition');
}

/** 409 `invalid_transition` unless the report is in a status `action` leaves from. */
export function checkTransition(report: Pick<BugReportRecord, 'number' | 'status'>, action: BugAction): void {
  if (bugActionAllowed(action, report.status as BugStatus)) return;
  const from = BUG_TRANSITIONS[action].from.map(statusText).join(', ');
  throw invalidTransition(
    `${report.number} is ${statusText(report.status)}: it cannot ${actionLabel[action]} (allowed only from ${from}).`,
  );
}

/** 409 `version_conflict` when the report moved since the client read it. */
export function checkVersion(report: Pick<BugReportRecord, 'number' | 'version'>, version: number): void {
  if (report.version === version) return;
  throw new ApiError(
    409,
    `${report.number} was changed by someone else meanwhile. Reload it and try again.`,
    undefined,
    'version_conflict',
  );
}

/** A report the viewer sees, locked for the rest of the transaction; 404 otherwise. */
export async function lockReport(tx: Transaction, viewer: Viewer, id: number): Promise<BugReportRecord> {
  const [report] = await tx
    .select()
    .from(bugReports)
    .where(and(eq(bugReports.id, id), reportScope(viewer)))
    .for('update');
  if (!report) throw new ApiError(404, REPORT_NOT_FOUND);
  return report;
}

/** Writes columns of a report the caller holds locked, moving its version. */
export async function writeReport(
  tx: Transaction,
  report: BugReportRecord,
  set: Partial<typeof bugReports.$inferInsert>,
  at: Date,
): Promise<BugReportRecord> {
  const [updated] = await tx
    .update(bugReports)
    .set({ ...set, updatedAt: at, version: report.version + 1 })
    .where(eq(bugReports.id, report.id))
    .returning();
  if (!updated) throw new Error(`bugs: report ${report.id} vanished under its lock`);
  return updated;
}

/** A history row of a report (its creation has no `from`). */
export async function recordReportStatus(
  tx: Transaction,
  reportId: number,
  from: string | null,
  to: string,
  actorUserId: number | null,
  reason: string | null,
  at: Date,
): Promise<void> {
  await tx.insert(statusChanges).values({
    entity: BUG_REPORT_ENTITY,
    entityId: String(reportId),
    fromStatus: from,
    toStatus: to,
    actorUserId,
    reason,
    at,
  });
}

/**
 * Applies `action` to a locked report: the status it leads to (with the columns that go with it) and the
 * history row. Leaving resolved or closed for triage clears the resolution, its duplicate link and times.
 */
export async function applyTransition(
  tx: Transaction,
  report: BugReportRecord,
  action: BugAction,
  change: { set?: Partial<typeof bugReports.$inferInsert>; reason?: string | null },
  actorUserId: number,
  at: Date,
): Promise<BugReportRecord> {
  checkTransition(report, action);
  const to = BUG_TRANSITIONS[action].to;
  const reopened =
    to === 'triaged' && (report.status === 'resolved' || report.status === 'closed')
      ? { resolution: null, duplicateOfId: null, resolvedAt: null, closedAt: null }
      : {};
  const updated = await writeReport(tx, report, { ...reopened, ...change.set, status: to }, at);
  await recordReportStatus(tx, report.id, report.status, to, actorUserId, change.reason ?? null, at);
  return updated;
}
