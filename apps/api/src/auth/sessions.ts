// Sessions: the client holds an opaque random token; the database keeps its SHA-256. Expiry slides with
// use (idle limit) under an absolute cap; logout revokes one session, a password change all of a user's.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { companies, sessions, UserStatus, users } from '../db/schema.ts';
import { hashSecret, newToken } from './tokens.ts';

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
/** …and in any case this long after sign-in. */
export const SESSION_MAX_MS = 30 * 24 * 3600_000;
/** The expiry is moved at most once a minute, so reads do not turn into a write each. */
const SLIDE_EVERY_MS = 60_000;

/** Who is calling: resolved from the session on every request, never from request parameters. */
export interface Viewer {
  sessionId: number;
  userId: number;
  companyId: number;
  /** 1 brand, 2 retailer, 3 platform admin. */
  userType: number;
  userRole: number;
  email: string;
}

export async function createSession(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashSecret(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return token;
}

/** The viewer a token belongs to, or null when it is unknown, expired, revoked, or its user is disabled. */
export async function resolveSession(db: Database, token: string, now = new Date()): Promise<Viewer | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      companyId: users.companyId,
      userType: users.userType,
      userRole: users.userRole,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, hashSecret(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, UserStatus.active),
        eq(companies.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SLIDE_EVERY_MS) {
    const expiresAt = Math.min(now.getTime() + SESSION_IDLE_MS, row.createdAt.getTime() + SESSION_MAX_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(expiresAt) })
      .where(eq(sessions.id, row.sessionId));
  }
  const { createdAt: _created, lastSeenAt: _seen, ...viewer } = row;
  return viewer;
}

export async function revokeSession(db: Database, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password change, reset, disabling), except the one named. */
export async function revokeUserSessions(
  db: Pick<Database, 'update'>,
  userId: number,
  exceptSessionId?: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? sql`true` : ne(sessions.id, exceptSessionId),
      ),
    );
}
