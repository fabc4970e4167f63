import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { recordAudit } from './audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await recordAudit(t.db, {
    actor: { userId: t.ids.retailerUser },
    ip: '203.0.113.7',
    companyId: t.ids.retailer,
    subjectUserId: t.ids.retailerStaff,
    action: 'user.role_changed',
    entity: 'user',
    entityId: t.ids.retailerStaff,
    before: { role: 3 },
    after: { role: 2 },
  });
  await recordAudit(t.db, {
    actor: { userId: t.ids.admin },
    companyId: t.ids.retailer,
    action: 'company.suspended',
    entity: 'company',
    entityId: t.ids.retailer,
    before: { status: 'active' },
    after: { status: 'suspended' },
  });
  await recordAudit(t.db, {
    actor: null,
    companyId: t.ids.brand,
    action: 'document.expired',
    entity: 'company_document',
    entityId: 1,
  });
}, 60_000);
afterAll(() => t?.close());

async function audit(email: string, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: await t.authAs(email) });
}

describe(`the audit trail (${testEngine})`, () => {
  it("gives an admin a company's events newest first, with who, what, before and after", async () => {
    const response = await audit(DEMO_USERS.support, `companyId=${t.ids.retailer}`);
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json().data;
    expect(total).toBe(2);
    expect(rows.map((row: { action: string }) => row.action)).toEqual([
      'company.suspended',
      'user.role_changed',
    ]);
    expect(rows[1]).toMatchObject({
      actor: 'Rita Retail',
      companyName: 'Harbor Cycles',
      subjectName: 'Sid Staff',
      before: { role: 3 },
      after: { role: 2 },
      ip: '203.0.113.7',
    });
  });

  it("gives a user's events, and names the system as no actor", async () => {
    const byUser = (await audit(DEMO_USERS.admin, `userId=${t.ids.retailerStaff}`)).json().data;
    expect(byUser.rows.map((row: { action: string }) => row.action)).toEqual(['user.role_changed']);
    const system = (await audit(DEMO_USERS.admin, `companyId=${t.ids.brand}`)).json().data.rows;
    expect(system).toEqual([expect.objectContaining({ action: 'document.expired', actor: null })]);
  });

  it('pages, and is for admins only', async () => {
    const page = (await audit(DEMO_USERS.admin, `companyId=${t.ids.retailer}&pageSize=1&pageNum=2`)).json()
      .data;
    expect(page).toMatchObject({ total: 2, rows: [{ action: 'user.role_changed' }] });
    expect((await audit(DEMO_USERS.retailer, `companyId=${t.ids.retailer}`)).statusCode).toBe(403);
    expect((await audit(DEMO_USERS.brand, '')).statusCode).toBe(403);
  });
});
