// Deletes rows that only mattered for a while: used or expired captchas and e-mail codes, old sign-in
// attempts (the captcha rule looks back 15 minutes; a month is kept for investigating attacks), sessions
// that ended a month ago and Idempotency-Key answers after 48 h (§2.9 keeps them at least 24 h). Runs at
// start and every hour; safe on several instances at once.
// Also retries e-mail whose delivery failed, closes warranty claims settled a month ago and moves each
// warranty's stored next coverage end on once it has passed.
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { captchas, emailCodes, idempotencyKeys, loginAttempts, sessions } from '../db/schema.ts';
import type { OutboxMailer } from '../mail/createMailer.ts';
import { closeSettledClaims } from '../modules/claims/settlement.ts';
import { refreshNextCoverageEnds } from '../modules/warranty/nextCoverageEnd.ts';

const DAY_MS = 24 * 3600_000;
export const HOUSEKEEPING_EVERY_MS = 3600_000;

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

/**
 * Sweeps (and retries failed e-mail) now and then every hour; the timer does not keep the process alive.
 * Returns a stop function.
 */
export function startHousekeeping(
  db: Database,
  mailer: OutboxMailer,
  log: (fields: object, msg: string) => void,
): () => void {
  const run = async () => {
    try {
      log(await sweepExpired(db), 'housekeeping: expired rows deleted');
      const closed = await closeSettledClaims(db);
      if (closed) log({ closed }, 'housekeeping: settled claims closed');
      log({ moved: await refreshNextCoverageEnds(db) }, 'housekeeping: past next coverage ends moved on');
      const resent = await mailer.retryFailed();
      if (resent) log({ resent }, 'housekeeping: failed e-mail sent again');
    } catch (error) {
      log({ err: error }, 'housekeeping failed');
    }
  };
  void run();
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
