// Bug reports (issue 17, domain §1.6, §2.6 BugReport, §2.7, §2.10): brand and retailer users report what went
// wrong (with the page, browser and app version captured for them), follow it and talk to the triagers;
// platform admins triage. Status and resolution are separate fields; internal comments never reach the
// reporter's company.
import { z } from 'zod';
import { optionalInput, pageOf, pageQuery } from './envelope.ts';
import { bodyId, multilineText, queryId, textLine } from './fields.ts';
import { downloadFileNamePattern } from './files.ts';
import { namedCompany } from './warranty.ts';

const required = 'This field is required.';
const line = (max: number) => textLine().min(1, required).max(max);
const notes = (max: number) => multilineText().min(1, required).max(max);

export const bugStatus = z.enum(['new', 'triaged', 'in_progress', 'needs_info', 'resolved', 'closed']);
export type BugStatus = z.infer<typeof bugStatus>;

/** Waiting on nobody any more: a report in one of these is not in the triage queue's open view. */
export const BUG_FINISHED_STATUSES: readonly BugStatus[] = ['resolved', 'closed'];

export const bugSeverity = z.enum(['blocker', 'critical', 'major', 'minor', 'trivial'], 'Choose a severity.');
export type BugSeverity = z.infer<typeof bugSeverity>;

/** Most severe first: the queue's severity order. */
export const BUG_SEVERITY_ORDER: readonly BugSeverity[] = bugSeverity.options;

export const bugResolution = z.enum(
  ['fixed', 'duplicate', 'wont_fix', 'cannot_reproduce', 'invalid', 'incomplete'],
  'Choose a resolution.',
);
export type BugResolution = z.infer<typeof bugResolution>;

/** What kind of problem it is (set by the triager). */
export const bugCategory = z.enum(
  ['functional', 'ui', 'performance', 'data', 'security', 'other'],
  'Choose a category.',
);
export type BugCategory = z.infer<typeof bugCategory>;

/** The reporter may reopen a resolved report for this many days after it was resolved. */
export const BUG_REOPEN_DAYS = 30;

/** At most this many files on a report or a comment. */
export const BUG_MAX_ATTACHMENTS = 10;

/**
 * The report state machine (domain §2.7 BugReport): each action, who takes it and the statuses it leaves
 * from. Anything else is 409 `invalid_transition`. `resolve` needs a resolution (a duplicate names the
 * original); `close` from an open status needs one too (an admin closing it straight away, e.g. as a
 * duplicate), from resolved it keeps the one it has. `reply` is the reporter's answer to a question: only a
 * needs-info report moves (back to triage); in other open statuses the answer is a plain comment.
 */
export const BUG_TRANSITIONS = {
  triage: { from: ['new', 'needs_info'], to: 'triaged', by: 'admin' },
  start: { from: ['triaged'], to: 'in_progress', by: 'admin' },
  requestInfo: { from: ['triaged', 'in_progress'], to: 'needs_info', by: 'admin' },
  resolve: { from: ['triaged', 'in_progress', 'needs_info'], to: 'resolved', by: 'admin' },
  close: { from: ['new', 'triaged', 'in_progress', 'needs_info', 'resolved'], to: 'closed', by: 'admin' },
  /** An admin takes a finished report back into triage (no time limit). */
  adminReopen: { from: ['resolved', 'closed'], to: 'triaged', by: 'admin' },
  /** The reporter's company reopens a resolved report within BUG_REOPEN_DAYS. */
  reopen: { from: ['resolved'], to: 'triaged', by: 'reporter' },
  reply: { from: ['needs_info'], to: 'triaged', by: 'reporter' },
} as const satisfies Record<string, { from: readonly BugStatus[]; to: BugStatus; by: 'admin' | 'reporter' }>;
export type BugAction = keyof typeof BUG_TRANSITIONS;

/** The admin's status actions (the triage panel's buttons). */
export const BUG_ADMIN_ACTIONS = [
  'triage',
  'start',
  'requestInfo',
  'resolve',
  'close',
  'adminReopen',
] as const;
export type BugAdminAction = (typeof BUG_ADMIN_ACTIONS)[number];

/** Whether `action` may leave `status` (the server's rule; the console shows only these buttons). */
export function bugActionAllowed(action: BugAction, status: BugStatus): boolean {
  return (BUG_TRANSITIONS[action].from as readonly BugStatus[]).includes(status);
}

/** Whether a report resolved at `resolvedAt` may still be reopened by its reporter at `now`. */
export function bugReopenOpen(resolvedAt: string | Date | null, now: Date = new Date()): boolean {
  if (resolvedAt === null) return false;
  const at = typeof resolvedAt === 'string' ? Date.parse(resolvedAt) : resolvedAt.getTime();
  return now.getTime() - at <= BUG_REOPEN_DAYS * 86_400_000;
}

/** Whether a comment or a change leaves the report in a status where the reporter may still write. */
export function bugAcceptsComments(status: BugStatus): boolean {
  return status !== 'closed';
}

