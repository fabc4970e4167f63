// Demo bug reports: the demo brand (brand@) and retailer (retailer@) each have reports in every state of the
// triage, with public answers, internal notes, a screenshot and their status history; Summit E-Ride has one
// (another company's, for the tenant checks). Times are relative to the moment of seeding, so one resolved
// report can still be reopened and another is past its 30 days. Run after the tenants' seed.
import type { BugCategory, BugResolution, BugSeverity, BugStatus } from '@console/contract';
import { bugAttachments, bugComments, bugReports } from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import type { FileStorage } from '../../files/storage.ts';
import { storeFile } from '../files/service.ts';
import { demoSignaturePng } from '../onsite/demoSignature.ts';
import { recordReportStatus } from './transitions.ts';

const HOUR = 3_600_000;
const DEMO_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

type Person = keyof Pick<
  DemoIds,
  'brandUser' | 'brandManager' | 'retailerUser' | 'retailerManager' | 'summitOwner' | 'admin' | 'support'
>;

interface DemoStep {
  to: BugStatus;
  hoursAgo: number;
  by: Person;
  reason?: string;
}

interface DemoComment {
  by: Person;
  hoursAgo: number;
  body: string;
  internal?: boolean;
}

interface DemoReport {
  key: string;
  company: 'brand' | 'retailer' | 'otherRetailer';
  reporter: Person;
  title: string;
  steps: string;
  expected: string;
  actual: string;
  severity: BugSeverity;
  category?: BugCategory;
  page: string;
  assignee?: Person;
  resolution?: BugResolution;
  /** The key of the report it duplicates. */
  duplicateOf?: string;
  screenshot?: boolean;
  /** The first step is the report itself (to new). */
  path: DemoStep[];
  comments?: DemoComment[];
}

