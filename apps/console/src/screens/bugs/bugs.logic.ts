import {
  BUG_MAX_ATTACHMENTS,
  BUG_TRANSITIONS,
  type BugAdminAction,
  type BugCategory,
  type BugReportDetail,
  type BugReportInput,
  type BugReportListQuery,
  type BugResolution,
  type BugSeverity,
  type BugStatus,
  type BugStatusFilter,
  type BugTriageQuery,
  bugActionAllowed,
  bugCategory,
  bugResolution,
  bugSeverity,
  bugStatus,
} from '@console/contract';
import type { TagType } from '@console/ui';
import { version } from '../../../package.json';

export const BUG_STATUS_LABELS: Record<BugStatus, string> = {
  new: 'New',
  triaged: 'Triaged',
  in_progress: 'In progress',
  needs_info: 'Needs info',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const BUG_STATUS_TAGS: Record<BugStatus, TagType> = {
  new: 'primary',
  triaged: 'info',
  in_progress: 'warning',
  needs_info: 'danger',
  resolved: 'success',
  closed: 'default',
};

export const BUG_SEVERITY_LABELS: Record<BugSeverity, string> = {
  blocker: 'Blocker',
  critical: 'Critical',
  major: 'Major',
  minor: 'Minor',
  trivial: 'Trivial',
};

/** What each severity means, for the reporter choosing one. */
export const BUG_SEVERITY_HELP: Record<BugSeverity, string> = {
  blocker: 'Blocker: I cannot work at all',
  critical: 'Critical: a main task fails or data is wrong',
  major: 'Major: a task fails but there is a way around it',
  minor: 'Minor: something is awkward or slow',
  trivial: 'Trivial: a typo or a cosmetic glitch',
};

export const BUG_RESOLUTION_LABELS: Record<BugResolution, string> = {
  fixed: 'Fixed',
  duplicate: 'Duplicate',
  wont_fix: "Won't fix",
  cannot_reproduce: 'Cannot reproduce',
  invalid: 'Invalid',
  incomplete: 'Incomplete',
};

export const BUG_CATEGORY_LABELS: Record<BugCategory, string> = {
  functional: 'Functional',
  ui: 'Look and layout',
  performance: 'Performance',
  data: 'Data',
  security: 'Security',
  other: 'Other',
};

export const BUG_ACTION_LABELS: Record<BugAdminAction, string> = {
  triage: 'Triage',
  start: 'Start work',
  requestInfo: 'Ask for information',
  resolve: 'Resolve',
  close: 'Close',
  adminReopen: 'Reopen',
};

export const bugStatusLabel = (status: BugStatus) => BUG_STATUS_LABELS[status];

export const statusOptions = [
  { value: 'open', label: 'Open (not resolved or closed)' },
  ...bugStatus.options.map((value) => ({ value, label: BUG_STATUS_LABELS[value] })),
];
export const severityOptions = bugSeverity.options.map((value) => ({
  value,
  label: BUG_SEVERITY_LABELS[value],
}));
export const severityHelpOptions = bugSeverity.options.map((value) => ({
  value,
  label: BUG_SEVERITY_HELP[value],
}));
export const resolutionOptions = bugResolution.options.map((value) => ({
  value,
  label: BUG_RESOLUTION_LABELS[value],
}));
export const categoryOptions = bugCategory.options.map((value) => ({
  value,
  label: BUG_CATEGORY_LABELS[value],
}));

/** The report's status as one phrase: 'Closed · Duplicate of BUG-000012'. */
export function bugStatusPhrase(
  report: Pick<BugReportDetail, 'status' | 'resolution' | 'duplicateOf'>,
): string {
  const status = BUG_STATUS_LABELS[report.status];
  if (!report.resolution) return status;
  if (report.resolution === 'duplicate' && report.duplicateOf)
    return `${status} · Duplicate of ${report.duplicateOf.number}`;
  return `${status} · ${BUG_RESOLUTION_LABELS[report.resolution]}`;
}

const HOUR = 3_600_000;

/** How long a report has been open, as the queue's Age column says it: '45 min', '5 h', '12 d'. */
export function ageText(createdAt: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - Date.parse(createdAt));
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / 60_000))} min`;
  if (ms < 48 * HOUR) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / (24 * HOUR))} d`;
}

