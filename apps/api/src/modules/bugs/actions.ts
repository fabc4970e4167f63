// Writing bug reports: the reporter's company reports, answers and reopens; admins triage (the triage fields,
// every status step, public answers and internal notes) and act on many reports at once. Each change runs in
// one transaction on the locked report(s) (transitions.ts); once committed, the reporter of every report an
// admin moved is e-mailed (mails.ts).
import {
  BUG_REOPEN_DAYS,
  type BugAdminAction,
  type BugAdminActionBody,
  type BugAdminCommentBody,
  type BugBulkAssignBody,
  type BugBulkCloseDuplicateBody,
  type BugBulkResult,
  type BugReopenBody,
  type BugReplyBody,
  type BugReportBody,
  type BugReportDetail,
  type BugResolution,
  type BugStatus,
  type BugTriageFieldsBody,
  bugReopenOpen,
} from '@console/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { CompanyRole } from '../../auth/roles.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { bugComments, bugReports, UserStatus, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { UserType } from '../warranty/scope.ts';
import { attachFiles, companyUploadIds } from './attachments.ts';
import { bugStatusMail } from './mails.ts';
import { REPORT_NOT_FOUND, reportDetail } from './queries.ts';
import { type BugReportRecord, reportRowOf } from './rows.ts';
import {
  applyTransition,
  checkTransition,
  checkVersion,
  invalidTransition,
  lockReport,
  recordReportStatus,
  writeReport,
} from './transitions.ts';

type Context = Pick<AppContext, 'db' | 'mailer' | 'consoleUrl'>;

/** A report of the viewer's company, before anything else is checked. */
function requireReporterSide(viewer: Viewer): void {
  if (viewer.userType === UserType.admin) throw new ApiError(403);
}

/** POST /bugs/reports: a new report (status new) with its screenshots, and its first history row. */
export async function createReport(
  context: Context,
  viewer: Viewer,
  body: BugReportBody,
): Promise<BugReportDetail> {
  requireReporterSide(viewer);
  const id = await context.db.transaction(async (tx) => {
    const at = new Date();
    const fileIds = await companyUploadIds(tx, viewer, body.attachments);
    const [report] = await tx
      .insert(bugReports)
      .values({
        companyId: viewer.companyId,
        reporterUserId: viewer.userId,
        title: body.title,
        steps: body.steps,
        expected: body.expected,
        actual: body.actual,
        severity: body.severity,
        pageUrl: body.pageUrl ?? null,
        userAgent: body.userAgent ?? null,
        appVersion: body.appVersion ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: bugReports.id });
    if (!report) throw new Error('bugs: the report was not written');
    await attachFiles(tx, report.id, null, fileIds, at);
    await recordReportStatus(tx, report.id, null, 'new', viewer.userId, null, at);
    return report.id;
  });
  return reportDetail(context.db, viewer, id);
}

async function addComment(
  tx: Transaction,
  report: BugReportRecord,
  viewer: Viewer,
  body: string,
  visibility: 'public' | 'internal',
  at: Date,
): Promise<number> {
  const [comment] = await tx
    .insert(bugComments)
    .values({ bugReportId: report.id, authorUserId: viewer.userId, body, visibility, createdAt: at })
    .returning({ id: bugComments.id });
  if (!comment) throw new Error('bugs: the comment was not written');
  return comment.id;
}

/** A comment is news on the report (the lists' "updated"), not a change of it: the version stays. */
async function touch(tx: Transaction, report: BugReportRecord, at: Date): Promise<void> {
  await tx.update(bugReports).set({ updatedAt: at }).where(eq(bugReports.id, report.id));
}

/**
 * POST /bugs/reports/:id/comments: the reporter's company writes on the thread (with files). The answer to
 * a needs-info report sends it back to triage. A closed report takes no more comments.
 */
export async function replyToReport(
  context: Context,
  viewer: Viewer,
  id: number,
  body: BugReplyBody,
): Promise<BugReportDetail> {
  requireReporterSide(viewer);
  await context.db.transaction(async (tx) => {
    const at = new Date();
    const report = await lockReport(tx, viewer, id);
    if (report.status === 'closed')
      throw invalidTransition(`${report.number} is closed: it takes no more comments.`);
    const fileIds = await companyUploadIds(tx, viewer, body.attachments);
    const commentId = await addComment(tx, report, viewer, body.body, 'public', at);
    await attachFiles(tx, report.id, commentId, fileIds, at);
    if (report.status === 'needs_info')
      await applyTransition(tx, report, 'reply', { reason: 'The reporter answered.' }, viewer.userId, at);
    else await touch(tx, report, at);
  });
  return reportDetail(context.db, viewer, id);
}

/**
 * POST /bugs/reports/:id/reopen: the reporter (or an owner or manager of the company) takes a resolved report
 * back to triage within BUG_REOPEN_DAYS of its resolution.
 */
export async function reopenReport(
  context: Context,
  viewer: Viewer,
  id: number,
  body: BugReopenBody,
): Promise<BugReportDetail> {
  requireReporterSide(viewer);
  await context.db.transaction(async (tx) => {
    const at = new Date();
    const report = await lockReport(tx, viewer, id);
    if (report.reporterUserId !== viewer.userId && viewer.userRole > CompanyRole.manager)
      throw new ApiError(403, "Only the reporter or the company's owner or a manager can reopen it.");
    checkVersion(report, body.version);
    checkTransition(report, 'reopen');
    if (!bugReopenOpen(report.resolvedAt, at))
      throw new ApiError(
        409,
        `${report.number} was resolved more than ${BUG_REOPEN_DAYS} days ago: report the problem again instead.`,
        undefined,
        'reopen_window_passed',
      );
    await applyTransition(tx, report, 'reopen', { reason: body.reason }, viewer.userId, at);
    await addComment(tx, report, viewer, body.reason, 'public', at);
  });
  return reportDetail(context.db, viewer, id);
}

/** An active platform admin, refused on `field` otherwise. */
async function adminAssignee(tx: Transaction, userId: number, field: string): Promise<number> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.userType, UserType.admin), eq(users.status, UserStatus.active)),
    );
  if (!user) throw new ApiError(422, 'Choose an active admin.', { [field]: 'Choose an active admin.' });
  return user.id;
}

