// The sub-permission rule of spec §6, enforced by the server and not only by the sidebar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

async function call(email: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({ method, url, headers: await t.authAs(email), payload });
  return { status: response.statusCode, message: response.json().msg as string };
}

const rule = {
  name: 'Role test rate',
  laborRateCentsPerHour: 9_000,
  laborOperations: [{ code: 'DIAG', description: 'Diagnosis', standardHours: 0.5 }],
  partsBasis: 'msrp',
  effectiveFrom: '2026-01-01',
};

describe(`company roles and the permissions rule (${testEngine})`, () => {
  it('keeps Warranty Compensation (permissions 1) to brand owners, on reads and writes', async () => {
    expect((await call(DEMO_USERS.brand, 'GET', '/api/compensationRules')).status).toBe(200);
    for (const email of [DEMO_USERS.brandManager, DEMO_USERS.brandStaff]) {
      expect(await call(email, 'GET', '/api/compensationRules')).toEqual({
        status: 403,
        message: "Only the company's owner can do this.",
      });
      expect((await call(email, 'POST', '/api/compensationRules', rule)).status).toBe(403);
    }
    expect((await call(DEMO_USERS.brand, 'POST', '/api/compensationRules', rule)).status).toBe(200);
  });

  it('does not limit the user types the screen is not theirs (retailers read rules, admins of every role)', async () => {
    expect((await call(DEMO_USERS.retailerStaff, 'GET', '/api/compensationRules')).status).toBe(200);
    expect((await call(DEMO_USERS.support, 'GET', '/api/compensationRules')).status).toBe(200);
  });
});
