import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { hashSecret } from '../../auth/tokens.ts';
import { companies, emailCodes, users } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { isUniqueViolation } from './db.ts';
import { otherCode, requestCode, send } from './testKit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(() => t?.close());

const sendCode = (payload: object, remoteAddress?: string) =>
  remoteAddress
    ? t.app.inject({ method: 'POST', url: '/api/bee/sendCaptchaToEmail', payload, remoteAddress })
    : send(t, { method: 'POST', url: '/api/bee/sendCaptchaToEmail', payload });

const registration = (email: string, code: string, extra: object = {}) => ({
  accountType: 2,
  companyName: 'Lakeside E-Bikes',
  firstName: 'Lena',
  lastName: 'Lake',
  email,
  password: 'Lakeside2026',
  code,
  ...extra,
});

const registerCall = (payload: object) => send(t, { method: 'POST', url: '/api/bee/register', payload });

const codesOf = (email: string) => t.db.select().from(emailCodes).where(eq(emailCodes.email, email));
const userCount = async (email: string) =>
  (await t.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]?.n;

describe('POST /api/bee/sendCaptchaToEmail', () => {
  it('e-mails a six-digit code valid for 10 minutes and stores only its hash', async () => {
    const before = Date.now();
    const response = await sendCode({ email: '  New.Shop@Example.COM ', purpose: 'register' }, '192.0.2.7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: 'The verification code has been sent.', data: null });

    const mail = await t.lastMail('new.shop@example.com');
    expect(mail?.subject).toBe('Your Console verification code');
    expect(mail?.text).toContain('10 minutes');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const [row, ...more] = await codesOf('new.shop@example.com');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ purpose: 'register', ip: '192.0.2.7', attempts: 0, usedAt: null });
    expect(row?.codeHash).toBe(hashSecret(code));
    expect(row?.codeHash).not.toContain(code);
    const validFor = (row?.expiresAt.getTime() ?? 0) - before;
    expect(validFor).toBeGreaterThan(9.5 * 60_000);
    expect(validFor).toBeLessThan(10.5 * 60_000);
  });

  it('refuses a registration code for an address that already has an account', async () => {
    const response = await sendCode({ email: DEMO_USERS.retailer, purpose: 'register' });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('An account with this email already exists.');
    expect(await codesOf(DEMO_USERS.retailer)).toHaveLength(0);
    expect(await t.lastMail(DEMO_USERS.retailer)).toBeUndefined();
  });

  it('answers a reset for an unknown address like any other, but sends nothing', async () => {
    const response = await sendCode({ email: 'nobody@example.com', purpose: 'reset' });
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe('The verification code has been sent.');
    expect(await t.lastMail('nobody@example.com')).toBeUndefined();
  });

  it('allows one code a minute per address and purpose', async () => {
    const email = 'busy@example.com';
    expect((await sendCode({ email, purpose: 'register' })).statusCode).toBe(200);
    const again = await sendCode({ email: 'Busy@Example.com', purpose: 'register' });
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toBe('Please wait a minute before asking for another code.');
    expect(await codesOf(email)).toHaveLength(1);
    // Another purpose is counted on its own.
    expect((await sendCode({ email, purpose: 'reset' })).statusCode).toBe(200);
    expect(await codesOf(email)).toHaveLength(2);
  });

  it('allows five codes an hour per address', async () => {
    const email = 'eager@example.com';
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await t.db.insert(emailCodes).values(
      [50, 40, 30, 20, 10].map((m) => ({
        email,
        purpose: 'register',
        codeHash: hashSecret(String(m)),
        createdAt: minutesAgo(m),
        expiresAt: minutesAgo(m - 10),
      })),
    );
    const response = await sendCode({ email, purpose: 'register' });
    expect(response.statusCode).toBe(429);
    expect(response.json().msg).toBe(
      'Too many codes were requested for this address. Please try again in an hour.',
    );
    expect(await codesOf(email)).toHaveLength(5);
  });

  it('limits how many codes one client address asks for', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await sendCode({ email: `spray${i}@example.com`, purpose: 'register' }, '192.0.2.99');
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await codesOf('spray10@example.com')).toHaveLength(0);
  });

  it('validates the address and the purpose', async () => {
    const response = await sendCode({ email: 'not-an-address', purpose: 'signup', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields)).toEqual(
      expect.arrayContaining(['body.email', 'body.purpose']),
    );
  });
});

