import {
  BUG_TRANSITIONS,
  type BugReportDetail,
  type BugReportInput,
  type BugReportRow,
  bugActionAllowed,
  bugStatus,
} from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugReports, statusChanges } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { put } from '../claims/testKit.ts';
import { png } from '../files/testFixtures.ts';
import { type Auth, get, post } from '../warranty/testKit.ts';

let t: TestApp;
let admin: Auth;
let support: Auth;
let retailer: Auth;
let retailerManager: Auth;
let retailerStaff: Auth;
let brand: Auth;
let summit: Auth;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs(DEMO_USERS.admin);
  support = await t.authAs(DEMO_USERS.support);
  retailer = await t.authAs(DEMO_USERS.retailer);
  retailerManager = await t.authAs(DEMO_USERS.retailerManager);
  retailerStaff = await t.authAs(DEMO_USERS.retailerStaff);
  brand = await t.authAs(DEMO_USERS.brand);
  summit = await t.authAs(DEMO_USERS.summit);
}, 60_000);
afterAll(() => t?.close());

const report = (extra: Partial<BugReportInput> = {}): BugReportInput => ({
  title: 'The save button does nothing',
  steps: '1. Open the page\n2. Press Save',
  expected: 'Saved.',
  actual: 'Nothing happens.',
  severity: 'major',
  pageUrl: 'http://localhost:8080/ec/company/shop',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
  appVersion: '2.13.0',
  ...extra,
});