const REPORTS: DemoReport[] = [
  {
    key: 'filterReset',
    company: 'retailer',
    reporter: 'retailerUser',
    title: 'Booking manager filters reset when I switch tabs',
    steps:
      '1. Open Events › Event Booking Manager\n2. Filter by shop "Downtown"\n3. Open another tab and come back',
    expected: 'The Downtown filter is still applied.',
    actual: 'The list shows every shop again and the filter box is empty.',
    severity: 'major',
    page: '/events/eventsManager',
    screenshot: true,
    path: [{ to: 'new', hoursAgo: 20, by: 'retailerUser' }],
  },
  {
    key: 'filterResetAgain',
    company: 'retailer',
    reporter: 'retailerManager',
    title: 'Event manager forgets the shop filter',
    steps: 'Choose a shop in the booking manager, open a booking, go back.',
    expected: 'Same shop filter.',
    actual: 'Filter gone.',
    severity: 'minor',
    category: 'ui',
    page: '/events/eventsManager',
    resolution: 'duplicate',
    duplicateOf: 'filterReset',
    path: [
      { to: 'new', hoursAgo: 18, by: 'retailerManager' },
      { to: 'closed', hoursAgo: 6, by: 'admin', reason: 'Duplicate of the earlier report.' },
    ],
  },
  {
    key: 'payoutTwice',
    company: 'retailer',
    reporter: 'retailerUser',
    title: 'Payout list shows the same payout twice',
    steps: 'Open Reports › Payouts and look at last Friday.',
    expected: 'One payout of $1,240.50.',
    actual: 'Two rows with the same number and amount.',
    severity: 'critical',
    category: 'data',
    page: '/reports/payouts',
    assignee: 'support',
    path: [
      { to: 'new', hoursAgo: 52, by: 'retailerUser' },
      { to: 'triaged', hoursAgo: 30, by: 'support' },
    ],
    comments: [
      {
        by: 'support',
        hoursAgo: 29,
        body: 'Thanks, we are looking into it. Only one payout was sent to your bank.',
      },
      {
        by: 'support',
        hoursAgo: 28,
        internal: true,
        body: 'The list joins payout attempts; a retried transfer shows twice. Ledger is fine.',
      },
    ],
  },
  {
    key: 'lunchBreak',
    company: 'retailer',
    reporter: 'retailerManager',
    title: 'Cannot save opening hours with a lunch break',
    steps: 'Company › Shop(s) › Edit hours › add 12:00–13:00 break › Save',
    expected: 'Hours saved with the break.',
    actual: 'A red message "Something went wrong".',
    severity: 'major',
    category: 'functional',
    page: '/company/shop',
    assignee: 'admin',
    resolution: 'cannot_reproduce',
    path: [
      { to: 'new', hoursAgo: 1300, by: 'retailerManager' },
      { to: 'triaged', hoursAgo: 1290, by: 'admin' },
      { to: 'resolved', hoursAgo: 45 * 24, by: 'admin', reason: 'Works on every browser we tried.' },
    ],
    comments: [
      { by: 'admin', hoursAgo: 45 * 24, body: 'We could not make it fail. Reopen if it happens again.' },
    ],
  },
  {
    key: 'csvExport',
    company: 'brand',
    reporter: 'brandUser',
    title: 'Warranty CSV export stops at 10,000 rows',
    steps: 'Warranties › Export CSV with no filters.',
    expected: 'Every warranty in the file.',
    actual: 'The file ends after 10,000 rows without a message.',
    severity: 'major',
    category: 'data',
    page: '/warranty/index',
    assignee: 'admin',
    path: [
      { to: 'new', hoursAgo: 120, by: 'brandUser' },
      { to: 'triaged', hoursAgo: 100, by: 'admin' },
      { to: 'in_progress', hoursAgo: 96, by: 'admin' },
    ],
    comments: [
      { by: 'admin', hoursAgo: 99, body: 'Reproduced. A fix is on its way; filter by year meanwhile.' },
      {
        by: 'admin',
        hoursAgo: 98,
        internal: true,
        body: 'The export cursor times out after 30 s on big tenants.',
      },
      { by: 'brandUser', hoursAgo: 90, body: 'Thanks, the yearly exports work for now.' },
    ],
  },
  {
    key: 'imageUpload',
    company: 'brand',
    reporter: 'brandManager',
    title: 'Product image upload refuses my PNG',
    steps: 'Company › Product › Edit › Upload image (a 4 MB PNG).',
    expected: 'The image is saved.',
    actual: '"This file type is not allowed".',
    severity: 'minor',
    category: 'functional',
    page: '/company/product',
    assignee: 'support',
    path: [
      { to: 'new', hoursAgo: 70, by: 'brandManager' },
      { to: 'triaged', hoursAgo: 60, by: 'support' },
      { to: 'needs_info', hoursAgo: 58, by: 'support', reason: 'Which program saved the PNG?' },
    ],
    comments: [
      { by: 'support', hoursAgo: 58, body: 'Which program saved the PNG? Could you attach the file?' },
    ],
  },
  {
    key: 'dstWeek',
    company: 'brand',
    reporter: 'brandUser',
    title: 'Test ride calendar shows the wrong week after the clock change',
    steps: 'Test Rides › week view › go to the week of the DST change.',
    expected: 'Monday to Sunday of that week.',
    actual: 'The week starts on Sunday and one day is missing.',
    severity: 'critical',
    category: 'ui',
    page: '/testRides/testRides',
    assignee: 'admin',
    resolution: 'fixed',
    path: [
      { to: 'new', hoursAgo: 400, by: 'brandUser' },
      { to: 'triaged', hoursAgo: 390, by: 'admin' },
      { to: 'in_progress', hoursAgo: 300, by: 'admin' },
      { to: 'resolved', hoursAgo: 5 * 24, by: 'admin', reason: 'Fixed in 2.14.' },
    ],
    comments: [{ by: 'admin', hoursAgo: 5 * 24, body: 'Fixed in version 2.14. Reopen if you still see it.' }],
  },
  {
    key: 'mailTypo',
    company: 'brand',
    reporter: 'brandManager',
    title: 'Typo in the claim decision e-mail',
    steps: 'Approve a claim and read the e-mail.',
    expected: '"approved"',
    actual: '"aproved"',
    severity: 'trivial',
    category: 'ui',
    page: '/warranty/index?view=claims',
    resolution: 'fixed',
    path: [
      { to: 'new', hoursAgo: 60 * 24, by: 'brandManager' },
      { to: 'triaged', hoursAgo: 59 * 24, by: 'admin' },
      { to: 'resolved', hoursAgo: 50 * 24, by: 'admin', reason: 'Fixed.' },
      { to: 'closed', hoursAgo: 40 * 24, by: 'admin' },
    ],
  },
  {
    key: 'summitAttachments',
    company: 'otherRetailer',
    reporter: 'summitOwner',
    title: 'Claim form loses attachments on back navigation',
    steps: 'Add photos to a claim draft, press Back, then Forward.',
    expected: 'The photos are still attached.',
    actual: 'The draft has no photos.',
    severity: 'blocker',
    page: '/warranty/index?view=claims',
    path: [{ to: 'new', hoursAgo: 8, by: 'summitOwner' }],
  },
];

