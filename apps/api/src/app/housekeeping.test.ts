import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { captchas, emailCodes, idempotencyKeys, loginAttempts, sessions } from '../db/schema.ts';
import { createTestApp, type TestApp, testEngine } from '../test/testApp.ts';
import { sweepExpired } from './housekeeping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe(`housekeeping (${testEngine})`, () => {
  it('deletes only rows whose time has passed, and keeps what the rules still read', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);
    await t.db.insert(captchas).values([
      { answerHash: 'old', expiresAt: ago(2) },
      { answerHash: 'live', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await t.db.insert(emailCodes).values([
      { email: 'a@b.co', purpose: 'reset', codeHash: 'old', expiresAt: ago(2) },
      { email: 'a@b.co', purpose: 'reset', codeHash: 'live', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await t.db.insert(loginAttempts).values([
      { email: 'a@b.co', ip: '1.2.3.4', success: false, at: ago(31) },
      { email: 'a@b.co', ip: '1.2.3.4', success: false, at: ago(0) },
    ]);
    await t.db.insert(idempotencyKeys).values([
      { userId: t.ids.brandUser, key: 'old', fingerprint: 'f', statusCode: 200, createdAt: ago(2.1) },
      { userId: t.ids.brandUser, key: 'live', fingerprint: 'f', statusCode: 200, createdAt: ago(1.9) },
    ]);
    await createSession(t.db, t.ids.brandUser, ago(80));
    await createSession(t.db, t.ids.brandUser, ago(1));
    const sessionsBefore = (await t.db.select().from(sessions)).length;

    expect(await sweepExpired(t.db, now)).toEqual({
      captchas: 1,
      emailCodes: 1,
      loginAttempts: 1,
      sessions: 1,
      idempotencyKeys: 1,
    });
    expect((await t.db.select().from(captchas)).map((r) => r.answerHash)).toEqual(['live']);
    expect((await t.db.select().from(emailCodes)).map((r) => r.codeHash)).toEqual(['live']);
    expect(await t.db.select().from(loginAttempts)).toHaveLength(1);
    expect(await t.db.select().from(sessions)).toHaveLength(sessionsBefore - 1);
    expect((await t.db.select().from(idempotencyKeys)).map((r) => r.key)).toEqual(['live']);
    expect(await sweepExpired(t.db, now)).toEqual({
      captchas: 0,
      emailCodes: 0,
      loginAttempts: 0,
      sessions: 0,
      idempotencyKeys: 0,
    });
  });
});
