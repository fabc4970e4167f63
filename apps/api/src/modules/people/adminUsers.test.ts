// The admin's users page: every user with filters and CSV; deactivate and reactivate (super admin, finance),
// resend an invitation and force a password reset (any admin); each audited with the admin and their address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import {
  type Auth,
  call,
  mailedLink,
  sessionStatus,
  setPasswordWithLink,
  signIn,
  verifyLink,
} from './testKit.ts';

let t: TestApp;
let admin: Auth;
let finance: Auth;
let support: Auth;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs(DEMO_USERS.admin);
  finance = await t.authAs(DEMO_USERS.finance);
  support = await t.authAs(DEMO_USERS.support);
}, 60_000);
afterAll(() => t?.close());

const users = (auth: Auth, query = '') => call(t, auth, 'GET', `/api/admin/users${query}`);
const act = (auth: Auth, id: number, action: string) =>
  call(t, auth, 'POST', `/api/admin/users/${id}/${action}`);
const trailOf = async (userId: number) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, userId)).orderBy(auditEvents.id);

describe(`the admin's users list (${testEngine})`, () => {
  it('lists every user with type, company, role, status and last sign-in; pages', async () => {
    const page = await users(support, '?pageSize=10');
    expect(page.status).toBe(200);
    expect(page.data.rows).toHaveLength(10);
    expect(page.data.total).toBeGreaterThanOrEqual(17);
    const rita = (await users(support, `?q=${encodeURIComponent('rita')}`)).data.rows;
    expect(rita).toEqual([
      expect.objectContaining({
        email: DEMO_USERS.retailer,
        userType: 2,
        companyName: 'Harbor Cycles',
        role: 1,
        status: 'active',
      }),
    ]);
  });

  it('filters by type, company, role and status', async () => {
    const admins = (await users(support, '?userType=3')).data.rows;
    expect(admins.map((row: { email: string }) => row.email).sort()).toEqual(
      [DEMO_USERS.admin, DEMO_USERS.auditor, DEMO_USERS.finance, DEMO_USERS.support].sort(),
    );
    const harborManagers = (await users(support, `?companyId=${t.ids.retailer}&role=2`)).data.rows;
    expect(harborManagers.map((row: { email: string }) => row.email).sort()).toEqual(
      [DEMO_USERS.invited, DEMO_USERS.retailerManager].sort(),
    );
    const invited = (await users(support, '?status=invited')).data.rows;
    expect(invited.map((row: { email: string }) => row.email)).toContain(DEMO_USERS.invited);
  });

  it('exports the same filters as CSV', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/export.csv?userType=3',
      headers: admin,
    });
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Id,First name,Last name,E-mail,User type,Company,Role,Status,Last sign-in,Created',
    );
    expect(lines).toHaveLength(5);
  });

  it('is for admins only', async () => {
    expect((await users(await t.authAs(DEMO_USERS.brand))).status).toBe(403);
    expect((await act(await t.authAs(DEMO_USERS.retailer), t.ids.retailerStaff, 'deactivate')).status).toBe(
      403,
    );
  });
});

describe(`the admin's actions (${testEngine})`, () => {
  it('deactivates (super admin or finance) with the sessions ended, and reactivates; support is refused', async () => {
    expect(await act(support, t.ids.retailerStaff, 'deactivate')).toMatchObject({
      status: 403,
      msg: 'Only a super admin or a finance admin can do this.',
    });
    const session = await t.authAs(DEMO_USERS.retailerStaff);
    const off = await act(finance, t.ids.retailerStaff, 'deactivate');
    expect(off).toMatchObject({ status: 200, msg: 'User deactivated.' });
    expect(off.data.status).toBe('deactivated');
    expect(await sessionStatus(t, session)).toBe(401);
    // The employees page shows the person deactivated too.
    const people = await call(
      t,
      await t.authAs(DEMO_USERS.retailer),
      'GET',
      '/api/company/employees?status=deactivated&pageSize=100',
    );
    expect(people.data.rows.map((row: { userId: number | null }) => row.userId)).toContain(
      t.ids.retailerStaff,
    );
    expect((await act(finance, t.ids.retailerStaff, 'reactivate')).data.status).toBe('active');
    expect(await trailOf(t.ids.retailerStaff)).toEqual([
      expect.objectContaining({ action: 'user.deactivated', actorUserId: t.ids.finance, ip: '203.0.113.9' }),
      expect.objectContaining({ action: 'user.reactivated', actorUserId: t.ids.finance }),
    ]);
  });

  it('keeps super admins to super admins, and no admin deactivates themselves', async () => {
    expect(await act(finance, t.ids.auditor, 'deactivate')).toMatchObject({
      status: 403,
      msg: 'Only a super admin can deactivate or reactivate a super admin.',
    });
    expect(await act(admin, t.ids.admin, 'deactivate')).toMatchObject({
      status: 409,
      msg: 'You cannot deactivate yourself.',
    });
  });

  it('sends an invitation again (any admin): a new link, the old ones stop working', async () => {
    const resent = await act(support, t.ids.invitedUser, 'resendInvitation');
    expect(resent).toMatchObject({ status: 200, msg: 'Invitation sent again.' });
    const link = await mailedLink(t, DEMO_USERS.invited);
    expect(link.page).toBe('/login_setup');
    await act(support, t.ids.invitedUser, 'resendInvitation');
    expect(await verifyLink(t, link.sign)).toBe(false);
    expect(await verifyLink(t, (await mailedLink(t, DEMO_USERS.invited)).sign)).toBe(true);
    expect((await act(support, t.ids.retailerUser, 'resendInvitation')).status).toBe(409);
  });

  it('forces a password reset (any admin): the old password and sessions end, the e-mailed link sets a new one', async () => {
    const session = await t.authAs(DEMO_USERS.summitStaff);
    const reset = await act(support, t.ids.summitStaff, 'resetPassword');
    expect(reset).toMatchObject({ status: 200, msg: 'Password reset: the user has been e-mailed a link.' });
    expect(reset.data.status).toBe('active');
    expect(await sessionStatus(t, session)).toBe(401);
    expect(await signIn(t, DEMO_USERS.summitStaff, DEMO_PASSWORD)).toBeNull();
    const link = await mailedLink(t, DEMO_USERS.summitStaff);
    expect(link).toMatchObject({ page: '/changePassword', subject: 'Set a new Console password' });
    expect((await setPasswordWithLink(t, link.sign, 'Fresh-start-27')).statusCode).toBe(200);
    expect(await signIn(t, DEMO_USERS.summitStaff, 'Fresh-start-27')).not.toBeNull();
    const [row] = (await trailOf(t.ids.summitStaff)).filter(
      (event) => event.action === 'user.password_reset',
    );
    expect(row).toMatchObject({
      actorUserId: t.ids.support,
      companyId: t.ids.otherRetailer,
      ip: '203.0.113.9',
    });
    // An invited user has no password to reset: the invitation is sent again instead.
    expect((await act(support, t.ids.invitedUser, 'resetPassword')).status).toBe(409);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await act(admin, 999_999, 'deactivate')).status).toBe(404);
    expect((await call(t, admin, 'GET', '/api/admin/users/999999')).status).toBe(404);
  });
});