/** Writes the demo reports with their comments, screenshot and history. */
export async function seedBugs(tx: Transaction, ids: DemoIds, files: FileStorage): Promise<void> {
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const idOf = new Map<string, number>();
  for (const demo of REPORTS) {
    const first = demo.path[0];
    const last = demo.path.at(-1);
    if (!first || !last) continue;
    const resolved = demo.path.find((step) => step.to === 'resolved' || step.to === 'closed');
    const closed = demo.path.find((step) => step.to === 'closed');
    const [report] = await tx
      .insert(bugReports)
      .values({
        companyId: ids[demo.company],
        reporterUserId: ids[demo.reporter],
        title: demo.title,
        steps: demo.steps,
        expected: demo.expected,
        actual: demo.actual,
        severity: demo.severity,
        category: demo.category ?? null,
        status: last.to,
        resolution: demo.resolution ?? null,
        duplicateOfId: demo.duplicateOf ? (idOf.get(demo.duplicateOf) ?? null) : null,
        assigneeUserId: demo.assignee ? ids[demo.assignee] : null,
        pageUrl: `http://localhost:8080/ec${demo.page}`,
        userAgent: DEMO_AGENT,
        appVersion: '2.13.0',
        resolvedAt: resolved ? at(resolved.hoursAgo) : null,
        closedAt: closed ? at(closed.hoursAgo) : null,
        createdAt: at(first.hoursAgo),
        updatedAt: at(last.hoursAgo),
        version: demo.path.length,
      })
      .returning({ id: bugReports.id });
    if (!report) throw new Error('bugs seed: a report was not written');
    idOf.set(demo.key, report.id);
    let from: BugStatus | null = null;
    for (const step of demo.path) {
      await recordReportStatus(
        tx,
        report.id,
        from,
        step.to,
        ids[step.by],
        step.reason ?? null,
        at(step.hoursAgo),
      );
      from = step.to;
    }
    for (const comment of demo.comments ?? []) {
      await tx.insert(bugComments).values({
        bugReportId: report.id,
        authorUserId: ids[comment.by],
        body: comment.body,
        visibility: comment.internal ? 'internal' : 'public',
        createdAt: at(comment.hoursAgo),
      });
    }
    if (demo.screenshot) {
      const file = await storeFile(
        { db: tx, files },
        {
          companyId: ids[demo.company],
          userId: ids[demo.reporter],
          kind: 'upload',
          originalName: 'screenshot.png',
          ext: 'png',
          mime: 'image/png',
          bytes: demoSignaturePng(report.id),
        },
      );
      await tx
        .insert(bugAttachments)
        .values({ bugReportId: report.id, fileId: file.id, createdAt: at(first.hoursAgo) });
    }
  }
}
