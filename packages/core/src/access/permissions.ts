import { messages } from '../errors';

/** Holding this permission passes every permission check. */
export const SUPER_PERMISSION = '*:*:*';
/** Holding this role passes every role check. */
export const SUPER_ROLE = 'admin';

/** True if the user holds the wildcard permission or exactly `code`; an empty or missing code never passes. */
export function hasPermi(permissions: readonly string[], code: string | null | undefined): boolean {
  if (!code) return false;
  return permissions.includes(SUPER_PERMISSION) || permissions.includes(code);
}

/** Any-of: true if at least one code passes `hasPermi`. An empty list is false. */
export function hasPermiOr(permissions: readonly string[], codes: readonly string[]): boolean {
  return codes.some((code) => hasPermi(permissions, code));
}

/**
 * All-of: true if every code passes `hasPermi`. An empty list is false, not the template's vacuous true:
 * a check that names no permission is more likely a mistake than an intent to grant access.
 */
export function hasPermiAnd(permissions: readonly string[], codes: readonly string[]): boolean {
  return codes.length > 0 && codes.every((code) => hasPermi(permissions, code));
}

/** True if the user has the super role 'admin' or exactly `role`; an empty or missing role never passes. */
export function hasRole(roles: readonly string[], role: string | null | undefined): boolean {
  if (!role) return false;
  return roles.includes(SUPER_ROLE) || roles.includes(role);
}

/** Any-of over `hasRole`. An empty list is false. */
export function hasRoleOr(roles: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((role) => hasRole(roles, role));
}

/** All-of over `hasRole`. An empty list is false, for the same reason as `hasPermiAnd`. */
export function hasRoleAnd(roles: readonly string[], wanted: readonly string[]): boolean {
  return wanted.length > 0 && wanted.every((role) => hasRole(roles, role));
}

function isNonEmptyStringArray(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'string' && item.length > 0)
  );
}

/**
 * Guard of the element-hiding permission component (spec §5): a missing or malformed value is a
 * programming error, so it throws instead of silently hiding or showing the element.
 */
export function assertPermissionValue(value: unknown): asserts value is string[] {
  if (!isNonEmptyStringArray(value)) throw new Error(messages.permiValueRequired);
}

/** Guard of the element-hiding role component (spec §5); see `assertPermissionValue`. */
export function assertRoleValue(value: unknown): asserts value is string[] {
  if (!isNonEmptyStringArray(value)) throw new Error(messages.roleValueRequired);
}

/** What the permission component decides: asserts the value, then any-of. */
export function checkPermi(permissions: readonly string[], value: unknown): boolean {
  assertPermissionValue(value);
  return hasPermiOr(permissions, value);
}

/** What the role component decides: asserts the value, then any-of. */
export function checkRole(roles: readonly string[], value: unknown): boolean {
  assertRoleValue(value);
  return hasRoleOr(roles, value);
}
