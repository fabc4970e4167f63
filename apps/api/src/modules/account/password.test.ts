import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { hashSecret, newToken } from '../../auth/tokens.ts';
import { emailCodes, sessions, signedLinks, users } from '../../db/schema.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { otherCode, requestCode, send } from './testKit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(() => t?.close());

const passwordHashOf = async (email: string) =>
  (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]?.hash ??
  null;

/** Any signed-in route: 401 once the session is gone (403 for a live non-admin session). */
const signedInStatus = async (headers: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/brandRequestList', headers })).statusCode;

const reset = (payload: object) => send(t, { method: 'PUT', url: '/api/bee/resetPasswordEmail', payload });
const confirm = (payload: object, headers: Record<string, string> = {}) =>
  send(t, { method: 'PUT', url: '/api/bee/confirmPasswordEdit', payload, headers });
const verify = (sign: string) =>
  send(t, { method: 'POST', url: '/api/bee/urlTimeoutVerify', payload: { sign } });

async function linkFor(userId: number, purpose: 'invite' | 'password_setup', expiresInMs = 3600_000) {
  const sign = newToken();
  await t.db.insert(signedLinks).values({
    userId,
    purpose,
    tokenHash: hashSecret(sign),
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return sign;
}

describe('PUT /api/bee/resetPasswordEmail', () => {
  it('sets the new password with the e-mailed code and ends every session of the account', async () => {
    const email = DEMO_USERS.auditor;
    const first = await t.authAs(email);
    const second = await t.authAs(email);
    expect(await signedInStatus(first)).toBe(200);

    const code = await requestCode(t, email, 'reset');
    const response = await reset({ email: ' AUDIT@console.test', code, password: 'Brand-new-42' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: null });

    expect(await verifyPassword(await passwordHashOf(email), 'Brand-new-42')).toBe(true);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordChangedAt).toBeInstanceOf(Date);
    expect(await signedInStatus(first)).toBe(401);
    expect(await signedInStatus(second)).toBe(401);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, t.ids.auditor), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);

    // The code is single use.
    const again = await reset({ email, code, password: 'Another-pass-43' });
    expect(again.statusCode).toBe(422);
    expect(again.json().msg).toBe('The verification code is wrong or has expired.');
    expect(await verifyPassword(await passwordHashOf(email), 'Brand-new-42')).toBe(true);
  });

  it('refuses a wrong code and counts the guess', async () => {
    const email = DEMO_USERS.retailer;
    const before = await passwordHashOf(email);
    const code = await requestCode(t, email, 'reset');
    const response = await reset({ email, code: otherCode(code), password: 'Brand-new-42' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual({
      fields: { code: 'The verification code is wrong or has expired.' },
    });
    expect(await passwordHashOf(email)).toBe(before);
    const [row] = await t.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row?.attempts).toBe(1);
  });

  it('answers an unknown address exactly like a wrong code', async () => {
    const response = await reset({ email: 'ghost@example.com', code: '123456', password: 'Brand-new-42' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      msg: 'The verification code is wrong or has expired.',
      data: { fields: { code: 'The verification code is wrong or has expired.' } },
    });
  });

  it('applies the password policy', async () => {
    const response = await reset({ email: DEMO_USERS.retailer, code: '123456', password: 'password' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields)).toEqual(['body.password']);
  });
});

describe('PUT /api/bee/confirmPasswordEdit signed in (oldPassword)', () => {
  const email = DEMO_USERS.brand;

  it('refuses a wrong current password and changes nothing', async () => {
    const before = await passwordHashOf(email);
    const response = await confirm(
      { oldPassword: 'Wrong#2026', password: 'Fresh-pass-77' },
      await t.authAs(email),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      msg: 'The current password is incorrect.',
      data: { fields: { oldPassword: 'The current password is incorrect.' } },
    });
    expect(await passwordHashOf(email)).toBe(before);
  });

  it('refuses the current password as the new one', async () => {
    const response = await confirm(
      { oldPassword: DEMO_PASSWORD, password: DEMO_PASSWORD },
      await t.authAs(email),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe('The new password must differ from the current one.');
  });

  it('needs a session', async () => {
    const anonymous = await confirm({ oldPassword: DEMO_PASSWORD, password: 'Fresh-pass-77' });
    expect(anonymous.statusCode).toBe(401);
    const stale = await confirm(
      { oldPassword: DEMO_PASSWORD, password: 'Fresh-pass-77' },
      { authorization: 'Bearer not-a-session' },
    );
    expect(stale.statusCode).toBe(401);
    expect(await verifyPassword(await passwordHashOf(email), DEMO_PASSWORD)).toBe(true);
  });

  it('changes the password and ends the other sessions, keeping the current one', async () => {
    const current = await t.authAs(email);
    const other = await t.authAs(email);
    const response = await confirm({ oldPassword: DEMO_PASSWORD, password: 'Fresh-pass-77' }, current);
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe('Your password has been changed.');
    expect(await verifyPassword(await passwordHashOf(email), 'Fresh-pass-77')).toBe(true);
    expect(await signedInStatus(current)).toBe(403);
    expect(await signedInStatus(other)).toBe(401);
  });
});

describe('PUT /api/bee/confirmPasswordEdit with a signed link, and POST /api/bee/urlTimeoutVerify', () => {
  it('sets the invited user’s first password once', async () => {
    const sign = await linkFor(t.ids.invitedUser, 'invite');
    const check = await verify(sign);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({ valid: true, purpose: 'invite', email: DEMO_USERS.invited });

    const response = await confirm({ sign, password: 'Welcome-aboard-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe('Your password has been set. You can sign in now.');
    expect(await verifyPassword(await passwordHashOf(DEMO_USERS.invited), 'Welcome-aboard-1')).toBe(true);
    const [link] = await t.db
      .select()
      .from(signedLinks)
      .where(eq(signedLinks.tokenHash, hashSecret(sign)));
    expect(link?.usedAt).toBeInstanceOf(Date);

    expect((await verify(sign)).json().data).toEqual({ valid: false, purpose: 'invite', email: null });
    const reused = await confirm({ sign, password: 'Someone-else-2' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      msg: 'This link is invalid, has already been used or has expired.',
      data: { fields: { sign: 'This link is invalid, has already been used or has expired.' } },
    });
    expect(await verifyPassword(await passwordHashOf(DEMO_USERS.invited), 'Welcome-aboard-1')).toBe(true);
  });

  it('sets a password with a password-setup link and ends the user’s sessions', async () => {
    const email = DEMO_USERS.onsite;
    const session = await t.authAs(email);
    const sign = await linkFor(t.ids.onsiteUser, 'password_setup');
    expect((await verify(sign)).json().data).toEqual({ valid: true, purpose: 'password_setup', email });
    const response = await confirm({ sign, password: 'Set-by-link-9' }, session);
    expect(response.statusCode).toBe(200);
    expect(await verifyPassword(await passwordHashOf(email), 'Set-by-link-9')).toBe(true);
    expect(await signedInStatus(session)).toBe(401);
  });

  it('refuses an expired link and says so', async () => {
    const before = await passwordHashOf(DEMO_USERS.retailer);
    const sign = await linkFor(t.ids.retailerUser, 'password_setup', -1000);
    expect((await verify(sign)).json().data).toEqual({
      valid: false,
      purpose: 'password_setup',
      email: null,
    });
    expect((await confirm({ sign, password: 'Too-late-123' })).statusCode).toBe(422);
    expect(await passwordHashOf(DEMO_USERS.retailer)).toBe(before);
  });

  it('knows nothing of an unknown link', async () => {
    expect((await verify(newToken())).json().data).toEqual({ valid: false, purpose: null, email: null });
    expect((await confirm({ sign: newToken(), password: 'Guessing-123' })).statusCode).toBe(422);
  });

  it('names the missing fields when neither form is given, or both', async () => {
    const neither = await confirm({ password: 'Fresh-pass-77' });
    expect(neither.statusCode).toBe(400);
    expect(Object.keys(neither.json().data.fields).sort()).toEqual(['body.oldPassword', 'body.sign']);
    const both = await confirm({ sign: 'abc', oldPassword: DEMO_PASSWORD, password: 'Fresh-pass-77' });
    expect(both.statusCode).toBe(400);
    const weak = await confirm({ sign: 'abc', password: 'weak' });
    expect(Object.keys(weak.json().data.fields)).toEqual(['body.password']);
    const extra = await confirm({ sign: 'abc', password: 'Fresh-pass-77', userId: 1 });
    expect(extra.statusCode).toBe(400);
    const noSign = await verify('');
    expect(noSign.statusCode).toBe(400);
  });

  it('limits link checks per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/bee/urlTimeoutVerify',
        payload: { sign: 'probe' },
        remoteAddress: '192.0.2.31',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  });
});
