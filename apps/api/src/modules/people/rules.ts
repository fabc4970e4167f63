// Who may change whom (issue 13): owners and managers manage the company's people; only an owner changes a
// role or touches another owner; the last active owner stays one. Checked inside the write's transaction,
// with the company locked, so two owners demoting each other at once cannot leave it without one.
import { and, count, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { CompanyRole, requireRole } from '../../auth/roles.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { companies, UserStatus, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

/** Refuses (403) staff: people are managed by the company's owner or a manager. */
export function requirePeopleManager(viewer: Viewer): void {
  requireRole(viewer, CompanyRole.manager);
}

/** Refuses (403) a manager acting on an owner. */
export function requireOwnerForOwner(viewer: Viewer, targetRole: number | null): void {
  if (targetRole === CompanyRole.owner && viewer.userRole !== CompanyRole.owner)
    throw new ApiError(403, 'Only an owner can change or deactivate another owner.');
}

/**
 * Refuses (403) a role change by someone who is not an owner; `from` null is a new login, which anyone who
 * manages people may give the staff role.
 */
export function requireOwnerForRole(viewer: Viewer, from: number | null, to: number): void {
  if (viewer.userRole === CompanyRole.owner) return;
  if (from === null ? to === CompanyRole.staff : from === to) return;
  throw new ApiError(
    403,
    from === null
      ? "Only the company's owner can give a role other than staff."
      : "Only the company's owner can change roles.",
  );
}

/** Refuses (409) a viewer acting on their own login. */
export function refuseSelf(viewer: Viewer, userId: number | null, what: string): void {
  if (userId === viewer.userId) throw new ApiError(409, `You cannot ${what} yourself.`);
}

/** Holds the company's row until the transaction ends: its role and activation changes run one at a time. */
export async function lockCompany(tx: Transaction, companyId: number): Promise<void> {
  await tx.execute(
    sql`select ${companies.id} from ${companies} where ${companies.id} = ${companyId} for update`,
  );
}

/** A user the company counts as an active owner: an owner, switched on, who has (had) a password. */
const activeOwner = and(
  eq(users.userRole, CompanyRole.owner),
  eq(users.status, UserStatus.active),
  or(isNotNull(users.passwordHash), isNotNull(users.passwordChangedAt)),
);

/**
 * Refuses (409) to demote or switch off the company's last active owner. Call with the company locked
 * (`lockCompany`), before the change.
 */
export async function keepAnOwner(
  tx: Transaction,
  target: { id: number; companyId: number },
  change: 'demoted' | 'deactivated',
): Promise<void> {
  const [isOwner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, target.id), activeOwner));
  if (!isOwner) return;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, target.companyId), ne(users.id, target.id), activeOwner));
  if ((others?.n ?? 0) > 0) return;
  throw new ApiError(
    409,
    `This is the company's last active owner: they cannot be ${change}. Make another user an owner first.`,
  );
}