async function create(auth: Auth, extra: Partial<BugReportInput> = {}): Promise<BugReportDetail> {
  const answer = await post(t, '/api/bugs/reports', auth, report(extra));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

/** An admin step's answer, which must be 200. */
async function step(
  bug: Pick<BugReportDetail, 'id' | 'version'>,
  action: string,
  body: Record<string, unknown> = {},
  auth: Auth = admin,
): Promise<BugReportDetail> {
  const answer = await adminAct(bug, action, body, auth);
  expect(answer.statusCode, `${action}: ${answer.body}`).toBe(200);
  return answer.json().data;
}

const adminAct = (
  bug: Pick<BugReportDetail, 'id' | 'version'>,
  action: string,
  body: Record<string, unknown> = {},
  auth: Auth = admin,
) => post(t, `/api/admin/bugs/reports/${bug.id}/${action}`, auth, { version: bug.version, ...body });

const detail = async (id: number, auth: Auth): Promise<BugReportDetail> => {
  const answer = await get(
    t,
    `/api/${auth === admin || auth === support ? 'admin/' : ''}bugs/reports/${id}`,
    auth,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

const seeded = async (title: string) => {
  const [row] = await t.db.select().from(bugReports).where(eq(bugReports.title, title));
  if (!row) throw new Error(`no seeded report ${title}`);
  return row;
};

describe(`bug reports (${testEngine})`, () => {
  it('a retailer reports a bug with a screenshot: new, its context, file and first history row', async () => {
    const screenshot = await t.uploadAs(retailer, 'screen.png', png, 'image/png');
    const bug = await create(retailer, { attachments: [screenshot] });
    expect(bug).toMatchObject({
      status: 'new',
      resolution: null,
      severity: 'major',
      company: { id: t.ids.retailer },
      reporter: { id: t.ids.retailerUser },
      pageUrl: 'http://localhost:8080/ec/company/shop',
      appVersion: '2.13.0',
      version: 1,
      comments: [],
      viewer: { canReopen: false, canComment: true },
    });
    expect(bug.number).toMatch(/^BUG-\d{6}$/);
    expect(bug.attachments).toEqual([
      expect.objectContaining({ fileName: screenshot, originalName: 'screen.png', commentId: null }),
    ]);
    expect(bug.history).toEqual([expect.objectContaining({ from: null, to: 'new' })]);

    // The admin reads it through the report; the general download stays the company's.
    const viaReport = await get(t, `/api/admin/bugs/reports/${bug.id}/attachments/${screenshot}`, admin);
    expect(viaReport.statusCode).toBe(200);
    expect(viaReport.headers['content-type']).toBe('image/png');
    expect((await get(t, `/api/common/download?fileName=${screenshot}`, admin)).statusCode).toBe(404);
    expect((await get(t, `/api/bugs/reports/${bug.id}/attachments/${screenshot}`, retailer)).statusCode).toBe(
      200,
    );
  });

  it('refuses a file of another company, one already on a report, and bad fields', async () => {
    const theirs = await t.uploadAs(summit, 'theirs.png', png, 'image/png');
    const refused = await post(t, '/api/bugs/reports', retailer, report({ attachments: [theirs] }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.fields).toHaveProperty(['body.attachments.0']);

    const mine = await t.uploadAs(retailer, 'mine.png', png, 'image/png');
    await create(retailer, { attachments: [mine] });
    expect((await post(t, '/api/bugs/reports', retailer, report({ attachments: [mine] }))).statusCode).toBe(
      422,
    );

    const blank = await post(
      t,
      '/api/bugs/reports',
      retailer,
      report({ title: ' ', severity: 'huge' as never }),
    );
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().data.fields)).toEqual(
      expect.arrayContaining(['body.title', 'body.severity']),
    );
  });

  it('walks the lifecycle: triage, work, a question and its answer, resolve, reopen, close; the reporter is e-mailed', async () => {
    let bug = await create(retailer, { title: 'Lifecycle report' });
    bug = await step(bug, 'triage');
    expect(bug.status).toBe('triaged');
    expect((await t.lastMail(DEMO_USERS.retailer))?.subject).toBe(`${bug.number} is now triaged`);

    bug = await step(bug, 'start');
    // Starting work assigns the report to whoever started it, when nobody had it.
    expect(bug).toMatchObject({ status: 'in_progress', assignee: { id: t.ids.admin } });

    const noQuestion = await adminAct(bug, 'requestInfo');
    expect(noQuestion.statusCode).toBe(422);
    expect(noQuestion.json().data.fields).toHaveProperty(['body.note']);
    bug = await step(bug, 'requestInfo', { note: 'Which browser do you use?' });
    expect(bug.status).toBe('needs_info');
    const asked = await t.lastMail(DEMO_USERS.retailer);
    expect(asked?.subject).toBe(`${bug.number} is now needs info`);
    expect(asked?.text).toContain('Which browser do you use?');
    expect(asked?.text).toContain(`/bugs/allBugs/bugDetails?id=${bug.id}`);

    // The reporter's answer sends it back to triage.
    const answered = await post(t, `/api/bugs/reports/${bug.id}/comments`, retailer, { body: 'Chrome 126.' });
    expect(answered.statusCode, answered.body).toBe(200);
    bug = answered.json().data;
    expect(bug.status).toBe('triaged');
    expect(bug.comments.map((comment) => [comment.body, comment.fromSupport])).toEqual([
      ['Which browser do you use?', true],
      ['Chrome 126.', false],
    ]);

    bug = await step(bug, 'start');
    const noResolution = await adminAct(bug, 'resolve');
    expect(noResolution.statusCode).toBe(422);
    expect(noResolution.json().data.fields).toHaveProperty(['body.resolution']);
    bug = await step(bug, 'resolve', { resolution: 'fixed', note: 'Fixed in 2.14.' });
    expect(bug).toMatchObject({ status: 'resolved', resolution: 'fixed' });
    const resolvedMail = await t.lastMail(DEMO_USERS.retailer);
    expect(resolvedMail?.subject).toBe(`${bug.number} is now resolved (fixed)`);
    expect(resolvedMail?.text).toContain('Fixed in 2.14.');

    const mine = await detail(bug.id, retailer);
    expect(mine.viewer.canReopen).toBe(true);
    expect(Date.parse(mine.viewer.reopenUntil ?? '')).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const reopened = await post(t, `/api/bugs/reports/${bug.id}/reopen`, retailer, {
      version: mine.version,
      reason: 'Still happens on Firefox.',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    bug = reopened.json().data;
    expect(bug).toMatchObject({ status: 'triaged', resolution: null, resolvedAt: null });

    bug = await step(bug, 'resolve', { resolution: 'wont_fix' });
    bug = await step(bug, 'close');
    expect(bug).toMatchObject({ status: 'closed', resolution: 'wont_fix' });
    expect(bug.closedAt).not.toBeNull();
    expect(bug.history.map((change) => change.to)).toEqual([
      'new',
      'triaged',
      'in_progress',
      'needs_info',
      'triaged',
      'in_progress',
      'resolved',
      'triaged',
      'resolved',
      'closed',
    ]);
    const rows = await t.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.entity, 'bug_report'), eq(statusChanges.entityId, String(bug.id))));
    expect(rows).toHaveLength(10);

    // A closed report takes no more comments from the reporter.
    const late = await post(t, `/api/bugs/reports/${bug.id}/comments`, retailer, { body: 'One more thing.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().en_message ?? late.json().msg).toContain('closed');
  });

  it('refuses every step its status does not allow with 409 invalid_transition, and stale versions', async () => {
    const fresh = await create(brand, { title: 'Transitions report' });
    for (const action of ['start', 'requestInfo', 'adminReopen'] as const) {
      expect(bugActionAllowed(action, 'new')).toBe(false);
      const answer = await adminAct(fresh, action, action === 'requestInfo' ? { note: 'Why?' } : {});
      expect(answer.statusCode, action).toBe(409);
      expect(answer.json().data).toMatchObject({ error: 'invalid_transition' });
    }
    const notResolved = await post(t, `/api/bugs/reports/${fresh.id}/reopen`, brand, {
      version: fresh.version,
      reason: 'Again.',
    });
    expect(notResolved.statusCode).toBe(409);

    const triaged = await step(fresh, 'triage');
    const stale = await adminAct(fresh, 'start');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ error: 'version_conflict' });
    // A resolution only goes with resolve and close.
    expect((await adminAct(triaged, 'start', { resolution: 'fixed' })).statusCode).toBe(422);
    // Every status the machine knows has at least one way out or is final.
    for (const status of bugStatus.options)
      expect(
        Object.values(BUG_TRANSITIONS).some((rule) => (rule.from as readonly string[]).includes(status)),
      ).toBe(true);
  });

  it('keeps the roles apart: reporters cannot triage, admins cannot report', async () => {
    const bug = await create(retailer, { title: 'Roles report' });
    expect((await get(t, '/api/admin/bugs/reports', retailer)).statusCode).toBe(403);
    expect((await adminAct(bug, 'triage', {}, retailer)).statusCode).toBe(403);
    expect((await post(t, '/api/bugs/reports', admin, report())).statusCode).toBe(403);
    expect((await get(t, '/api/bugs/reports', admin)).statusCode).toBe(403);
    expect((await get(t, `/api/bugs/reports/${bug.id}`, admin)).statusCode).toBe(403);

    // Every admin endpoint refuses brand and retailer users before anything else is read.
    const file = '0b6f1f0e-3a51-4d0e-9d1c-5d7e0f5b2a11.png';
    const adminCalls = [
      ['GET', '/api/admin/bugs/reports'],
      ['GET', '/api/admin/bugs/assignees'],
      ['GET', `/api/admin/bugs/reports/${bug.id}`],
      ['GET', `/api/admin/bugs/reports/${bug.id}/attachments/${file}`],
      ['PUT', `/api/admin/bugs/reports/${bug.id}`],
      ['POST', `/api/admin/bugs/reports/${bug.id}/comments`],
      ...['triage', 'start', 'requestInfo', 'resolve', 'close', 'adminReopen'].map((action) => [
        'POST',
        `/api/admin/bugs/reports/${bug.id}/${action}`,
      ]),
      ['POST', '/api/admin/bugs/bulk/assign'],
      ['POST', '/api/admin/bugs/bulk/closeDuplicate'],
    ] as const;
    for (const auth of [retailer, brand])
      for (const [method, url] of adminCalls) {
        const answer = await t.app.inject({
          method,
          url,
          headers: auth,
          payload: method === 'GET' ? undefined : {},
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
      }
  });

  it("isolates companies: another company's report is 404 everywhere", async () => {
    const screenshot = await t.uploadAs(retailer, 'private.png', png, 'image/png');
    const bug = await create(retailer, { title: 'Tenant report', attachments: [screenshot] });
    expect((await get(t, `/api/bugs/reports/${bug.id}`, summit)).statusCode).toBe(404);
    expect((await get(t, `/api/bugs/reports/${bug.id}`, brand)).statusCode).toBe(404);
    expect((await post(t, `/api/bugs/reports/${bug.id}/comments`, summit, { body: 'Hi.' })).statusCode).toBe(
      404,
    );
    expect(
      (await post(t, `/api/bugs/reports/${bug.id}/reopen`, summit, { version: 1, reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await get(t, `/api/bugs/reports/${bug.id}/attachments/${screenshot}`, summit)).statusCode).toBe(
      404,
    );

    const list = await get(t, '/api/bugs/reports?pageSize=100', summit);
    const rows: BugReportRow[] = list.json().data.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.company.id === t.ids.otherRetailer)).toBe(true);

    const mine = await get(t, '/api/bugs/reports?mine=true&pageSize=100', retailerManager);
    expect(
      (mine.json().data.rows as BugReportRow[]).every((row) => row.reporter.id === t.ids.retailerManager),
    ).toBe(true);
  });

  it('hides internal comments from the reporter (thread, counts) and shows them to admins', async () => {
    const bug = await create(retailer, { title: 'Internal notes report' });
    const note = await post(t, `/api/admin/bugs/reports/${bug.id}/comments`, support, {
      body: 'Their shop has a custom theme.',
      visibility: 'internal',
    });
    expect(note.statusCode, note.body).toBe(200);
    await post(t, `/api/admin/bugs/reports/${bug.id}/comments`, support, { body: 'Looking into it.' });

    const theirs = await detail(bug.id, retailer);
    expect(theirs.comments.map((comment) => comment.body)).toEqual(['Looking into it.']);
    expect(theirs.commentCount).toBe(1);
    expect(JSON.stringify(theirs)).not.toContain('custom theme');
    const listed = await get(t, `/api/bugs/reports?q=${encodeURIComponent('Internal notes')}`, retailer);
    expect(listed.json().data.rows[0].commentCount).toBe(1);

    const ours = await detail(bug.id, support);
    expect(ours.comments.map((comment) => [comment.body, comment.visibility])).toEqual([
      ['Their shop has a custom theme.', 'internal'],
      ['Looking into it.', 'public'],
    ]);
    expect(ours.commentCount).toBe(2);
  });

  it('lets the reporter reopen within 30 days only; staff reopen only their own reports', async () => {
    const old = await seeded('Cannot save opening hours with a lunch break');
    const late = await post(t, `/api/bugs/reports/${old.id}/reopen`, retailer, {
      version: old.version,
      reason: 'It happens again.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().data).toMatchObject({ error: 'reopen_window_passed' });
    expect((await detail(old.id, retailer)).viewer.canReopen).toBe(false);

    let bug = await create(retailerManager, { title: 'Reopen rights report' });
    bug = await step(bug, 'triage');
    bug = await step(bug, 'resolve', { resolution: 'invalid' });
    const staff = await post(t, `/api/bugs/reports/${bug.id}/reopen`, retailerStaff, {
      version: bug.version,
      reason: 'Not invalid.',
    });
    expect(staff.statusCode).toBe(403);
    expect((await detail(bug.id, retailerStaff)).viewer.canReopen).toBe(false);
    // 31 days later the window has passed for the reporter too.
    await t.db
      .update(bugReports)
      .set({ resolvedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(bugReports.id, bug.id));
    const expired = await post(t, `/api/bugs/reports/${bug.id}/reopen`, retailerManager, {
      version: bug.version,
      reason: 'Not invalid.',
    });
    expect(expired.statusCode).toBe(409);
    // An admin can still take it back.
    expect((await step(bug, 'adminReopen')).status).toBe('triaged');
  });

  it('keeps duplicates to one level: a named original, not itself, not a duplicate; chains move along', async () => {
    const original = await step(await create(brand, { title: 'Original report' }), 'triage');
    let copy = await step(await create(brand, { title: 'Copy report' }), 'triage');
    const noOriginal = await adminAct(copy, 'resolve', { resolution: 'duplicate' });
    expect(noOriginal.statusCode).toBe(422);
    expect(noOriginal.json().data.fields).toHaveProperty(['body.duplicateOfId']);
    const itself = await adminAct(copy, 'resolve', { resolution: 'duplicate', duplicateOfId: copy.id });
    expect(itself.statusCode).toBe(422);
    expect(
      (await adminAct(copy, 'resolve', { resolution: 'fixed', duplicateOfId: original.id })).statusCode,
    ).toBe(422);
    copy = await step(copy, 'resolve', { resolution: 'duplicate', duplicateOfId: original.id });
    expect(copy.duplicateOf).toMatchObject({ id: original.id, number: original.number, visible: true });
    expect((await detail(original.id, admin)).duplicates).toEqual([{ id: copy.id, number: copy.number }]);

    // A report cannot point at a duplicate; it names the original instead.
    const third = await step(await create(brand, { title: 'Third report' }), 'triage');
    const chained = await adminAct(third, 'resolve', { resolution: 'duplicate', duplicateOfId: copy.id });
    expect(chained.statusCode).toBe(422);
    expect(chained.json().msg).toContain(original.number);

    // The original itself turns out to be a duplicate of the third: its copy follows it there.
    const fresh = await detail(original.id, admin);
    await step(fresh, 'close', { resolution: 'duplicate', duplicateOfId: third.id });
    expect((await detail(copy.id, admin)).duplicateOf?.id).toBe(third.id);
  });

  it('bulk assigns reports to an admin (an active admin only)', async () => {
    const a = await create(retailer, { title: 'Bulk assign A' });
    const b = await create(brand, { title: 'Bulk assign B' });
    const notAdmin = await post(t, '/api/admin/bugs/bulk/assign', admin, {
      ids: [a.id, b.id],
      assigneeUserId: t.ids.retailerUser,
    });
    expect(notAdmin.statusCode).toBe(422);
    const assigned = await post(t, '/api/admin/bugs/bulk/assign', admin, {
      ids: [a.id, b.id],
      assigneeUserId: t.ids.support,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((assigned.json().data.rows as BugReportRow[]).map((row) => row.assignee?.id)).toEqual([
      t.ids.support,
      t.ids.support,
    ]);
    const queue = await get(t, `/api/admin/bugs/reports?assignee=${t.ids.support}&q=Bulk%20assign`, admin);
    expect(queue.json().data.total).toBe(2);
    const missing = await post(t, '/api/admin/bugs/bulk/assign', admin, {
      ids: [a.id, 2_000_000],
      assigneeUserId: null,
    });
    expect(missing.statusCode).toBe(404);
    expect((await detail(a.id, admin)).assignee?.id).toBe(t.ids.support);
  });

  it('bulk closes as duplicates, all or nothing; the reporters are e-mailed and see the original', async () => {
    const original = await create(brand, { title: 'Bulk original' });
    const a = await create(retailer, { title: 'Bulk duplicate A' });
    const b = await create(retailerManager, { title: 'Bulk duplicate B' });
    const closed = await step(
      await step(await create(retailer, { title: 'Bulk closed' }), 'triage'),
      'close',
      {
        resolution: 'invalid',
      },
    );
    const refused = await post(t, '/api/admin/bugs/bulk/closeDuplicate', admin, {
      ids: [a.id, closed.id],
      duplicateOfId: original.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toMatchObject({ error: 'invalid_transition' });
    expect((await detail(a.id, admin)).status).toBe('new');
    const itself = await post(t, '/api/admin/bugs/bulk/closeDuplicate', admin, {
      ids: [a.id, original.id],
      duplicateOfId: original.id,
    });
    expect(itself.statusCode).toBe(422);

    const done = await post(t, '/api/admin/bugs/bulk/closeDuplicate', admin, {
      ids: [a.id, b.id],
      duplicateOfId: original.id,
    });
    expect(done.statusCode, done.body).toBe(200);
    for (const row of done.json().data.rows as BugReportRow[])
      expect(row).toMatchObject({
        status: 'closed',
        resolution: 'duplicate',
        duplicateOf: { id: original.id },
      });
    expect((await t.lastMail(DEMO_USERS.retailerManager))?.subject).toBe(
      `${b.number} is now closed (duplicate of ${original.number})`,
    );
    // The retailer sees it closed as a duplicate; the brand's original shows only its number.
    const theirs = await detail(a.id, retailer);
    expect(theirs).toMatchObject({
      status: 'closed',
      resolution: 'duplicate',
      duplicateOf: { number: original.number, title: null, status: null, visible: false },
    });
    expect(theirs.history.at(-1)).toMatchObject({ to: 'closed', reason: `Duplicate of ${original.number}.` });
  });

  it('filters the triage queue by status, severity, company and assignee, oldest first by age', async () => {
    const queue = await get(
      t,
      `/api/admin/bugs/reports?status=open&companyId=${t.ids.retailer}&sort=createdAt&pageSize=100`,
      support,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    const rows: BugReportRow[] = queue.json().data.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.company.id === t.ids.retailer)).toBe(true);
    expect(rows.every((row) => !['resolved', 'closed'].includes(row.status))).toBe(true);
    const created = rows.map((row) => Date.parse(row.createdAt));
    expect(created).toEqual([...created].sort((x, y) => x - y));

    const blockers = await get(t, '/api/admin/bugs/reports?severity=blocker', admin);
    expect((blockers.json().data.rows as BugReportRow[]).every((row) => row.severity === 'blocker')).toBe(
      true,
    );
    const unassigned = await get(t, '/api/admin/bugs/reports?assignee=none&pageSize=100', admin);
    expect((unassigned.json().data.rows as BugReportRow[]).every((row) => row.assignee === null)).toBe(true);
    const assignees = await get(t, '/api/admin/bugs/assignees', admin);
    expect(assignees.json().data.map((person: { id: number }) => person.id)).toContain(t.ids.support);
  });

  it('saves the triage fields with the version seen', async () => {
    const bug = await create(brand, { title: 'Triage fields report' });
    const saved = await put(t, `/api/admin/bugs/reports/${bug.id}`, admin, {
      version: bug.version,
      severity: 'critical',
      category: 'performance',
      assigneeUserId: t.ids.finance,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      severity: 'critical',
      category: 'performance',
      assignee: { id: t.ids.finance },
      status: 'new',
      version: 2,
    });
    const stale = await put(t, `/api/admin/bugs/reports/${bug.id}`, admin, {
      version: bug.version,
      severity: 'minor',
      category: null,
      assigneeUserId: null,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('seeds reports in several states for the demo brand and retailer', async () => {
    const brandList = await get(t, '/api/bugs/reports?pageSize=100', brand);
    const retailerList = await get(t, '/api/bugs/reports?pageSize=100', retailer);
    const statuses = (rows: BugReportRow[]) => new Set(rows.map((row) => row.status));
    expect(statuses(brandList.json().data.rows).size).toBeGreaterThanOrEqual(4);
    expect(statuses(retailerList.json().data.rows).size).toBeGreaterThanOrEqual(3);
  });
});
