// Reading bug reports: the reporter's company's list, the admins' triage queue, one report's detail (with
// the thread the viewer may read) and the admins a report can be assigned to. Every read is scoped by the
// session (rows.ts): another company's report is 404, exactly like one that does not exist.
import {
  BUG_FINISHED_STATUSES,
  BUG_REOPEN_DAYS,
  BUG_SEVERITY_ORDER,
  type BugAssignee,
  type BugAttachment,
  type BugComment,
  type BugCommentVisibility,
  type BugReportDetail,
  type BugReportListQuery,
  type BugReportSort,
  type BugStatus,
  type BugStatusFilter,
  type BugTriageQuery,
  bugReopenOpen,
  pageOffset,
} from '@console/contract';
import { and, asc, count, desc, eq, ilike, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { CompanyRole } from '../../auth/roles.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { bugAttachments, bugComments, bugReports, files, UserStatus, users } from '../../db/schema.ts';
import { likeContaining } from '../directory/queries.ts';
import { personName, statusHistory } from '../statusHistory.ts';
import { UserType } from '../warranty/scope.ts';
import {
  BUG_REPORT_ENTITY,
  type BugReportRecord,
  type Db,
  isAdmin,
  reportRow,
  reportScope,
  selectReports,
} from './rows.ts';

export const REPORT_NOT_FOUND = 'Bug report not found.';

function statusCondition(status: BugStatusFilter | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'open') return notInArray(bugReports.status, [...BUG_FINISHED_STATUSES]);
  return eq(bugReports.status, status);
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = likeContaining(q);
  return or(ilike(bugReports.title, like), ilike(bugReports.number, like));
}

/** Most severe first, then the newest. */
const severityRank = sql`array_position(array[${sql.join(
  BUG_SEVERITY_ORDER.map((severity) => sql`${severity}`),
  sql`, `,
)}]::text[], ${bugReports.severity})`;

function orderOf(sort: BugReportSort): SQL[] {
  switch (sort) {
    case 'createdAt':
      return [asc(bugReports.createdAt), asc(bugReports.id)];
    case '-updatedAt':
      return [desc(bugReports.updatedAt), desc(bugReports.id)];
    case 'severity':
      return [asc(severityRank), desc(bugReports.createdAt), desc(bugReports.id)];
    case 'number':
      return [asc(bugReports.id)];
    default:
      return [desc(bugReports.createdAt), desc(bugReports.id)];
  }
}

async function pageOfReports(
  db: Db,
  viewer: Viewer,
  where: SQL | undefined,
  query: { sort: BugReportSort; pageNum: number; pageSize: number },
) {
  const [rows, [total]] = await Promise.all([
    selectReports(db, viewer)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(bugReports).where(where),
  ]);
  return { rows: rows.map((row) => reportRow(viewer, row)), total: total?.total ?? 0 };
}

/** GET /bugs/reports: the viewer's company's reports (only theirs with `mine`). */
export function listCompanyReports(db: Db, viewer: Viewer, query: BugReportListQuery) {
  const where = and(
    eq(bugReports.companyId, viewer.companyId),
    query.mine ? eq(bugReports.reporterUserId, viewer.userId) : undefined,
    statusCondition(query.status),
    query.severity ? eq(bugReports.severity, query.severity) : undefined,
    searchCondition(query.q),
  );
  return pageOfReports(db, viewer, where, query);
}

/** GET /admin/bugs/reports: every company's reports, by the queue's filters. */
export function triageQueue(db: Db, viewer: Viewer, query: BugTriageQuery) {
  const { assignee } = query;
  const where = and(
    statusCondition(query.status),
    query.severity ? eq(bugReports.severity, query.severity) : undefined,
    query.category ? eq(bugReports.category, query.category) : undefined,
    query.companyId ? eq(bugReports.companyId, query.companyId) : undefined,
    assignee === undefined
      ? undefined
      : assignee === 'none'
        ? isNull(bugReports.assigneeUserId)
        : eq(bugReports.assigneeUserId, assignee === 'me' ? viewer.userId : assignee),
    searchCondition(query.q),
  );
  return pageOfReports(db, viewer, where, query);
}

