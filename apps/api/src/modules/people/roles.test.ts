// Company roles on the employees page: only owners change roles, a manager never touches an owner, the last
// active owner stays one; each change is audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { type Auth, call, employeeIdOf, person, userRow } from './testKit.ts';

let t: TestApp;
let owner: Auth;
let manager: Auth;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authAs(DEMO_USERS.summit);
  manager = await t.authAs(DEMO_USERS.summitManager);
}, 60_000);
afterAll(() => t?.close());

/** The body that saves a user's person as they are, with another role. */
async function withRole(userId: number, companyRole: 1 | 2 | 3) {
  const user = await userRow(t, userId);
  return person({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    position: 'other',
    skills: [],
    companyRole,
  });
}

const edit = async (auth: Auth, userId: number, role: 1 | 2 | 3) =>
  call(
    t,
    auth,
    'PUT',
    `/api/company/employees/${await employeeIdOf(t, userId)}`,
    await withRole(userId, role),
  );

describe(`company roles (${testEngine})`, () => {
  it('lets an owner change a role, and audits it with who, before and after', async () => {
    const changed = await edit(owner, t.ids.summitStaff, 2);
    expect(changed.status).toBe(200);
    expect(changed.data.companyRole).toBe(2);
    expect((await userRow(t, t.ids.summitStaff)).userRole).toBe(2);
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.subjectUserId, t.ids.summitStaff), eq(auditEvents.action, 'user.role_changed')),
      )
      .orderBy(auditEvents.id);
    expect(row).toMatchObject({
      actorUserId: t.ids.summitOwner,
      companyId: t.ids.otherRetailer,
      before: { role: 3 },
      after: { role: 2 },
      ip: '203.0.113.9',
    });
    expect((await edit(owner, t.ids.summitStaff, 3)).status).toBe(200);
  });

  it('refuses a manager a role change, a role above staff for a new login, and any change to an owner', async () => {
    expect(await edit(manager, t.ids.summitStaff, 2)).toMatchObject({
      status: 403,
      msg: "Only the company's owner can change roles.",
    });
    const asManager = await call(
      t,
      manager,
      'POST',
      '/api/company/employees',
      person({ email: 'new.manager@summit.test', invite: true, companyRole: 2 }),
    );
    expect(asManager).toMatchObject({
      status: 403,
      msg: "Only the company's owner can give a role other than staff.",
    });
    expect(await edit(manager, t.ids.summitOwner, 1)).toMatchObject({
      status: 403,
      msg: 'Only an owner can change or deactivate another owner.',
    });
    const ownerRow = await employeeIdOf(t, t.ids.summitOwner);
    expect(await call(t, manager, 'POST', `/api/company/employees/${ownerRow}/deactivate`)).toMatchObject({
      status: 403,
    });
    // Managers still manage the others.
    expect((await edit(manager, t.ids.summitStaff, 3)).status).toBe(200);
  });

  it('keeps the last active owner: neither demoted nor deactivated (409), until there is another', async () => {
    expect(await edit(owner, t.ids.summitOwner, 2)).toMatchObject({
      status: 409,
      msg: "This is the company's last active owner: they cannot be demoted. Make another user an owner first.",
    });
    const admin = await t.authAs(DEMO_USERS.admin);
    expect(await call(t, admin, 'POST', `/api/admin/users/${t.ids.summitOwner}/deactivate`)).toMatchObject({
      status: 409,
      msg: "This is the company's last active owner: they cannot be deactivated. Make another user an owner first.",
    });
    // An invited owner does not count as an active one.
    const invited = await call(
      t,
      owner,
      'POST',
      '/api/company/employees',
      person({ email: 'second.owner@summit.test', invite: true, companyRole: 1 }),
    );
    expect(invited.data).toMatchObject({ status: 'invited', companyRole: 1 });
    expect((await edit(owner, t.ids.summitOwner, 2)).status).toBe(409);
    // With a second active owner, the first may step down.
    expect((await edit(owner, t.ids.summitManager, 1)).status).toBe(200);
    const stepDown = await edit(owner, t.ids.summitOwner, 2);
    expect(stepDown.status).toBe(200);
    expect(stepDown.data.companyRole).toBe(2);
  });

  it('does not let anyone deactivate themselves', async () => {
    const self = await call(
      t,
      await t.authAs(DEMO_USERS.summitManager),
      'POST',
      `/api/company/employees/${await employeeIdOf(t, t.ids.summitManager)}/deactivate`,
    );
    expect(self).toMatchObject({ status: 409, msg: 'You cannot deactivate yourself.' });
  });
});