/** An instant as the bug screens show it: '2026-11-22 08:00' (UTC). */
export const bugTime = (at: string) => `${at.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The app's version as the reports carry it: the package version with the commit of the build when known
 * (`0.0.0+1a2b3c4`), and the build mode outside production.
 */
export function appVersion(
  mode: string = import.meta.env.MODE,
  commit: string | undefined = import.meta.env.VITE_BUILD_COMMIT,
): string {
  const built = commit ? `${version}+${commit}` : version;
  return mode === 'production' ? built : `${built} (${mode})`;
}

/** What the console captures for the reporter: where they were, which browser, which version. */
export interface BugContext {
  pageUrl: string;
  userAgent: string;
  appVersion: string;
}

export function captureContext(
  location: Pick<Location, 'href'> = window.location,
  agent: string = navigator.userAgent,
): BugContext {
  return { pageUrl: location.href.slice(0, 2000), userAgent: agent.slice(0, 1000), appVersion: appVersion() };
}

/** The report form's start: nothing typed yet, severity major, the captured context. */
export function emptyReport(context: BugContext): BugReportInput {
  return { title: '', steps: '', expected: '', actual: '', severity: 'major', attachments: [], ...context };
}

/** A pasted image gets a name that says what it is and when it was taken (clipboard files are "image.png"). */
export function pastedFileName(type: string, now: Date): string {
  const ext = type === 'image/jpeg' ? 'jpg' : 'png';
  const stamp = now.toISOString().slice(0, 19).replaceAll(':', '-').replace('T', '_');
  return `screenshot_${stamp}.${ext}`;
}

/** The image files of a paste (screenshots), renamed; other content is left to the field it lands in. */
export function pastedImages(
  items: readonly { kind: string; type: string; getAsFile(): File | null }[],
  now: Date,
) {
  const images: File[] = [];
  for (const item of items) {
    if (item.kind !== 'file' || (item.type !== 'image/png' && item.type !== 'image/jpeg')) continue;
    const file = item.getAsFile();
    if (file) images.push(new File([file], pastedFileName(item.type, now), { type: item.type }));
  }
  return images;
}

/** The admin's status actions the report's status allows (the triage panel's buttons). */
export function adminActionsFor(status: BugStatus): BugAdminAction[] {
  return (Object.keys(BUG_TRANSITIONS) as (keyof typeof BUG_TRANSITIONS)[]).filter(
    (action): action is BugAdminAction =>
      BUG_TRANSITIONS[action].by === 'admin' && bugActionAllowed(action, status),
  );
}

/** Whether an action's dialog asks for a resolution: resolve always, close unless already resolved. */
export function needsResolution(action: BugAdminAction, status: BugStatus): boolean {
  return action === 'resolve' || (action === 'close' && status !== 'resolved');
}

export type BugListFilterValues = Pick<BugReportListQuery, 'status' | 'severity' | 'q' | 'mine'>;
export const NO_BUG_LIST_FILTERS: BugListFilterValues = {
  status: undefined,
  severity: undefined,
  q: undefined,
  mine: undefined,
};
export const bugListFilters = ({ status, severity, q, mine }: BugReportListQuery): BugListFilterValues => ({
  status,
  severity,
  q,
  mine,
});

export type TriageFilterValues = Pick<
  BugTriageQuery,
  'status' | 'severity' | 'category' | 'companyId' | 'q'
> & {
  assignee: BugTriageQuery['assignee'];
  sort: BugTriageQuery['sort'] | undefined;
};
export const NO_TRIAGE_FILTERS: TriageFilterValues = {
  sort: undefined,
  status: undefined,
  severity: undefined,
  category: undefined,
  companyId: undefined,
  assignee: undefined,
  q: undefined,
};
export const triageFilters = ({
  sort,
  status,
  severity,
  category,
  companyId,
  assignee,
  q,
}: BugTriageQuery): TriageFilterValues => ({ sort, status, severity, category, companyId, assignee, q });

/** The queue's orders; oldest first is the age order. */
export const sortOptions = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first (age)' },
  { value: 'severity', label: 'Most severe first' },
  { value: '-updatedAt', label: 'Recently updated' },
];

/** The status filter's value as a select holds it. */
export const statusFilterValue = (value: string | undefined) => value as BugStatusFilter | undefined;

export const reporterDetailPath = (id: number) => `/bugs/allBugs/bugDetails?id=${id}`;
export const adminDetailPath = (id: number) => `/admin_bugs/allBugs/bugDetails?id=${id}`;

/** A report named as people quote it ('BUG-000012', 'bug-12' or '12'): its id, or null. */
export function bugIdOf(text: string): number | null {
  const match = /^\s*(?:bug-?)?0*(\d{1,10})\s*$/i.exec(text);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The assignee filter's choices: me, nobody, then each admin. */
export function assigneeFilterOptions(assignees: readonly { id: number; name: string }[]) {
  return [
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody' },
    ...assignees.map((person) => ({ value: String(person.id), label: person.name })),
  ];
}

/** The assignee filter's value as the query takes it ('me', 'none' or an admin's id). */
export function assigneeFilterValue(value: string | undefined): TriageFilterValues['assignee'] {
  if (value === undefined || value === 'me' || value === 'none') return value;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The ids of the chosen rows (DataTable's selection is keyed by the row id as text). */
export const selectedIds = (selection: Record<string, boolean>) =>
  Object.entries(selection)
    .filter(([, chosen]) => chosen)
    .map(([id]) => Number(id))
    .filter((id) => Number.isInteger(id) && id > 0);

/** The attachments' own field names (`attachments.0` …), so a refused file shows on the screenshots. */
export const ATTACHMENT_FIELDS = Array.from(
  { length: BUG_MAX_ATTACHMENTS },
  (_, index) => `attachments.${index}` as `attachments.${number}`,
);