/**
 * The original a report is a duplicate of: another report, not itself a duplicate (so a chain never forms;
 * the triager picks the original's original). Locked, so it cannot become a duplicate meanwhile.
 */
async function lockOriginal(
  tx: Transaction,
  duplicateOfId: number,
  duplicates: readonly number[],
  field: string,
): Promise<BugReportRecord> {
  if (duplicates.includes(duplicateOfId))
    throw new ApiError(422, 'A report cannot be a duplicate of itself.', {
      [field]: 'Choose another report as the original.',
    });
  const [original] = await tx.select().from(bugReports).where(eq(bugReports.id, duplicateOfId)).for('update');
  if (!original) throw new ApiError(422, 'There is no such report.', { [field]: 'There is no such report.' });
  if (original.resolution === 'duplicate' && original.duplicateOfId !== null) {
    const [root] = await tx
      .select({ number: bugReports.number })
      .from(bugReports)
      .where(eq(bugReports.id, original.duplicateOfId));
    const message = `${original.number} is itself a duplicate of ${root?.number ?? 'another report'}: choose that one.`;
    throw new ApiError(422, message, { [field]: message });
  }
  return original;
}

/** Reports that were duplicates of `ids` now point at their new original (no chain of duplicates). */
async function repointDuplicates(tx: Transaction, ids: readonly number[], originalId: number, at: Date) {
  const pointing = await tx
    .select()
    .from(bugReports)
    .where(inArray(bugReports.duplicateOfId, [...ids]))
    .orderBy(asc(bugReports.id))
    .for('update');
  for (const report of pointing) await writeReport(tx, report, { duplicateOfId: originalId }, at);
}

/** The resolution a resolve or close needs, with its duplicate link checked. */
async function resolutionOf(
  tx: Transaction,
  report: BugReportRecord,
  body: BugAdminActionBody,
  required: boolean,
): Promise<{ resolution: BugResolution; duplicateOfId: number | null } | null> {
  if (!body.resolution) {
    if (required)
      throw new ApiError(422, 'Choose a resolution.', { 'body.resolution': 'Choose a resolution.' });
    if (body.duplicateOfId !== undefined)
      throw new ApiError(422, 'Only a duplicate names an original.', {
        'body.duplicateOfId': 'Only a duplicate names an original.',
      });
    return null;
  }
  if (body.resolution !== 'duplicate') {
    if (body.duplicateOfId !== undefined)
      throw new ApiError(422, 'Only a duplicate names an original.', {
        'body.duplicateOfId': 'Only a duplicate names an original.',
      });
    return { resolution: body.resolution, duplicateOfId: null };
  }
  if (body.duplicateOfId === undefined)
    throw new ApiError(422, 'Choose the report it duplicates.', {
      'body.duplicateOfId': 'Choose the report it duplicates.',
    });
  const original = await lockOriginal(tx, body.duplicateOfId, [report.id], 'body.duplicateOfId');
  return { resolution: 'duplicate', duplicateOfId: original.id };
}

