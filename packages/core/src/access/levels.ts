/** The part of a route that decides who may see it (spec §2 "Menu and route building", §6). */
export interface AccessRule {
  /** Allowed user types (1 brand, 2 retailer, 3 admin); undefined or empty means open to all. */
  userTypes?: readonly number[];
  /** The sidebar permissions number: shown only while the user's role number is at most this. */
  permissions?: number;
}

export interface AccessViewer {
  userType?: number | null;
  userRole?: number | null;
}

export type AccessDenialReason = 'user-type' | 'permission-level';

export interface AccessResult {
  can: boolean;
  reason?: AccessDenialReason;
}

/**
 * Sidebar rule of spec §6: shown only if userRole < permissions + 1. Without a permissions number the
 * entry is shown; with one, an unknown role is hidden, since it cannot be proven low enough.
 */
export function passesPermissionLevel(userRole: number | null | undefined, permissions?: number): boolean {
  if (permissions === undefined) return true;
  if (userRole === null || userRole === undefined) return false;
  return userRole < permissions + 1;
}

/** A route listing user types is limited to them (an unknown user type fails); no list is open to all. */
export function allowsUserType(route: AccessRule, userType: number | null | undefined): boolean {
  if (!route.userTypes || route.userTypes.length === 0) return true;
  return userType !== null && userType !== undefined && route.userTypes.includes(userType);
}

/** Both route rules at once, with the reason of a refusal (user type is checked first). */
export function canAccessRoute(route: AccessRule, viewer: AccessViewer): AccessResult {
  if (!allowsUserType(route, viewer.userType)) return { can: false, reason: 'user-type' };
  if (!passesPermissionLevel(viewer.userRole, route.permissions)) {
    return { can: false, reason: 'permission-level' };
  }
  return { can: true };
}
