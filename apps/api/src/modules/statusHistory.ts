// Reading a record's status history (domain §2.1: every change is a status_changes row, never edited).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { statusChanges, users } from '../db/schema.ts';

/** A user as the console names them: first and last name, else the e-mail; null for no user (the system). */
export function personName(user: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string | null {
  if (user.email === null) return null;
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

/** One change as the detail endpoints answer it (the contract's status-change shape). */
export interface StatusChangeOut<Status extends string> {
  from: Status | null;
  to: Status;
  actor: string | null;
  reason: string | null;
  at: string;
}

/**
 * The changes of one record, oldest first, with who made each. `Status` is the record's status type: the
 * tables' check constraints hold the stored values to it.
 */
export async function statusHistory<Status extends string>(
  db: Pick<Database, 'select'>,
  entity: string,
  id: number | string,
): Promise<StatusChangeOut<Status>[]> {
  return (await statusHistories<Status>(db, entity, [id])).get(String(id)) ?? [];
}

/**
 * The changes of several records of one kind in one query, by record id as text (the column's type; a record
 * without any is absent).
 */
export async function statusHistories<Status extends string>(
  db: Pick<Database, 'select'>,
  entity: string,
  ids: readonly (number | string)[],
): Promise<Map<string, StatusChangeOut<Status>[]>> {
  const byId = new Map<string, StatusChangeOut<Status>[]>();
  if (!ids.length) return byId;
  const rows = await db
    .select({
      change: statusChanges,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(statusChanges)
    .leftJoin(users, eq(users.id, statusChanges.actorUserId))
    .where(
      and(
        eq(statusChanges.entity, entity),
        inArray(
          statusChanges.entityId,
          ids.map((id) => String(id)),
        ),
      ),
    )
    .orderBy(asc(statusChanges.at), asc(statusChanges.id));
  for (const { change, firstName, lastName, email } of rows) {
    const id = change.entityId;
    const list = byId.get(id) ?? [];
    list.push({
      from: change.fromStatus as Status | null,
      to: change.toStatus as Status,
      actor: personName({ firstName, lastName, email }),
      reason: change.reason,
      at: change.at.toISOString(),
    });
    byId.set(id, list);
  }
  return byId;
}
