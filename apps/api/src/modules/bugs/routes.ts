// The bug reports' routes (issue 17): brand and retailer users report, follow and answer their company's
// reports under /api/bugs; platform admins triage every company's under /api/admin/bugs. The role gate is the
// route config (userTypes); the tenant scope comes from the session (rows.ts).
import {
  BUG_ADMIN_ACTIONS,
  type BugAdminAction,
  bugAdminActionBody,
  bugAdminCommentBody,
  bugAssignees,
  bugAttachmentParams,
  bugBulkAssignBody,
  bugBulkCloseDuplicateBody,
  bugBulkResult,
  bugReopenBody,
  bugReplyBody,
  bugReportBody,
  bugReportDetail,
  bugReportIdParams,
  bugReportListQuery,
  bugReportPage,
  bugTriageFieldsBody,
  bugTriageQuery,
  envelope,
} from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { readFileBytes, sendFile } from '../files/service.ts';
import { UserType } from '../warranty/scope.ts';
import {
  adminComment,
  adminStep,
  bulkAssign,
  bulkCloseDuplicate,
  createReport,
  reopenReport,
  replyToReport,
  updateTriageFields,
} from './actions.ts';
import { attachmentFile } from './attachments.ts';
import { assignees, listCompanyReports, reportDetail, triageQueue } from './queries.ts';

const REPORTERS = { userTypes: [UserType.brand, UserType.retailer] } as const;
const ADMINS = { userTypes: [UserType.admin] } as const;

const ADMIN_STEPS: Record<BugAdminAction, [summary: string, message: string]> = {
  triage: ['Triage a new report (or one whose question went unanswered)', 'Report triaged.'],
  start: ['Work on a triaged report (assigns it to you if nobody has it)', 'Work started.'],
  requestInfo: [
    'Ask the reporter for information (note: the question, posted on the thread)',
    'Question sent.',
  ],
  resolve: ['Resolve with a resolution (a duplicate names its original)', 'Report resolved.'],
  close: ['Close a resolved report, or an open one with a resolution', 'Report closed.'],
  adminReopen: ['Take a resolved or closed report back to triage', 'Report reopened.'],
};

