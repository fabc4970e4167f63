// Reading bug reports as the contract's rows: the report with its company, reporter, assignee and the
// original it duplicates, and how many comments the viewer may read. An admin sees everything; the
// reporter's company sees its own reports, the public comments only, and of another company's original
// just its number.
import type { BugCategory, BugReportRow, BugResolution, BugSeverity, BugStatus } from '@console/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { bugComments, bugReports, companies, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { personName } from '../statusHistory.ts';
import { UserType } from '../warranty/scope.ts';

export type Db = Database | Transaction;
export type BugReportRecord = typeof bugReports.$inferSelect;

/** The entity of the reports' rows in `status_changes`. */
export const BUG_REPORT_ENTITY = 'bug_report';

export const isAdmin = (viewer: Pick<Viewer, 'userType'>) => viewer.userType === UserType.admin;

/** The reports a viewer may read: all for an admin, else its company's (another company's id reads as 404). */
export function reportScope(viewer: Viewer): SQL | undefined {
  return isAdmin(viewer) ? undefined : eq(bugReports.companyId, viewer.companyId);
}

const reporter = alias(users, 'bug_reporter');
const assignee = alias(users, 'bug_assignee');
const original = alias(bugReports, 'bug_original');

/** The rows' select: joins every name a row shows; `where` and paging are the caller's. */
export function selectReports(db: Db, viewer: Viewer) {
  const internalToo = isAdmin(viewer);
  const commentCount = sql<number>`(select count(*)::int from ${bugComments} where ${bugComments.bugReportId} = ${bugReports.id}${
    internalToo ? sql`` : sql` and ${bugComments.visibility} = 'public'`
  })`;
  return db
    .select({
      report: bugReports,
      companyName: companies.name,
      reporterFirst: reporter.firstName,
      reporterLast: reporter.lastName,
      reporterEmail: reporter.email,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
      assigneeEmail: assignee.email,
      originalNumber: original.number,
      originalTitle: original.title,
      originalStatus: original.status,
      originalCompanyId: original.companyId,
      commentCount,
    })
    .from(bugReports)
    .innerJoin(companies, eq(companies.id, bugReports.companyId))
    .innerJoin(reporter, eq(reporter.id, bugReports.reporterUserId))
    .leftJoin(assignee, eq(assignee.id, bugReports.assigneeUserId))
    .leftJoin(original, eq(original.id, bugReports.duplicateOfId))
    .$dynamic();
}

export type SelectedReport = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

/** The row of a selected report as the viewer may see it. */
export function reportRow(viewer: Viewer, selected: SelectedReport): BugReportRow {
  const { report } = selected;
  const originalVisible =
    selected.originalCompanyId !== null &&
    (isAdmin(viewer) || selected.originalCompanyId === viewer.companyId);
  return {
    id: report.id,
    number: report.number,
    title: report.title,
    company: { id: report.companyId, name: selected.companyName },
    reporter: {
      id: report.reporterUserId,
      name:
        personName({
          firstName: selected.reporterFirst,
          lastName: selected.reporterLast,
          email: selected.reporterEmail,
        }) ?? '',
    },
    severity: report.severity as BugSeverity,
    category: report.category as BugCategory | null,
    status: report.status as BugStatus,
    resolution: report.resolution as BugResolution | null,
    duplicateOf:
      report.duplicateOfId !== null && selected.originalNumber !== null
        ? {
            id: report.duplicateOfId,
            number: selected.originalNumber,
            title: originalVisible ? selected.originalTitle : null,
            status: originalVisible ? (selected.originalStatus as BugStatus) : null,
            visible: originalVisible,
          }
        : null,
    assignee:
      report.assigneeUserId !== null
        ? {
            id: report.assigneeUserId,
            name:
              personName({
                firstName: selected.assigneeFirst,
                lastName: selected.assigneeLast,
                email: selected.assigneeEmail,
              }) ?? '',
          }
        : null,
    commentCount: selected.commentCount,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    version: report.version,
  };
}

/** One report's row as the viewer sees it, or null when it is not theirs to see. */
export async function reportRowOf(db: Db, viewer: Viewer, id: number): Promise<BugReportRow | null> {
  const [selected] = await selectReports(db, viewer).where(and(eq(bugReports.id, id), reportScope(viewer)));
  return selected ? reportRow(viewer, selected) : null;
}
