// Switching a person off and on. Off: their employee row, their login (users.status 0), its sessions (the
// next request with an old token answers 401) and its unused e-mailed links. On: the row and the login again;
// a login that never had a password is invited again and needs a new link (resend).
import { eq } from 'drizzle-orm';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { employees, UserStatus, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { endSignedLinks } from '../account/signedLinks.ts';

/** The person: their employee row and/or their login (an admin's user may have no employee row). */
export interface PersonRef {
  employeeId: number | null;
  userId: number | null;
}

export async function switchOff(tx: Transaction, person: PersonRef, now = new Date()): Promise<void> {
  if (person.employeeId !== null)
    await tx
      .update(employees)
      .set({ active: false, updatedAt: now })
      .where(eq(employees.id, person.employeeId));
  if (person.userId === null) return;
  await tx.update(users).set({ status: UserStatus.disabled }).where(eq(users.id, person.userId));
  await revokeUserSessions(tx, person.userId, undefined, now);
  await endSignedLinks(tx, person.userId, undefined, now);
}

export async function switchOn(tx: Transaction, person: PersonRef, now = new Date()): Promise<void> {
  if (person.employeeId !== null)
    await tx
      .update(employees)
      .set({ active: true, updatedAt: now })
      .where(eq(employees.id, person.employeeId));
  if (person.userId !== null)
    await tx.update(users).set({ status: UserStatus.active }).where(eq(users.id, person.userId));
}
