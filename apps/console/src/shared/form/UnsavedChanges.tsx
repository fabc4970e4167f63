import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import { type Location, useBlocker } from 'react-router-dom';

/** Tells whether a form holds changes not yet saved. */
type DirtyCheck = () => boolean;

const RegisterContext = createContext<((check: DirtyCheck) => () => void) | null>(null);

/** Another page or another tab: the query is part of a tab's key (a detail's id, a list's view). */
function leavesPage(current: Location, next: Location): boolean {
  return current.pathname !== next.pathname || current.search !== next.search;
}

export interface UnsavedChangesGuardProps {
  /** Asks the user whether to leave anyway; true leaves. */
  confirm: () => Promise<boolean>;
  /** False when there is nothing a form could still save (the user has been signed out). */
  active: () => boolean;
  children: ReactNode;
}

/**
 * Asks before a navigation leaves a page whose form holds unsaved changes (react-router's blocker, once for
 * the app; forms register through `useUnsavedChanges`). A kept-alive tab that is hidden has no effects, so
 * only the form in view can hold a navigation back.
 */
export function UnsavedChangesGuard({ confirm, active, children }: UnsavedChangesGuardProps) {
  const checks = useRef(new Set<DirtyCheck>());
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active() && leavesPage(currentLocation, nextLocation) && [...checks.current].some((dirty) => dirty()),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  const register = useCallback((check: DirtyCheck) => {
    checks.current.add(check);
    return () => {
      checks.current.delete(check);
    };
  }, []);
  return <RegisterContext.Provider value={register}>{children}</RegisterContext.Provider>;
}

/**
 * Makes leaving the page ask first while `dirty()` is true. Without a guard around (a story, a test) it does
 * nothing.
 */
export function useUnsavedChanges(dirty: DirtyCheck): void {
  const register = useContext(RegisterContext);
  const latest = useRef(dirty);
  useEffect(() => {
    latest.current = dirty;
  });
  useEffect(() => register?.(() => latest.current()), [register]);
}