const fileName = z.string().regex(downloadFileNamePattern, 'Upload this file again.');
const attachmentNames = z
  .array(fileName)
  .max(BUG_MAX_ATTACHMENTS, `At most ${BUG_MAX_ATTACHMENTS} files.`)
  .default([]);

/** The page the report was made from, as the console captured it. */
const pageUrl = textLine().max(2000);

/**
 * POST /bugs/reports (`Idempotency-Key`): a new report of the signed-in user's company. The console fills
 * in the page address, browser and app version; screenshots are uploads (POST /common/upload) of the company.
 */
export const bugReportBody = z.strictObject({
  title: line(200),
  steps: notes(8000),
  expected: notes(4000),
  actual: notes(4000),
  severity: bugSeverity,
  pageUrl: optionalInput(pageUrl),
  userAgent: optionalInput(textLine().max(1000)),
  appVersion: optionalInput(textLine().max(100)),
  attachments: attachmentNames,
});
export type BugReportBody = z.infer<typeof bugReportBody>;
export type BugReportInput = z.input<typeof bugReportBody>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** The original of a duplicate: its number always, its title and status only when the viewer sees it. */
export const bugDuplicateRef = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string().nullable(),
  status: bugStatus.nullable(),
  /** Whether the viewer can open it (another company's report they cannot). */
  visible: z.boolean(),
});
export type BugDuplicateRef = z.infer<typeof bugDuplicateRef>;

/** One row of the lists (the reporter's and the triage queue). Times are ISO instants. */
export const bugReportRow = z.object({
  id: z.number().int(),
  /** `BUG-000123`. */
  number: z.string(),
  title: z.string(),
  company: namedCompany,
  reporter: person,
  severity: bugSeverity,
  category: bugCategory.nullable(),
  status: bugStatus,
  resolution: bugResolution.nullable(),
  duplicateOf: bugDuplicateRef.nullable(),
  assignee: person.nullable(),
  /** Public comments (admins' rows: internal ones too). */
  commentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Optimistic concurrency: writes send the version they saw (409 `version_conflict` when it moved). */
  version: z.number().int(),
});
export type BugReportRow = z.infer<typeof bugReportRow>;

export const bugReportPage = pageOf(bugReportRow);

export const bugCommentVisibility = z.enum(['public', 'internal']);
export type BugCommentVisibility = z.infer<typeof bugCommentVisibility>;

/** A screenshot or file of a report or of one of its comments. */
export const bugAttachment = z.object({
  /** Download with GET /bugs/reports/:id/attachments/:fileName (admins: /admin/bugs/…). */
  fileName: z.string(),
  originalName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** The comment it came with; null: the report's own. */
  commentId: z.number().int().nullable(),
});
export type BugAttachment = z.infer<typeof bugAttachment>;

export const bugComment = z.object({
  id: z.number().int(),
  author: person,
  /** Whether the author is a platform admin (the thread shows "Support"). */
  fromSupport: z.boolean(),
  body: z.string(),
  visibility: bugCommentVisibility,
  createdAt: z.string(),
});
export type BugComment = z.infer<typeof bugComment>;

