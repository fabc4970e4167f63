// Roles inside a company (`users.user_role`) and the rule of spec §6 on the server: a screen with the
// sub-permission number n is for users whose role is at most n. The same numbers name platform admins' roles.
import { ApiError } from '../app/envelope.ts';
import type { Viewer } from './sessions.ts';

/** A brand's or a retailer's user: 1 owner, 2 manager, 3 staff. */
export const CompanyRole = { owner: 1, manager: 2, staff: 3 } as const;
/** A platform admin: 1 super admin, 2 finance, 3 support. */
export const AdminRole = { superAdmin: 1, finance: 2, support: 3 } as const;

const ADMIN = 3;

/** What a 403 says when the viewer's role is below `level`. */
export function roleRefusal(userType: number, level: number): string {
  if (userType === ADMIN)
    return level <= AdminRole.superAdmin
      ? 'Only a super admin can do this.'
      : 'Only a super admin or a finance admin can do this.';
  return level <= CompanyRole.owner
    ? "Only the company's owner can do this."
    : "Only the company's owner or a manager can do this.";
}

/** Refuses (403) a viewer whose role is below `level` (1 the highest). */
export function requireRole(viewer: Pick<Viewer, 'userType' | 'userRole'>, level: number): void {
  if (viewer.userRole > level) throw new ApiError(403, roleRefusal(viewer.userType, level));
}
