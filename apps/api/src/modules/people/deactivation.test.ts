// Deactivating a person ends their sessions at once (the next request with the old token answers 401) and
// keeps them from signing in; reactivating lets them in again. Both are audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { type Auth, call, employeeIdOf, sessionStatus, signIn, staffWithoutLogin } from './testKit.ts';

let t: TestApp;
let manager: Auth;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.authAs(DEMO_USERS.brandManager);
}, 60_000);
afterAll(() => t?.close());

describe(`deactivating people (${testEngine})`, () => {
  it("ends the user's sessions and sign-in; reactivating lets them in again", async () => {
    const session = await signIn(t, DEMO_USERS.brandStaff, DEMO_PASSWORD);
    expect(await sessionStatus(t, session as Auth)).toBe(200);
    const id = await employeeIdOf(t, t.ids.brandStaff);

    const off = await call(t, manager, 'POST', `/api/company/employees/${id}/deactivate`);
    expect(off).toMatchObject({ status: 200, msg: 'Employee deactivated.' });
    expect(off.data.status).toBe('deactivated');
    expect(await sessionStatus(t, session as Auth)).toBe(401);
    expect(await signIn(t, DEMO_USERS.brandStaff, DEMO_PASSWORD)).toBeNull();
    expect(await call(t, manager, 'POST', `/api/company/employees/${id}/deactivate`)).toMatchObject({
      status: 409,
      msg: 'This person is already deactivated.',
    });

    const on = await call(t, manager, 'POST', `/api/company/employees/${id}/reactivate`);
    expect(on.data.status).toBe('active');
    expect(await signIn(t, DEMO_USERS.brandStaff, DEMO_PASSWORD)).not.toBeNull();

    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, t.ids.brandStaff))
      .orderBy(auditEvents.id);
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'user.deactivated',
        actorUserId: t.ids.brandManager,
        companyId: t.ids.brand,
        before: { status: 'active' },
        after: { status: 'deactivated' },
      }),
      expect.objectContaining({ action: 'user.reactivated', after: { status: 'active' } }),
    ]);
  });

  it('deactivates a person without a login too, audited on their employee row', async () => {
    const id = await staffWithoutLogin(t, t.ids.brand);
    expect((await call(t, manager, 'POST', `/api/company/employees/${id}/deactivate`)).data.status).toBe(
      'deactivated',
    );
    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'employee'), eq(auditEvents.entityId, String(id))));
    expect(row).toMatchObject({
      action: 'employee.deactivated',
      subjectUserId: null,
      companyId: t.ids.brand,
    });
    expect((await call(t, manager, 'POST', `/api/company/employees/${id}/reactivate`)).data.status).toBe(
      'active',
    );
  });
});