export async function bugRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const detail = { params: bugReportIdParams, response: { 200: envelope(bugReportDetail) } };

  /** A report's file, read through the report (the viewer's scope decides, rows.ts). */
  const sendAttachment = async (
    request: FastifyRequest<{ Params: { id: number; fileName: string } }>,
    reply: FastifyReply,
  ) => {
    const file = await attachmentFile(db, viewerOf(request), request.params.id, request.params.fileName);
    const bytes = await readFileBytes(context, file, request.log, (reason) =>
      request.log.warn({ fileName: file.fileName, reason }, 'bug attachment refused'),
    );
    return sendFile(reply, file, bytes);
  };

  app.get(
    '/api/bugs/reports',
    {
      config: REPORTERS,
      schema: {
        summary: "The company's bug reports, paged (status or open, severity, mine, search)",
        querystring: bugReportListQuery,
        response: { 200: envelope(bugReportPage) },
      },
    },
    async (request) => ok(await listCompanyReports(db, viewerOf(request), request.query)),
  );

  app.post(
    '/api/bugs/reports',
    {
      config: { ...REPORTERS, idempotent: true },
      schema: {
        summary: 'Report a bug: what happened, the page, browser and app version, screenshots (uploads)',
        body: bugReportBody,
        response: { 200: envelope(bugReportDetail) },
      },
    },
    async (request) =>
      ok(await createReport(context, viewerOf(request), request.body), 'Thanks for the report.'),
  );

  app.get(
    '/api/bugs/reports/:id',
    {
      config: REPORTERS,
      schema: { summary: 'A report of the company with its public thread and history', ...detail },
    },
    async (request) => ok(await reportDetail(db, viewerOf(request), request.params.id)),
  );

  app.post(
    '/api/bugs/reports/:id/comments',
    {
      config: REPORTERS,
      schema: {
        summary: 'Write on the thread (with files); an answer to a needs-info report returns it to triage',
        body: bugReplyBody,
        ...detail,
      },
    },
    async (request) =>
      ok(await replyToReport(context, viewerOf(request), request.params.id, request.body), 'Comment added.'),
  );

  app.post(
    '/api/bugs/reports/:id/reopen',
    {
      config: REPORTERS,
      schema: {
        summary: 'Reopen a resolved report within 30 days of its resolution, saying why',
        body: bugReopenBody,
        ...detail,
      },
    },
    async (request) =>
      ok(await reopenReport(context, viewerOf(request), request.params.id, request.body), 'Report reopened.'),
  );

  app.get(
    '/api/bugs/reports/:id/attachments/:fileName',
    {
      config: REPORTERS,
      schema: {
        summary: 'A screenshot or file of one of the company’s reports',
        params: bugAttachmentParams,
      },
    },
    sendAttachment,
  );

  app.get(
    '/api/admin/bugs/reports',
    {
      config: ADMINS,
      schema: {
        summary: 'The triage queue: every company’s reports (status, severity, category, company, assignee)',
        querystring: bugTriageQuery,
        response: { 200: envelope(bugReportPage) },
      },
    },
    async (request) => ok(await triageQueue(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/admin/bugs/assignees',
    {
      config: ADMINS,
      schema: {
        summary: 'The admins a report can be assigned to',
        response: { 200: envelope(bugAssignees) },
      },
    },
    async () => ok(await assignees(db)),
  );

  app.get(
    '/api/admin/bugs/reports/:id',
    {
      config: ADMINS,
      schema: {
        summary: 'A report with every comment (internal ones too), files, history, duplicates',
        ...detail,
      },
    },
    async (request) => ok(await reportDetail(db, viewerOf(request), request.params.id)),
  );

  app.put(
    '/api/admin/bugs/reports/:id',
    {
      config: ADMINS,
      schema: { summary: 'Set the severity, category and assignee', body: bugTriageFieldsBody, ...detail },
    },
    async (request) =>
      ok(await updateTriageFields(context, viewerOf(request), request.params.id, request.body), 'Saved.'),
  );

  app.post(
    '/api/admin/bugs/reports/:id/comments',
    {
      config: ADMINS,
      schema: {
        summary: 'A public answer, or an internal note the reporter never sees',
        body: bugAdminCommentBody,
        ...detail,
      },
    },
    async (request) =>
      ok(await adminComment(context, viewerOf(request), request.params.id, request.body), 'Comment added.'),
  );

  for (const action of BUG_ADMIN_ACTIONS) {
    const [summary, message] = ADMIN_STEPS[action];
    app.post(
      `/api/admin/bugs/reports/:id/${action}`,
      { config: ADMINS, schema: { summary, body: bugAdminActionBody, ...detail } },
      async (request) =>
        ok(await adminStep(context, viewerOf(request), request.params.id, action, request.body), message),
    );
  }

  app.get(
    '/api/admin/bugs/reports/:id/attachments/:fileName',
    {
      config: ADMINS,
      schema: {
        summary: 'A screenshot or file of a report (the reporter’s company’s upload)',
        params: bugAttachmentParams,
      },
    },
    sendAttachment,
  );

  app.post(
    '/api/admin/bugs/bulk/assign',
    {
      config: ADMINS,
      schema: {
        summary: 'Assign the chosen reports to one admin (null: nobody)',
        body: bugBulkAssignBody,
        response: { 200: envelope(bugBulkResult) },
      },
    },
    async (request) => ok(await bulkAssign(context, viewerOf(request), request.body), 'Reports assigned.'),
  );

  app.post(
    '/api/admin/bugs/bulk/closeDuplicate',
    {
      config: ADMINS,
      schema: {
        summary: 'Close the chosen open reports as duplicates of one original (all or nothing)',
        body: bugBulkCloseDuplicateBody,
        response: { 200: envelope(bugBulkResult) },
      },
    },
    async (request) =>
      ok(await bulkCloseDuplicate(context, viewerOf(request), request.body), 'Reports closed as duplicates.'),
  );
}