export const bugStatusChange = z.object({
  from: bugStatus.nullable(),
  to: bugStatus,
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type BugStatusChange = z.infer<typeof bugStatusChange>;

/** GET /bugs/reports/:id (and the admin's): the report, its files, thread and history. */
export const bugReportDetail = bugReportRow.extend({
  steps: z.string(),
  expected: z.string(),
  actual: z.string(),
  pageUrl: z.string().nullable(),
  userAgent: z.string().nullable(),
  appVersion: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  attachments: z.array(bugAttachment),
  /** Oldest first; the reporter's company gets the public ones only. */
  comments: z.array(bugComment),
  history: z.array(bugStatusChange),
  /** Reports closed as duplicates of this one (their numbers; admins only, else empty). */
  duplicates: z.array(z.object({ id: z.number().int(), number: z.string() })),
  viewer: z.object({
    /** The reporter's company may reopen it now (resolved, within BUG_REOPEN_DAYS, reporter or owner/manager). */
    canReopen: z.boolean(),
    /** Until when a resolved report may be reopened. */
    reopenUntil: z.string().nullable(),
    canComment: z.boolean(),
  }),
});
export type BugReportDetail = z.infer<typeof bugReportDetail>;

export const bugReportIdParams = z.object({ id: queryId });
export const bugAttachmentParams = z.object({
  id: queryId,
  fileName: z.string().regex(downloadFileNamePattern),
});

/** A status filter: one status, or `open` (anything not resolved or closed). */
export const bugStatusFilter = z.enum([...bugStatus.options, 'open']);
export type BugStatusFilter = z.infer<typeof bugStatusFilter>;

export const bugReportSort = z.enum(['-createdAt', 'createdAt', '-updatedAt', 'severity', 'number']);
export type BugReportSort = z.infer<typeof bugReportSort>;

/**
 * GET /bugs/reports: the signed-in user's company's reports, paged (`mine`: only the ones they reported).
 * /bugs/index shows the open ones; /bugs/allBugs all of them with every filter.
 */
export const bugReportListQuery = pageQuery.extend({
  sort: optionalInput(bugReportSort).default('-createdAt'),
  q: optionalInput(textLine().max(100)),
  status: optionalInput(bugStatusFilter),
  severity: optionalInput(bugSeverity),
  mine: optionalInput(z.enum(['true', 'false']).transform((value) => value === 'true')),
});
export type BugReportListQuery = z.infer<typeof bugReportListQuery>;
export type BugReportListInput = z.input<typeof bugReportListQuery>;

/** An assignee filter: an admin's user id, `me`, or `none` (unassigned). */
export const bugAssigneeFilter = z.union([z.enum(['me', 'none']), queryId]);

/** GET /admin/bugs/reports: the triage queue across companies (age = oldest first with sort=createdAt). */
export const bugTriageQuery = pageQuery.extend({
  sort: optionalInput(bugReportSort).default('-createdAt'),
  q: optionalInput(textLine().max(100)),
  status: optionalInput(bugStatusFilter),
  severity: optionalInput(bugSeverity),
  category: optionalInput(bugCategory),
  companyId: optionalInput(queryId),
  assignee: optionalInput(bugAssigneeFilter),
});
export type BugTriageQuery = z.infer<typeof bugTriageQuery>;
export type BugTriageInput = z.input<typeof bugTriageQuery>;

/** GET /admin/bugs/assignees: the platform admins a report can be assigned to. */
export const bugAssignees = z.array(person);
export type BugAssignee = z.infer<typeof person>;

const versioned = { version: z.number().int() };

/**
 * POST /bugs/reports/:id/comments: the reporter's company writes on the thread (public); on a needs-info
 * report this is the answer and the report returns to triage.
 */
export const bugReplyBody = z.strictObject({
  body: notes(8000),
  attachments: attachmentNames,
});
export type BugReplyBody = z.infer<typeof bugReplyBody>;
export type BugReplyInput = z.input<typeof bugReplyBody>;

/** POST /bugs/reports/:id/reopen: within BUG_REOPEN_DAYS of the resolution, saying why. */
export const bugReopenBody = z.strictObject({ ...versioned, reason: notes(2000) });
export type BugReopenBody = z.infer<typeof bugReopenBody>;

/** POST /admin/bugs/reports/:id/comments: a public answer or an internal note. */
export const bugAdminCommentBody = z.strictObject({
  body: notes(8000),
  visibility: bugCommentVisibility.default('public'),
});
export type BugAdminCommentBody = z.infer<typeof bugAdminCommentBody>;
export type BugAdminCommentInput = z.input<typeof bugAdminCommentBody>;

/** PUT /admin/bugs/reports/:id: the triage fields (never the status). */
export const bugTriageFieldsBody = z.strictObject({
  ...versioned,
  severity: bugSeverity,
  category: z.union([bugCategory, z.null()]),
  assigneeUserId: z.union([bodyId, z.null()]),
});
export type BugTriageFieldsBody = z.infer<typeof bugTriageFieldsBody>;

/**
 * POST /admin/bugs/reports/:id/{triage,start,requestInfo,resolve,close,adminReopen}. `note` is the reason in
 * the history; for requestInfo it is the question, required, and posted on the thread for the reporter.
 * `resolution` is required by resolve (and by close from an open status); `duplicateOfId` with `duplicate`.
 */
export const bugAdminActionBody = z.strictObject({
  ...versioned,
  note: optionalInput(notes(4000)),
  resolution: optionalInput(bugResolution),
  duplicateOfId: optionalInput(bodyId),
});
export type BugAdminActionBody = z.infer<typeof bugAdminActionBody>;
export type BugAdminActionInput = z.input<typeof bugAdminActionBody>;

const bulkIds = z
  .array(bodyId)
  .min(1, 'Choose at least one report.')
  .max(100, 'At most 100 reports at once.')
  .refine((ids) => new Set(ids).size === ids.length, 'A report is named twice.');

/** POST /admin/bugs/bulk/assign: one assignee (null: unassign) for the chosen reports. */
export const bugBulkAssignBody = z.strictObject({
  ids: bulkIds,
  assigneeUserId: z.union([bodyId, z.null()]),
});
export type BugBulkAssignBody = z.infer<typeof bugBulkAssignBody>;

/**
 * POST /admin/bugs/bulk/closeDuplicate: close the chosen open reports as duplicates of one original (not one
 * of them, not itself a duplicate). All or nothing.
 */
export const bugBulkCloseDuplicateBody = z.strictObject({
  ids: bulkIds,
  duplicateOfId: bodyId,
  note: optionalInput(notes(4000)),
});
export type BugBulkCloseDuplicateBody = z.infer<typeof bugBulkCloseDuplicateBody>;

/** A bulk action's answer: the reports as they are after it. */
export const bugBulkResult = z.object({ rows: z.array(bugReportRow) });
export type BugBulkResult = z.infer<typeof bugBulkResult>;
