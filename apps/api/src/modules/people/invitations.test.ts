// Invitations by e-mail: the e-mailed link sets a password through the existing endpoint, then the user signs
// in; sending again ends the old link; revoking ends every link and keeps the person without a login.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, UserStatus, users } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import {
  type Auth,
  call,
  mailedLink,
  person,
  setPasswordWithLink,
  signIn,
  staffWithoutLogin,
  verifyLink,
} from './testKit.ts';

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authAs(DEMO_USERS.retailer);
}, 60_000);
afterAll(() => t?.close());

const invite = (email: string, extra = {}) =>
  call(t, owner, 'POST', '/api/company/employees', person({ email, invite: true, ...extra }));

const actionsOf = async (userId: number) =>
  (
    await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, userId))
  ).map((row) => row.action);

describe(`invitations (${testEngine})`, () => {
  it('e-mails a link that sets a password; the new user then signs in as staff of the company', async () => {
    const added = await invite('Nina.Newhire@Example.test');
    expect(added.status).toBe(200);
    expect(added.msg).toBe('Employee added and invited.');
    expect(added.data).toMatchObject({
      email: 'nina.newhire@example.test',
      status: 'invited',
      companyRole: 3,
    });
    expect(Date.parse(added.data.invitationExpiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const link = await mailedLink(t, 'nina.newhire@example.test');
    expect(link).toMatchObject({
      page: '/login_setup',
      subject: 'You are invited to Harbor Cycles on Console',
    });
    expect(await signIn(t, 'nina.newhire@example.test', 'Welcome-2026')).toBeNull();
    expect((await setPasswordWithLink(t, link.sign, 'Welcome-2026')).statusCode).toBe(200);
    const session = await signIn(t, 'nina.newhire@example.test', 'Welcome-2026');
    expect(session).not.toBeNull();
    const info = await call(t, session as Auth, 'GET', '/api/bee/userInfo');
    expect(info.data).toMatchObject({ user_type: 2, user_role: 3 });

    const row = await call(t, owner, 'GET', `/api/company/employees/${added.data.id}`);
    expect(row.data).toMatchObject({ status: 'active', invitationExpiresAt: null });
    expect(await actionsOf(added.data.userId)).toEqual(['user.invited']);
  });

  it('sends again with a new link: the old one stops working', async () => {
    const added = await invite('resend.me@example.test');
    const first = await mailedLink(t, 'resend.me@example.test');
    const resent = await call(t, owner, 'POST', `/api/company/employees/${added.data.id}/resendInvitation`);
    expect(resent).toMatchObject({ status: 200, msg: 'Invitation sent again.' });
    const second = await mailedLink(t, 'resend.me@example.test');
    expect(second.sign).not.toBe(first.sign);
    expect(await verifyLink(t, first.sign)).toBe(false);
    expect((await setPasswordWithLink(t, first.sign, 'Welcome-2026')).statusCode).toBe(422);
    expect(await verifyLink(t, second.sign)).toBe(true);
    expect(await actionsOf(added.data.userId)).toEqual(['user.invited', 'user.invitation_resent']);
    // Once the password is set there is nothing to send again.
    await setPasswordWithLink(t, second.sign, 'Welcome-2026');
    expect(
      await call(t, owner, 'POST', `/api/company/employees/${added.data.id}/resendInvitation`),
    ).toMatchObject({
      status: 409,
      msg: 'This person has no pending invitation.',
    });
  });

  it('revokes: the link stops working, the login is switched off and unlinked, the person stays', async () => {
    const added = await invite('revoke.me@example.test');
    const { sign } = await mailedLink(t, 'revoke.me@example.test');
    const revoked = await call(t, owner, 'POST', `/api/company/employees/${added.data.id}/revokeInvitation`);
    expect(revoked).toMatchObject({ status: 200, msg: 'Invitation revoked.' });
    expect(revoked.data).toMatchObject({ status: 'active', userId: null, companyRole: null });
    expect(await verifyLink(t, sign)).toBe(false);
    const [user] = await t.db.select().from(users).where(eq(users.id, added.data.userId));
    expect(user).toMatchObject({ status: UserStatus.disabled, passwordHash: null });
    expect(await actionsOf(added.data.userId)).toEqual(['user.invited', 'user.invitation_revoked']);

    // Invited again later, the same never-used login is taken up.
    const again = await call(t, owner, 'PUT', `/api/company/employees/${added.data.id}`, {
      ...person({ email: 'revoke.me@example.test', invite: true }),
    });
    expect(again.data).toMatchObject({ status: 'invited', userId: added.data.userId });
    expect(await verifyLink(t, (await mailedLink(t, 'revoke.me@example.test')).sign)).toBe(true);
  });

  it('invites a person added without a login by editing them', async () => {
    const id = await staffWithoutLogin(t, t.ids.retailer);
    const current = (await call(t, owner, 'GET', `/api/company/employees/${id}`)).data;
    const body = person({
      firstName: current.firstName,
      lastName: current.lastName,
      email: 'tech.login@example.test',
      position: current.position,
      skills: current.skills,
      invite: true,
    });
    const edited = await call(t, owner, 'PUT', `/api/company/employees/${id}`, body);
    expect(edited.data).toMatchObject({ status: 'invited', email: 'tech.login@example.test' });
    // The sign-in e-mail of a login is not changed here.
    const changed = await call(t, owner, 'PUT', `/api/company/employees/${id}`, {
      ...body,
      email: 'other@example.test',
    });
    expect(changed.status).toBe(422);
    expect(changed.data.fields).toEqual({
      email: 'The sign-in e-mail of a console login cannot be changed here.',
    });
  });

  it('refuses an address that already has another account (409 on the e-mail)', async () => {
    const taken = await invite(DEMO_USERS.brand);
    expect(taken.status).toBe(409);
    expect(taken.data.fields).toEqual({ email: 'An account with this email already exists.' });
    const [rows] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, DEMO_USERS.brand), eq(users.companyId, t.ids.retailer)));
    expect(rows).toBeUndefined();
  });
});