/** The platform's active admins: whom a report can be assigned to. */
export async function assignees(db: Db): Promise<BugAssignee[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.userType, UserType.admin), eq(users.status, UserStatus.active)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: personName(row) ?? row.email }));
}

async function commentsOf(db: Db, reportId: number, internalToo: boolean): Promise<BugComment[]> {
  const rows = await db
    .select({
      comment: bugComments,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userType: users.userType,
    })
    .from(bugComments)
    .innerJoin(users, eq(users.id, bugComments.authorUserId))
    .where(
      and(
        eq(bugComments.bugReportId, reportId),
        internalToo ? undefined : eq(bugComments.visibility, 'public'),
      ),
    )
    .orderBy(asc(bugComments.createdAt), asc(bugComments.id));
  return rows.map(({ comment, userType, ...name }) => ({
    id: comment.id,
    author: { id: comment.authorUserId, name: personName(name) ?? name.email },
    fromSupport: userType === UserType.admin,
    body: comment.body,
    visibility: comment.visibility as BugCommentVisibility,
    createdAt: comment.createdAt.toISOString(),
  }));
}

/** The report's files, and its comments' files for comments the viewer reads. */
async function attachmentsOf(
  db: Db,
  reportId: number,
  visibleComments: Set<number>,
): Promise<BugAttachment[]> {
  const rows = await db
    .select({ attachment: bugAttachments, file: files })
    .from(bugAttachments)
    .innerJoin(files, eq(files.id, bugAttachments.fileId))
    .where(and(eq(bugAttachments.bugReportId, reportId), isNull(files.deletedAt)))
    .orderBy(asc(bugAttachments.id));
  return rows
    .filter(({ attachment }) => attachment.commentId === null || visibleComments.has(attachment.commentId))
    .map(({ attachment, file }) => ({
      fileName: file.fileName,
      originalName: file.originalName,
      mime: file.mime,
      size: file.size,
      commentId: attachment.commentId,
    }));
}

/** Whether the viewer may reopen the report: the reporter, or an owner or manager of its company. */
export function mayReopen(viewer: Viewer, report: BugReportRecord, now = new Date()): boolean {
  if (isAdmin(viewer) || report.companyId !== viewer.companyId) return false;
  const person = report.reporterUserId === viewer.userId || viewer.userRole <= CompanyRole.manager;
  return person && report.status === 'resolved' && bugReopenOpen(report.resolvedAt, now);
}

export function reopenUntil(report: BugReportRecord): string | null {
  if (report.status !== 'resolved' || !report.resolvedAt) return null;
  return new Date(report.resolvedAt.getTime() + BUG_REOPEN_DAYS * 86_400_000).toISOString();
}

/** GET /bugs/reports/:id and /admin/bugs/reports/:id: the report as the viewer may see it; 404 otherwise. */
export async function reportDetail(db: Db, viewer: Viewer, id: number): Promise<BugReportDetail> {
  const [selected] = await selectReports(db, viewer).where(and(eq(bugReports.id, id), reportScope(viewer)));
  if (!selected) throw new ApiError(404, REPORT_NOT_FOUND);
  const admin = isAdmin(viewer);
  const { report } = selected;
  const [comments, history, duplicates] = await Promise.all([
    commentsOf(db, id, admin),
    statusHistory<BugStatus>(db, BUG_REPORT_ENTITY, id),
    admin
      ? db
          .select({ id: bugReports.id, number: bugReports.number })
          .from(bugReports)
          .where(eq(bugReports.duplicateOfId, id))
          .orderBy(asc(bugReports.id))
      : Promise.resolve([]),
  ]);
  const attachments = await attachmentsOf(db, id, new Set(comments.map((comment) => comment.id)));
  return {
    ...reportRow(viewer, selected),
    steps: report.steps,
    expected: report.expected,
    actual: report.actual,
    pageUrl: report.pageUrl,
    userAgent: report.userAgent,
    appVersion: report.appVersion,
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    closedAt: report.closedAt?.toISOString() ?? null,
    attachments,
    comments,
    history,
    duplicates,
    viewer: {
      canReopen: mayReopen(viewer, report),
      reopenUntil: reopenUntil(report),
      canComment: report.status !== 'closed',
    },
  };
}
