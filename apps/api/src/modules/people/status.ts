// Statuses of people and users, derived from data (never stored as such): deactivated when switched off,
// invited while a login has never had a password, active otherwise. A forced password reset clears the
// password but sets `password_changed_at`, so that user stays active (they set a new one by the e-mailed link).
import type { PersonStatus } from '@console/contract';
import { type SQL, sql } from 'drizzle-orm';
import { employees, UserStatus, users } from '../../db/schema.ts';

/** A login that has never had a password. */
const neverHadPassword = sql`(${users.passwordHash} is null and ${users.passwordChangedAt} is null)`;

/** A user's status (the admin's users list). */
export const userStatusSql: SQL<PersonStatus> = sql<PersonStatus>`case
  when ${users.status} = ${UserStatus.disabled} then 'deactivated'
  when ${neverHadPassword} then 'invited'
  else 'active' end`;

/** An employee's status: their own switch, then their login's (users left-joined: null without one). */
export const employeeStatusSql: SQL<PersonStatus> = sql<PersonStatus>`case
  when not ${employees.active} or ${users.status} = ${UserStatus.disabled} then 'deactivated'
  when ${users.id} is not null and ${neverHadPassword} then 'invited'
  else 'active' end`;

/** A user row's status, computed in code from the same columns. */
export function userStatusOf(user: {
  status: number;
  passwordHash: string | null;
  passwordChangedAt: Date | null;
}): PersonStatus {
  if (user.status === UserStatus.disabled) return 'deactivated';
  if (user.passwordHash === null && user.passwordChangedAt === null) return 'invited';
  return 'active';
}
