import { sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { addEmployeeForUser } from '../people/employeeRecords.ts';

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

/** user_role of a company's first user: its owner. */
export const OWNER_ROLE = 1;

/**
 * A new brand or retailer and its owner (user type = company type), with the owner's employee row, in the
 * caller's transaction. The owner's password hash is null when they are invited to set one.
 */
export async function createCompanyWithOwner(
  tx: Transaction,
  company: Omit<typeof companies.$inferInsert, 'id'>,
  owner: Pick<typeof users.$inferInsert, 'email' | 'firstName' | 'lastName' | 'passwordHash'>,
): Promise<{ companyId: number; userId: number }> {
  const created = first(await tx.insert(companies).values(company).returning({ id: companies.id }));
  const user = first(
    await tx
      .insert(users)
      .values({ ...owner, companyId: created.id, userType: company.type, userRole: OWNER_ROLE })
      .returning({ id: users.id }),
  );
  await addEmployeeForUser(tx, {
    ...owner,
    id: user.id,
    companyId: created.id,
    firstName: owner.firstName ?? '',
    lastName: owner.lastName ?? '',
  });
  return { companyId: created.id, userId: user.id };
}
