import type { BugAssignee, BugReportDetail, BugReportRow } from '@console/contract';

/** The stories' clock: ages and the reopen window are counted from it. */
export const STORY_NOW = new Date('2026-11-27T12:00:00Z');

const retailer = { id: 4, name: 'Harbor Cycles' };
const brand = { id: 2, name: 'Voltway Bikes' };
const rosa = { id: 31, name: 'Rosa Manager' };
const sam = { id: 9, name: 'Sam Support' };
const ada = { id: 1, name: 'Ada Admin' };

export const assignees: BugAssignee[] = [ada, { id: 8, name: 'Fiona Finance' }, sam];

const row = (extra: Partial<BugReportRow> & Pick<BugReportRow, 'id' | 'title'>): BugReportRow => ({
  number: `BUG-${String(extra.id).padStart(6, '0')}`,
  company: retailer,
  reporter: rosa,
  severity: 'major',
  category: null,
  status: 'new',
  resolution: null,
  duplicateOf: null,
  assignee: null,
  commentCount: 0,
  createdAt: '2026-11-26T16:00:00Z',
  updatedAt: '2026-11-26T16:00:00Z',
  version: 1,
  ...extra,
});

export const newReport = row({ id: 21, title: 'Booking manager filters reset when I switch tabs' });
export const triagedReport = row({
  id: 23,
  title: 'Payout list shows the same payout twice',
  severity: 'critical',
  category: 'data',
  status: 'triaged',
  assignee: sam,
  commentCount: 1,
  createdAt: '2026-11-25T08:00:00Z',
  updatedAt: '2026-11-26T06:00:00Z',
  version: 2,
});
export const duplicateRow = row({
  id: 22,
  title: 'Event manager forgets the shop filter',
  severity: 'minor',
  status: 'closed',
  resolution: 'duplicate',
  duplicateOf: { id: 21, number: 'BUG-000021', title: newReport.title, status: 'new', visible: true },
  assignee: ada,
  createdAt: '2026-11-26T18:00:00Z',
  updatedAt: '2026-11-27T06:00:00Z',
  version: 2,
});
export const brandRow = row({
  id: 25,
  title: 'Warranty CSV export stops at 10,000 rows',
  company: brand,
  reporter: { id: 12, name: 'Bea Brand' },
  status: 'in_progress',
  category: 'data',
  assignee: ada,
  commentCount: 3,
  createdAt: '2026-11-22T12:00:00Z',
  updatedAt: '2026-11-23T16:00:00Z',
  version: 3,
});

export const pageOf = (rows: BugReportRow[]) => ({ rows, total: rows.length });

const detailOf = (report: BugReportRow, extra: Partial<BugReportDetail> = {}): BugReportDetail => ({
  ...report,
  steps:
    '1. Open Events › Event Booking Manager\n2. Filter by shop "Downtown"\n3. Open another tab and come back',
  expected: 'The Downtown filter is still applied.',
  actual: 'The list shows every shop again.',
  pageUrl: 'http://localhost:8080/ec/events/eventsManager',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Chrome/126.0',
  appVersion: '2.13.0',
  resolvedAt: null,
  closedAt: null,
  attachments: [],
  comments: [],
  history: [{ from: null, to: 'new', actor: report.reporter.name, reason: null, at: report.createdAt }],
  duplicates: [],
  viewer: { canReopen: false, reopenUntil: null, canComment: true },
  ...extra,
});

export const newDetail = detailOf(newReport, {
  attachments: [
    {
      fileName: '0b6f1f0e-3a51-4d0e-9d1c-5d7e0f5b2a11.png',
      originalName: 'screenshot.png',
      mime: 'image/png',
      size: 48_213,
      commentId: null,
    },
  ],
});

export const needsInfoDetail = detailOf(
  { ...triagedReport, status: 'needs_info', commentCount: 1, version: 3 },
  {
    comments: [
      {
        id: 51,
        author: sam,
        fromSupport: true,
        body: 'Which payout date shows twice? A screenshot would help.',
        visibility: 'public',
        createdAt: '2026-11-26T06:00:00Z',
      },
    ],
    history: [
      { from: null, to: 'new', actor: 'Rosa Manager', reason: null, at: '2026-11-25T08:00:00Z' },
      { from: 'new', to: 'triaged', actor: 'Sam Support', reason: null, at: '2026-11-25T10:00:00Z' },
      {
        from: 'triaged',
        to: 'needs_info',
        actor: 'Sam Support',
        reason: 'Which payout date shows twice?',
        at: '2026-11-26T06:00:00Z',
      },
    ],
  },
);

export const resolvedDetail = detailOf(
  { ...triagedReport, status: 'resolved', resolution: 'fixed', version: 4 },
  {
    resolvedAt: '2026-11-22T12:00:00Z',
    viewer: { canReopen: true, reopenUntil: '2026-12-22T12:00:00Z', canComment: true },
    history: [
      { from: null, to: 'new', actor: 'Rosa Manager', reason: null, at: '2026-11-20T08:00:00Z' },
      { from: 'new', to: 'triaged', actor: 'Sam Support', reason: null, at: '2026-11-20T10:00:00Z' },
      {
        from: 'triaged',
        to: 'resolved',
        actor: 'Sam Support',
        reason: 'Fixed in 2.14.',
        at: '2026-11-22T12:00:00Z',
      },
    ],
  },
);

export const duplicateDetail = detailOf(
  {
    ...duplicateRow,
    duplicateOf: { id: 40, number: 'BUG-000040', title: null, status: null, visible: false },
  },
  {
    resolvedAt: '2026-11-27T06:00:00Z',
    closedAt: '2026-11-27T06:00:00Z',
    viewer: { canReopen: false, reopenUntil: null, canComment: false },
    history: [
      { from: null, to: 'new', actor: 'Rosa Manager', reason: null, at: '2026-11-26T18:00:00Z' },
      {
        from: 'new',
        to: 'closed',
        actor: 'Ada Admin',
        reason: 'Duplicate of BUG-000040.',
        at: '2026-11-27T06:00:00Z',
      },
    ],
  },
);

/** The admin's view: the whole thread, internal notes too, and a duplicate pointing here. */
export const triageDetail = detailOf(triagedReport, {
  comments: [
    {
      id: 51,
      author: sam,
      fromSupport: true,
      body: 'Thanks, we are looking into it.',
      visibility: 'public',
      createdAt: '2026-11-25T10:05:00Z',
    },
    {
      id: 52,
      author: sam,
      fromSupport: true,
      body: 'The list joins payout attempts; a retried transfer shows twice.',
      visibility: 'internal',
      createdAt: '2026-11-25T10:10:00Z',
    },
  ],
  duplicates: [{ id: 26, number: 'BUG-000026' }],
  history: [
    { from: null, to: 'new', actor: 'Rosa Manager', reason: null, at: '2026-11-25T08:00:00Z' },
    { from: 'new', to: 'triaged', actor: 'Sam Support', reason: null, at: '2026-11-25T10:00:00Z' },
  ],
});

export const STORED_SCREENSHOT = '9b2f7c1e-4d5a-4e8b-a1c3-6f0d2e9b8a71.png';