/** E-mails the reporters of reports an admin moved (after the commit), each with the report as it is now. */
async function mailReporters(context: Context, ids: readonly number[], notes: Map<number, string | null>) {
  if (!ids.length) return;
  const original = alias(bugReports, 'mail_original');
  const rows = await context.db
    .select({
      report: bugReports,
      email: users.email,
      originalNumber: original.number,
    })
    .from(bugReports)
    .innerJoin(users, eq(users.id, bugReports.reporterUserId))
    .leftJoin(original, eq(original.id, bugReports.duplicateOfId))
    .where(inArray(bugReports.id, [...ids]))
    .orderBy(asc(bugReports.id));
  for (const { report, email, originalNumber } of rows) {
    await context.mailer.send(
      bugStatusMail({
        to: email,
        id: report.id,
        number: report.number,
        title: report.title,
        status: report.status as BugStatus,
        resolution: report.resolution as BugResolution | null,
        duplicateOfNumber: originalNumber,
        note: notes.get(report.id) ?? null,
        consoleUrl: context.consoleUrl,
      }),
    );
  }
}

/** POST /admin/bugs/reports/:id/{action}: one status step of the triage panel; the reporter is e-mailed. */
export async function adminStep(
  context: Context,
  viewer: Viewer,
  id: number,
  action: BugAdminAction,
  body: BugAdminActionBody,
): Promise<BugReportDetail> {
  const note = body.note ?? null;
  await context.db.transaction(async (tx) => {
    const at = new Date();
    const report = await lockReport(tx, viewer, id);
    checkVersion(report, body.version);
    checkTransition(report, action);
    if (action !== 'resolve' && action !== 'close' && (body.resolution || body.duplicateOfId))
      throw new ApiError(422, 'Only resolving or closing sets a resolution.', {
        'body.resolution': 'Only resolving or closing sets a resolution.',
      });
    if (action === 'requestInfo') {
      if (!note)
        throw new ApiError(422, 'Ask the reporter what you need.', {
          'body.note': 'Ask the reporter what you need.',
        });
      // The question is on the thread, where the reporter answers it.
      await addComment(tx, report, viewer, note, 'public', at);
    }
    const set: Partial<typeof bugReports.$inferInsert> = {};
    if (action === 'start' && report.assigneeUserId === null) set.assigneeUserId = viewer.userId;
    if (action === 'resolve' || action === 'close') {
      const fromOpen = action === 'resolve' || report.status !== 'resolved';
      const resolved = await resolutionOf(tx, report, body, fromOpen);
      if (resolved) {
        set.resolution = resolved.resolution;
        set.duplicateOfId = resolved.duplicateOfId;
        if (resolved.duplicateOfId !== null)
          await repointDuplicates(tx, [report.id], resolved.duplicateOfId, at);
      }
      set.resolvedAt = action === 'resolve' ? at : (report.resolvedAt ?? at);
      if (action === 'close') set.closedAt = at;
    }
    await applyTransition(tx, report, action, { set, reason: note }, viewer.userId, at);
  });
  // The note is in the history the reporter reads anyway: the e-mail carries it too.
  await mailReporters(context, [id], new Map([[id, note]]));
  return reportDetail(context.db, viewer, id);
}

/** PUT /admin/bugs/reports/:id: severity, category and assignee (never the status). */
export async function updateTriageFields(
  context: Context,
  viewer: Viewer,
  id: number,
  body: BugTriageFieldsBody,
): Promise<BugReportDetail> {
  await context.db.transaction(async (tx) => {
    const report = await lockReport(tx, viewer, id);
    checkVersion(report, body.version);
    const assigneeUserId =
      body.assigneeUserId === null
        ? null
        : await adminAssignee(tx, body.assigneeUserId, 'body.assigneeUserId');
    await writeReport(
      tx,
      report,
      { severity: body.severity, category: body.category, assigneeUserId },
      new Date(),
    );
  });
  return reportDetail(context.db, viewer, id);
}