describe('POST /api/bee/register', () => {
  it('creates the company and its owner, e-mails a welcome, and the new account can sign in', async () => {
    const email = 'lena@lakeside.test';
    const code = await requestCode(t, email, 'register');
    const response = await registerCall(
      registration(' Lena@Lakeside.TEST', code, {
        state: 'MN',
        timezone: 'America/Chicago',
        phone: '+1 612 555 0100',
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.msg).toBe('Registration successful.');
    expect(body.data).toEqual({ userId: expect.any(Number), companyId: expect.any(Number) });

    const [company] = await t.db.select().from(companies).where(eq(companies.id, body.data.companyId));
    expect(company).toMatchObject({
      type: 2,
      name: 'Lakeside E-Bikes',
      status: 'active',
      state: 'MN',
      timezone: 'America/Chicago',
      phone: '+1 612 555 0100',
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, body.data.userId));
    expect(user).toMatchObject({
      companyId: body.data.companyId,
      email,
      firstName: 'Lena',
      lastName: 'Lake',
      userType: 2,
      userRole: 1,
      status: 1,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.passwordHash ?? null, 'Lakeside2026')).toBe(true);
    expect((await t.lastMail(email))?.subject).toBe('Welcome to Console');

    // A signed-in route answers 403 (not an admin), not 401: the new account holds a working session.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/brandRequestList',
      headers: await t.authAs(email),
    });
    expect(list.statusCode).toBe(403);
  });

  it('registers a brand with the default time zone', async () => {
    const email = 'owner@northbrand.test';
    const code = await requestCode(t, email, 'register');
    const response = await registerCall(
      registration(email, code, { accountType: 1, companyName: 'North Brand' }),
    );
    expect(response.statusCode).toBe(200);
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, response.json().data.companyId));
    expect(company).toMatchObject({ type: 1, timezone: 'America/New_York', onsiteAvailable: false });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ userType: 1, userRole: 1 });
  });

  it('refuses an address that already has an account', async () => {
    const response = await registerCall(registration(DEMO_USERS.brand, '123456'));
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe('An account with this email already exists.');
  });

  it('kills a code after five wrong guesses', async () => {
    const email = 'guesser@example.com';
    const code = await requestCode(t, email, 'register');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await registerCall(registration(email, otherCode(code)));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({
        msg: 'The verification code is wrong or has expired.',
        data: { fields: { code: 'The verification code is wrong or has expired.' } },
      });
    }
    const right = await registerCall(registration(email, code));
    expect(right.statusCode).toBe(422);
    const [row] = await codesOf(email);
    expect(row).toMatchObject({ attempts: 5, usedAt: null });
    expect(await userCount(email)).toBe(0);
  });

  it('accepts only the newest code, for its own purpose, before it expires', async () => {
    const email = 'careful@example.com';
    const code = await requestCode(t, email, 'register');
    // A reset code is no registration code.
    await t.db.update(emailCodes).set({ purpose: 'reset' }).where(eq(emailCodes.email, email));
    expect((await registerCall(registration(email, code))).statusCode).toBe(422);
    // An expired code is refused.
    await t.db
      .update(emailCodes)
      .set({ purpose: 'register', expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    expect((await registerCall(registration(email, code))).statusCode).toBe(422);
    expect(await userCount(email)).toBe(0);
  });

  it('uses a code once: two registrations racing with it create one account', async () => {
    const email = 'twice@example.com';
    const code = await requestCode(t, email, 'register');
    const responses = await Promise.all([
      registerCall(registration(email, code)),
      registerCall(registration(email, code, { companyName: 'Second Try Cycles' })),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    expect(await userCount(email)).toBe(1);
    const [row] = await t.db
      .select({ usedAt: emailCodes.usedAt })
      .from(emailCodes)
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, 'register')));
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it('turns a duplicate address caught by the unique index into a conflict, on both engines', async () => {
    const duplicate = t.db
      .insert(users)
      .values({ companyId: t.ids.retailer, email: DEMO_USERS.retailer, userType: 2, userRole: 2 });
    const error = await duplicate.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('names every field that breaks the rules, and writes nothing', async () => {
    const email = 'rules@example.com';
    const response = await registerCall({
      ...registration(email, '12ab56', { accountType: 3, state: 'XX', timezone: 'Europe/Paris' }),
      password: 'short1',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().data.fields;
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining([
        'body.accountType',
        'body.code',
        'body.state',
        'body.timezone',
        'body.password',
        'body',
      ]),
    );
    expect(fields['body.password']).toBe(
      'The password must be 8 to 128 characters long and contain at least one letter and one digit.',
    );
    const digitsOnly = await registerCall(registration(email, '123456', { password: '1234567890' }));
    expect(digitsOnly.json().data.fields['body.password']).toBeDefined();
    const lettersOnly = await registerCall(registration(email, '123456', { password: 'abcdefghij' }));
    expect(lettersOnly.json().data.fields['body.password']).toBeDefined();
    expect(await userCount(email)).toBe(0);
  });
});
