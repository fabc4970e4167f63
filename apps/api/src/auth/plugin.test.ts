import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../app/envelope.ts';
import { companies, sessions, users } from '../db/schema.ts';
import { DEMO_USERS } from '../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../test/testApp.ts';
import { viewerOf } from './plugin.ts';
import {
  createSession,
  resolveSession,
  revokeUserSessions,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
} from './sessions.ts';
import { hashSecret } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes(app) {
      app.get('/api/test/me', async (request) => ok(viewerOf(request)));
      app.get('/api/test/admin', { config: { userTypes: [3] } }, async () => ok('admin only'));
      app.get('/api/test/open', { config: { public: true } }, async (request) =>
        ok({ signedIn: request.viewer !== null }),
      );
    },
  });
}, 60_000);
afterAll(() => t?.close());

const me = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/test/me', headers });

describe(`sessions and the role gate (${testEngine})`, () => {
  it('reports the engine in the health check, without a token', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.json().data).toEqual({ status: 'ok', engine: testEngine });
  });

  it('answers 401 in the envelope without a token, with a malformed header, or with an unknown token', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer nope' },
    ];
    for (const headers of tries) {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 401,
        msg: 'Authentication failed, unable to access system resources.',
      });
    }
  });

  it('resolves the viewer from the session alone', async () => {
    const response = await me(await t.authAs(DEMO_USERS.retailer));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      companyId: t.ids.retailer,
      userId: t.ids.retailerUser,
      userType: 2,
      email: DEMO_USERS.retailer,
    });
  });

  it('keeps only a hash of the token', async () => {
    const token = await createSession(t.db, t.ids.brandUser);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecret(token)));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(await t.db.select().from(sessions));
    expect(stored).not.toContain(token);
  });

  it('answers 403 to a signed-in user of another type, and lets the right type in', async () => {
    const brand = await t.app.inject({ url: '/api/test/admin', headers: await t.authAs(DEMO_USERS.brand) });
    expect(brand.statusCode).toBe(403);
    expect(brand.json()).toMatchObject({
      code: 403,
      msg: 'You do not have permission for the current operation.',
    });
    const admin = await t.app.inject({ url: '/api/test/admin', headers: await t.authAs(DEMO_USERS.admin) });
    expect(admin.json().data).toBe('admin only');
  });

  it('lets public routes through and still tells them who is calling', async () => {
    const anonymous = await t.app.inject({ url: '/api/test/open' });
    expect(anonymous.json().data).toEqual({ signedIn: false });
    const signed = await t.app.inject({ url: '/api/test/open', headers: await t.authAs(DEMO_USERS.brand) });
    expect(signed.json().data).toEqual({ signedIn: true });
  });

  it('slides the expiry with use, up to the absolute cap', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const token = await createSession(t.db, t.ids.brandUser, start);
    const later = new Date(start.getTime() + SESSION_IDLE_MS - 1000);
    expect(await resolveSession(t.db, token, later)).not.toBeNull();
    // Used just before it would have ended: the idle window starts again from there.
    const evenLater = new Date(later.getTime() + SESSION_IDLE_MS - 1000);
    expect(await resolveSession(t.db, token, evenLater)).not.toBeNull();
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecret(token)));
    expect(row?.expiresAt.getTime()).toBe(evenLater.getTime() + SESSION_IDLE_MS);
    // Never past the cap, however often it is used.
    let now = evenLater;
    while (now.getTime() < start.getTime() + SESSION_MAX_MS) {
      now = new Date(now.getTime() + SESSION_IDLE_MS - 1000);
      if (now.getTime() >= start.getTime() + SESSION_MAX_MS) break;
      expect(await resolveSession(t.db, token, now)).not.toBeNull();
    }
    expect(await resolveSession(t.db, token, new Date(start.getTime() + SESSION_MAX_MS))).toBeNull();
  });

  it('ends a session left idle longer than the idle limit', async () => {
    const start = new Date('2026-02-01T00:00:00Z');
    const token = await createSession(t.db, t.ids.brandUser, start);
    expect(await resolveSession(t.db, token, new Date(start.getTime() + SESSION_IDLE_MS + 1))).toBeNull();
  });

  it('ends every session of a user but the one kept, e.g. on a password change', async () => {
    const kept = await t.authAs(DEMO_USERS.onsite);
    const other = await t.authAs(DEMO_USERS.onsite);
    const keptSession = (await me(kept)).json().data.sessionId as number;
    await revokeUserSessions(t.db, t.ids.onsiteUser, keptSession);
    expect((await me(kept)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('refuses the sessions of a disabled user and of a suspended company', async () => {
    const user = await t.authAs(DEMO_USERS.invited);
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, t.ids.invitedUser));
    expect((await me(user)).statusCode).toBe(401);

    const retailer = await t.authAs(DEMO_USERS.retailer);
    await t.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, t.ids.retailer));
    expect((await me(retailer)).statusCode).toBe(401);
    await t.db.update(companies).set({ status: 'active' }).where(eq(companies.id, t.ids.retailer));
    expect((await me(retailer)).statusCode).toBe(200);
  });
});
