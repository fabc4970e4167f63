// Deletes rows that only mattered for a while: used or expired captchas and e-mail codes, old sign-in
// attempts (the captcha rule looks back 15 minutes; a month is kept for investigating attacks), sessions
// that ended a month ago and Idempotency-Key answers after 48 h (§2.9 keeps them at least 24 h). A
// scheduled job, hourly; safe on several instances at once.
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { captchas, emailCodes, idempotencyKeys, loginAttempts, sessions } from '../db/schema.ts';
import { defineJob, type NoPayload } from '../jobs/jobs.ts';

declare module '../jobs/jobs.ts' {
  interface JobPayloads {
    'housekeeping.sweep-expired': NoPayload;
  }
}

const DAY_MS = 24 * 3600_000;

export interface Swept {
  captchas: number;
  emailCodes: number;
  loginAttempts: number;
  sessions: number;
  idempotencyKeys: number;
}

export async function sweepExpired(db: Database, now = new Date()): Promise<Swept> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const gone = async (query: Promise<unknown[]>) => (await query).length;
  return {
    captchas: await gone(
      db.delete(captchas).where(lt(captchas.expiresAt, dayAgo)).returning({ id: captchas.id }),
    ),
    emailCodes: await gone(
      db.delete(emailCodes).where(lt(emailCodes.expiresAt, dayAgo)).returning({ id: emailCodes.id }),
    ),
    loginAttempts: await gone(
      db.delete(loginAttempts).where(lt(loginAttempts.at, monthAgo)).returning({ id: loginAttempts.id }),
    ),
    sessions: await gone(
      db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, monthAgo),
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, monthAgo)),
          ),
        )
        .returning({ id: sessions.id }),
    ),
    idempotencyKeys: await gone(
      db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, twoDaysAgo))
        .returning({ key: idempotencyKeys.key }),
    ),
  };
}

/** The sweep as a job, hourly (a second run finds nothing left to delete). */
export const housekeepingJobs = [
  defineJob({
    name: 'housekeeping.sweep-expired',
    schedule: '7 * * * *',
    async run(_payload, { db, log }) {
      log.info(await sweepExpired(db), 'housekeeping: expired rows deleted');
    },
  }),
];
