// Brute-force throttling: every sign-in attempt is recorded; after a few recent failures for an account or
// from an address, a correct image captcha is required as well. Counted in the database, so every instance
// of the API sees the same numbers.
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loginAttempts } from '../../db/schema.ts';

const FAILURE_WINDOW_MS = 15 * 60_000;
export const FAILURES_BEFORE_CAPTCHA = 3;

/** The most failures in the window for this e-mail or for this address, whichever is higher. */
export async function recentFailures(
  db: Database,
  email: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(
        // Written as in the partial indexes' predicate, so they are used.
        sql`${loginAttempts.success} = false`,
        gt(loginAttempts.at, new Date(now.getTime() - FAILURE_WINDOW_MS)),
        or(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)),
      ),
    );
  return Math.max(row?.byEmail ?? 0, row?.byIp ?? 0);
}

export async function recordAttempt(
  db: Database,
  email: string,
  ip: string,
  success: boolean,
  now = new Date(),
): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, success, at: now });
}
