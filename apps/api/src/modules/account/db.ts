import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/seed.ts';

/** Advisory-lock namespaces of this module (the first key of pg_advisory_xact_lock(int, int)). */
export const EmailLock = { codes: 1, brandRequests: 2 } as const;

/**
 * Serialises the writers of one address until the transaction ends, so a count-then-insert check (rate
 * limits, one open request per address) holds when several instances or requests race.
 */
export async function lockEmail(tx: Transaction, scope: number, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${scope}::int, hashtext(${email}))`);
}

/** A unique index refused the write (both engines report SQLSTATE 23505; drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** The single row an insert or update … returning wrote (its absence is a bug, not a client error). */
export function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('the statement returned no row');
  return row;
}
