import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions, users } from '../../db/schema.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaText: () => 'AB7K' });
}, 60_000);
afterAll(() => t?.close());

function login(payload: Record<string, unknown>, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/bee/loginBee', payload, remoteAddress });
}

async function captchaId(remoteAddress: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/bee/getCaptcha', remoteAddress });
  return response.json().data.uuid;
}

async function sessionCount(email: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return row?.n ?? 0;
}

async function failureCount(email: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, false)));
  return row?.n ?? 0;
}

const incorrect = {
  code: 422,
  msg: 'Incorrect email or password.',
  en_message: 'Incorrect email or password.',
};

describe('POST /api/bee/loginBee', () => {
  it('signs in every demo account with a token that works on /bee/userInfo', async () => {
    const expected = [
      { email: DEMO_USERS.admin, user_type: 3, brands_info: null, roles: ['admin'], permissions: ['*:*:*'] },
      {
        email: DEMO_USERS.auditor,
        user_type: 3,
        brands_info: null,
        roles: ['admin'],
        permissions: ['*:*:*'],
      },
      {
        email: DEMO_USERS.brand,
        user_type: 1,
        brands_info: { id: t.ids.brand, name: 'Voltline Bikes', onsite_available: false },
        roles: ['brand'],
        permissions: ['*:*:*'],
      },
      {
        email: DEMO_USERS.onsite,
        user_type: 1,
        brands_info: { id: t.ids.onsiteBrand, name: 'Ridgeway E-Bikes', onsite_available: true },
        roles: ['brand'],
        permissions: ['*:*:*'],
      },
      {
        email: DEMO_USERS.retailer,
        user_type: 2,
        brands_info: null,
        roles: ['retailer'],
        permissions: ['*:*:*'],
      },
    ];
    for (const account of expected) {
      // Typed with stray spaces and capitals: addresses are trimmed and lower-cased.
      const response = await login(
        { email: ` ${account.email.toUpperCase()} `, password: DEMO_PASSWORD },
        '10.0.0.1',
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 200, data: { userInfo: account } });
      expect(body.data.token).toMatch(/^[\w-]{43}$/);

      const info = await t.app.inject({
        method: 'GET',
        url: '/api/bee/userInfo',
        headers: { authorization: `Bearer ${body.data.token}` },
      });
      expect(info.statusCode).toBe(200);
      expect(info.json().data).toEqual(body.data.userInfo);

      const [user] = await t.db
        .select({ at: users.lastLoginAt })
        .from(users)
        .where(eq(users.email, account.email));
      expect(user?.at).toBeInstanceOf(Date);
    }
  });

  it('refuses a wrong password with 422 and writes no session', async () => {
    const before = await sessionCount(DEMO_USERS.brand);
    const response = await login({ email: DEMO_USERS.brand, password: 'Wrong#2026' }, '10.0.0.2');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ ...incorrect, data: { captchaRequired: false } });
    expect(await sessionCount(DEMO_USERS.brand)).toBe(before);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await login({ email: 'nobody@console.test', password: DEMO_PASSWORD }, '10.0.0.3');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ ...incorrect, data: { captchaRequired: false } });
  });

  it('refuses an invited account that has no password yet', async () => {
    const response = await login({ email: DEMO_USERS.invited, password: DEMO_PASSWORD }, '10.0.0.4');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ ...incorrect, data: { captchaRequired: false } });
    expect(await sessionCount(DEMO_USERS.invited)).toBe(0);
  });

  it('requires a captcha after three failures for an account, even from different addresses', async () => {
    const email = DEMO_USERS.auditor;
    const wrong = { email, password: 'Wrong#2026' };
    expect((await login(wrong, '10.0.1.1')).json().data).toEqual({ captchaRequired: false });
    expect((await login(wrong, '10.0.1.2')).json().data).toEqual({ captchaRequired: false });
    expect((await login(wrong, '10.0.1.3')).json().data).toEqual({ captchaRequired: true });

    const before = await sessionCount(email);
    const missing = await login({ email, password: DEMO_PASSWORD }, '10.0.1.4');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 422,
      msg: 'Please enter the verification code.',
      data: { captchaRequired: true },
    });

    const failures = await failureCount(email);
    const wrongCode = await login(
      { email, password: DEMO_PASSWORD, code: 'ZZZZ', uuid: await captchaId('10.0.1.4') },
      '10.0.1.4',
    );
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json()).toMatchObject({
      msg: 'The verification code is wrong or has expired.',
      data: { captchaRequired: true },
    });
    expect(await failureCount(email)).toBe(failures + 1);
    expect(await sessionCount(email)).toBe(before);

    // The answer is not case-sensitive.
    const uuid = await captchaId('10.0.1.4');
    const solved = await login({ email, password: DEMO_PASSWORD, code: 'ab7k', uuid }, '10.0.1.4');
    expect(solved.statusCode).toBe(200);
    expect(solved.json().data.userInfo.email).toBe(email);
    expect(await sessionCount(email)).toBe(before + 1);

    const reused = await login({ email, password: DEMO_PASSWORD, code: 'AB7K', uuid }, '10.0.1.4');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().msg).toBe('The verification code is wrong or has expired.');
  });

  it('checks the captcha before the password', async () => {
    const email = 'guess@console.test';
    for (const ip of ['10.0.2.1', '10.0.2.2', '10.0.2.3']) await login({ email, password: 'x' }, ip);
    const response = await login(
      { email, password: 'y', code: 'AAAA', uuid: await captchaId('10.0.2.4') },
      '10.0.2.4',
    );
    expect(response.json()).toMatchObject({
      code: 422,
      msg: 'The verification code is wrong or has expired.',
    });
  });

  it('requires a captcha after three failures from one address, whatever the e-mails', async () => {
    const ip = '10.0.3.1';
    for (const email of ['a@console.test', 'b@console.test', 'c@console.test']) {
      await login({ email, password: 'Wrong#2026' }, ip);
    }
    const fromThere = await login({ email: DEMO_USERS.onsite, password: DEMO_PASSWORD }, ip);
    expect(fromThere.statusCode).toBe(422);
    expect(fromThere.json()).toMatchObject({ data: { captchaRequired: true } });

    const elsewhere = await login({ email: DEMO_USERS.onsite, password: DEMO_PASSWORD }, '10.0.3.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('rejects unknown fields and malformed e-mails with 400', async () => {
    const extra = await login({ email: DEMO_USERS.brand, password: DEMO_PASSWORD, admin: true }, '10.0.4.1');
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 400, data: { fields: expect.any(Object) } });

    const malformed = await login({ email: 'brand', password: DEMO_PASSWORD }, '10.0.4.1');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().data.fields)).toEqual(['body.email']);

    const tooLong = await login({ email: DEMO_USERS.brand, password: 'x'.repeat(129) }, '10.0.4.1');
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().data.fields)).toEqual(['body.password']);
  });

  it('limits requests per address with 429 in the envelope', async () => {
    const ip = '10.0.5.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await login({ email: `r${i}@console.test`, password: 'x' }, ip)).statusCode).not.toBe(429);
    }
    const limited = await login({ email: DEMO_USERS.brand, password: DEMO_PASSWORD }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, msg: expect.stringMatching(/^Too many requests/) });
    expect((await login({ email: DEMO_USERS.brand, password: DEMO_PASSWORD }, '10.0.5.2')).statusCode).toBe(
      200,
    );
  });
});
