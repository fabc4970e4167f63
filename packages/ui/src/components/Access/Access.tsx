import { checkPermi, checkRole } from '@console/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** What the signed-in user holds: permission codes (e.g. 'system:user:add', '*:*:*') and role keys. */
export interface AccessValue {
  permissions: readonly string[];
  roles: readonly string[];
}

const AccessContext = createContext<AccessValue | null>(null);

const NONE: readonly string[] = [];

export interface AccessProviderProps {
  permissions?: readonly string[];
  roles?: readonly string[];
  children?: ReactNode;
}

/** Gives the user's permissions and roles to <HasPermi>, <HasRole> and the access hooks below it. */
export function AccessProvider({ permissions = NONE, roles = NONE, children }: AccessProviderProps) {
  const value = useMemo(() => ({ permissions, roles }), [permissions, roles]);
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

/** The permissions and roles of the nearest <AccessProvider>. */
export function usePermissions(): AccessValue {
  const value = useContext(AccessContext);
  // Without a provider every check would quietly fail and hide controls: say so instead.
  if (!value) throw new Error('Access checks need an <AccessProvider> above them.');
  return value;
}

/**
 * True when the user holds '*:*:*' or any of the codes. A value that is not a non-empty array of codes
 * throws (a programming error, never a silent hide).
 */
export function useHasPermi(value: readonly string[]): boolean {
  return checkPermi(usePermissions().permissions, value);
}

/** True when the user has the role 'admin' or any of the roles; a bad value throws like useHasPermi. */
export function useHasRole(value: readonly string[]): boolean {
  return checkRole(usePermissions().roles, value);
}

export interface AccessGuardProps {
  /** Permission codes or role keys: any one of them is enough. */
  value: readonly string[];
  /** What to show instead; nothing by default. */
  fallback?: ReactNode;
  children?: ReactNode;
}

/** Renders its children only for a user with one of the permissions; otherwise nothing, not even a wrapper. */
export function HasPermi({ value, fallback = null, children }: AccessGuardProps) {
  return <>{useHasPermi(value) ? children : fallback}</>;
}

/** Renders its children only for a user with one of the roles (or 'admin'); otherwise nothing. */
export function HasRole({ value, fallback = null, children }: AccessGuardProps) {
  return <>{useHasRole(value) ? children : fallback}</>;
}