/** POST /admin/bugs/reports/:id/comments: a public answer, or an internal note the reporter never sees. */
export async function adminComment(
  context: Context,
  viewer: Viewer,
  id: number,
  body: BugAdminCommentBody,
): Promise<BugReportDetail> {
  await context.db.transaction(async (tx) => {
    const at = new Date();
    const report = await lockReport(tx, viewer, id);
    await addComment(tx, report, viewer, body.body, body.visibility, at);
    // An internal note is not news to the reporter's lists.
    if (body.visibility === 'public') await touch(tx, report, at);
  });
  return reportDetail(context.db, viewer, id);
}

/** The reports of `ids`, locked in id order (two bulk actions never wait on each other in a circle); 404 for missing ones. */
async function lockMany(tx: Transaction, ids: readonly number[]): Promise<BugReportRecord[]> {
  const locked = await tx
    .select()
    .from(bugReports)
    .where(inArray(bugReports.id, [...ids]))
    .orderBy(asc(bugReports.id))
    .for('update');
  if (locked.length !== ids.length) {
    const found = new Set(locked.map((report) => report.id));
    const missing = ids.filter((id) => !found.has(id));
    throw new ApiError(404, `${REPORT_NOT_FOUND} (${missing.join(', ')})`, {
      'body.ids': 'Reload the list.',
    });
  }
  return locked;
}

async function bulkRows(context: Context, viewer: Viewer, ids: readonly number[]): Promise<BugBulkResult> {
  const rows = [];
  for (const id of ids) {
    const row = await reportRowOf(context.db, viewer, id);
    if (row) rows.push(row);
  }
  return { rows };
}

/** POST /admin/bugs/bulk/assign: one assignee (or none) for every chosen report. */
export async function bulkAssign(
  context: Context,
  viewer: Viewer,
  body: BugBulkAssignBody,
): Promise<BugBulkResult> {
  await context.db.transaction(async (tx) => {
    const at = new Date();
    const assigneeUserId =
      body.assigneeUserId === null
        ? null
        : await adminAssignee(tx, body.assigneeUserId, 'body.assigneeUserId');
    for (const report of await lockMany(tx, body.ids))
      if (report.assigneeUserId !== assigneeUserId) await writeReport(tx, report, { assigneeUserId }, at);
  });
  return bulkRows(context, viewer, body.ids);
}

/**
 * POST /admin/bugs/bulk/closeDuplicate: every chosen report is closed as a duplicate of one original, all or
 * nothing (a closed one among them refuses the lot with 409 `invalid_transition`). Reports that were
 * duplicates of a chosen one now point at the original; each reporter is e-mailed.
 */
export async function bulkCloseDuplicate(
  context: Context,
  viewer: Viewer,
  body: BugBulkCloseDuplicateBody,
): Promise<BugBulkResult> {
  const reason = body.note ?? null;
  await context.db.transaction(async (tx) => {
    const at = new Date();
    // Locks in id order with the chosen reports, so two bulk actions on overlapping reports cannot deadlock.
    const original = await lockOriginal(tx, body.duplicateOfId, body.ids, 'body.duplicateOfId');
    const reports = await lockMany(tx, body.ids);
    const closed = reports.filter((report) => report.status === 'closed');
    if (closed.length)
      throw invalidTransition(
        `${closed.map((report) => report.number).join(', ')} ${closed.length === 1 ? 'is' : 'are'} closed already: leave ${closed.length === 1 ? 'it' : 'them'} out.`,
      );
    await repointDuplicates(tx, body.ids, original.id, at);
    for (const report of reports) {
      // Re-read: repointing may have moved its version (it was a duplicate of another chosen report).
      const [current] = await tx.select().from(bugReports).where(eq(bugReports.id, report.id));
      await applyTransition(
        tx,
        current ?? report,
        'close',
        {
          set: {
            resolution: 'duplicate',
            duplicateOfId: original.id,
            resolvedAt: report.resolvedAt ?? at,
            closedAt: at,
          },
          reason: reason ?? `Duplicate of ${original.number}.`,
        },
        viewer.userId,
        at,
      );
    }
  });
  await mailReporters(context, body.ids, new Map(body.ids.map((id) => [id, reason])));
  return bulkRows(context, viewer, body.ids);
}
