// This module's audit rows: who acted (and from where) on which person's login or employee row.
import type { Viewer } from '../../auth/sessions.ts';
import type { Transaction } from '../../db/types.ts';
import { recordAudit } from '../audit/audit.ts';

/** Who acts, from the request: the signed-in viewer and their address. */
export interface Actor {
  viewer: Viewer;
  ip: string;
}

/** The action codes this module writes (the console's AuditTrail reads each as a sentence). */
export const PeopleAction = {
  invited: 'user.invited',
  invitationResent: 'user.invitation_resent',
  invitationRevoked: 'user.invitation_revoked',
  roleChanged: 'user.role_changed',
  deactivated: 'user.deactivated',
  reactivated: 'user.reactivated',
  passwordReset: 'user.password_reset',
  employeeDeactivated: 'employee.deactivated',
  employeeReactivated: 'employee.reactivated',
} as const;

/** One audit row about a person: their login when they have one, else their employee row. */
export async function auditPerson(
  tx: Transaction,
  actor: Actor,
  entry: {
    action: (typeof PeopleAction)[keyof typeof PeopleAction];
    companyId: number;
    userId: number | null;
    employeeId?: number | null;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  },
): Promise<void> {
  await recordAudit(tx, {
    actor: actor.viewer,
    ip: actor.ip,
    companyId: entry.companyId,
    subjectUserId: entry.userId,
    action: entry.action,
    entity: entry.userId === null ? 'employee' : 'user',
    entityId: entry.userId ?? entry.employeeId ?? 0,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
