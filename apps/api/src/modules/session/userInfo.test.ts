import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../auth/tokens.ts';
import { sessions, users } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { cardProviderFromSettings } from '../money/billing/cardProviderSetting.ts';
import { permissionsFor } from './userInfo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

function userInfo(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/api/bee/userInfo', headers });
}

const unauthorized = {
  code: 401,
  msg: 'Authentication failed, unable to access system resources.',
  en_message: 'Authentication failed, unable to access system resources.',
  data: null,
};

describe('GET /api/bee/userInfo', () => {
  it('describes a brand user with their company and publishable key', async () => {
    const response = await userInfo(await t.authAs(DEMO_USERS.onsite));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: 'OK',
      data: {
        id: t.ids.onsiteUser,
        first_name: 'Omar',
        last_name: 'Onsite',
        email: DEMO_USERS.onsite,
        avatar: null,
        user_type: 1,
        user_role: 1,
        company_id: t.ids.onsiteBrand,
        company_name: 'Ridgeway E-Bikes',
        brands_info: { id: t.ids.onsiteBrand, name: 'Ridgeway E-Bikes', onsite_available: true },
        card_public_key: 'pk_test_local_console',
        roles: ['brand'],
        permissions: ['*:*:*'],
        timezone: 'America/Los_Angeles',
      },
    });
  });

  it('gives retailers no brands_info and non-owners no permissions', async () => {
    const response = await userInfo(await t.authAs(DEMO_USERS.invited));
    expect(response.json().data).toMatchObject({
      user_type: 2,
      user_role: 2,
      company_id: t.ids.retailer,
      brands_info: null,
      card_public_key: null,
      roles: ['retailer'],
      permissions: [],
    });
  });

  it("gives brand users the card provider's publishable key, and no secret ever", async () => {
    const response = await userInfo(await t.authAs(DEMO_USERS.brand));
    expect(response.json().data.card_public_key).toBe(t.cardProvider.publishableKey);
    expect(t.cardProvider.publishableKey).toMatch(/^pk_/);
    expect(() => cardProviderFromSettings(t.db, { publishableKey: 'sk_live_secret' })).toThrow(/pk_/);
  });

  it('gives the stored avatar as its public URL', async () => {
    const fileName = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f.png';
    await t.db.update(users).set({ avatar: fileName }).where(eq(users.id, t.ids.retailerUser));
    const response = await userInfo(await t.authAs(DEMO_USERS.retailer));
    expect(response.json().data.avatar).toBe(`/api/public/avatar/${fileName}`);
  });

  it('answers 401 in the envelope without a token or with a garbage one', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of attempts) {
      const response = await userInfo(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }
  });

  it('answers 401 once the session has expired', async () => {
    const headers = await t.authAs(DEMO_USERS.retailer);
    const token = headers.authorization.slice('Bearer '.length);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSecret(token)));
    const response = await userInfo(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });
});

describe('POST /api/bee/logout', () => {
  it('revokes the current session only', async () => {
    const headers = await t.authAs(DEMO_USERS.admin);
    const other = await t.authAs(DEMO_USERS.admin);
    const response = await t.app.inject({ method: 'POST', url: '/api/bee/logout', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: 'OK', data: null });

    expect((await userInfo(headers)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/bee/logout', headers });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(unauthorized);
    expect((await userInfo(other)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/bee/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('permissionsFor', () => {
  it('gives the wildcard to admins and company owners only', () => {
    expect(permissionsFor(3, 2)).toEqual(['*:*:*']);
    expect(permissionsFor(1, 1)).toEqual(['*:*:*']);
    expect(permissionsFor(2, 1)).toEqual(['*:*:*']);
    expect(permissionsFor(1, 2)).toEqual([]);
    expect(permissionsFor(2, 3)).toEqual([]);
  });
});

describe('GET /api/account/userLoginVerify', () => {
  function verify(email: string) {
    return t.app.inject({ method: 'GET', url: '/api/account/userLoginVerify', query: { email } });
  }

  it('tells whether an account exists and must finish setup', async () => {
    expect((await verify(DEMO_USERS.brand)).json()).toEqual({
      code: 200,
      msg: 'OK',
      data: { exists: true, needsSetup: false },
    });
    expect((await verify(' Invited@Console.test ')).json().data).toEqual({ exists: true, needsSetup: true });
    expect((await verify('nobody@console.test')).json().data).toEqual({ exists: false, needsSetup: false });
  });

  it('rejects an invalid e-mail with 400', async () => {
    const response = await verify('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields)).toEqual(['querystring.email']);
    const missing = await t.app.inject({ method: 'GET', url: '/api/account/userLoginVerify' });
    expect(missing.statusCode).toBe(400);
  });

  it('is rate limited per address', async () => {
    const ip = '10.2.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/account/userLoginVerify',
        query: { email: `n${i}@console.test` },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
