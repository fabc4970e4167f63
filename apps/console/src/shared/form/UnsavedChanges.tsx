import { usePageVisibility } from '@console/ui';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { type Location, useBlocker } from 'react-router-dom';

/** Tells whether a form holds changes not yet saved. */
type DirtyCheck = () => boolean;

/** The forms of the app that may hold unsaved changes. */
export interface UnsavedChanges {
  /** Adds a form's check; the returned function removes it. */
  register(check: DirtyCheck): () => void;
  /** True when a form in view holds changes not yet saved. */
  pending(): boolean;
}

export function createUnsavedChanges(): UnsavedChanges {
  const checks = new Set<DirtyCheck>();
  return {
    register(check) {
      checks.add(check);
      return () => {
        checks.delete(check);
      };
    },
    pending: () => [...checks].some((dirty) => dirty()),
  };
}

const RegisterContext = createContext<UnsavedChanges['register'] | null>(null);

/** Another page or another tab: the query is part of a tab's key (a detail's id, a list's view). */
function leavesPage(current: Location, next: Location): boolean {
  return current.pathname !== next.pathname || current.search !== next.search;
}

export interface UnsavedChangesGuardProps {
  /** Asks the user whether to leave anyway; true leaves. */
  confirm: () => Promise<boolean>;
  /** False when there is nothing a form could still save (the user has been signed out). */
  active: () => boolean;
  /** The forms' checks, when the app asks them too (e.g. before showing a kept page at once). */
  changes?: UnsavedChanges;
  children: ReactNode;
}

/**
 * Asks before a navigation leaves a page whose form holds unsaved changes (react-router's blocker, once for
 * the app; forms register through `useUnsavedChanges`). Only the form in view can hold a navigation back:
 * a kept-alive tab that is hidden keeps its changes while another tab shows.
 */
export function UnsavedChangesGuard({ confirm, active, changes, children }: UnsavedChangesGuardProps) {
  const [own] = useState(createUnsavedChanges);
  const forms = changes ?? own;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active() && leavesPage(currentLocation, nextLocation) && forms.pending(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  return <RegisterContext.Provider value={forms.register}>{children}</RegisterContext.Provider>;
}

/**
 * Makes leaving the page ask first while `dirty()` is true and the page is the one in view. Without a guard
 * around (a story, a test) it does nothing.
 */
export function useUnsavedChanges(dirty: DirtyCheck): void {
  const register = useContext(RegisterContext);
  const visibility = usePageVisibility();
  const latest = useRef(dirty);
  useEffect(() => {
    latest.current = dirty;
  });
  useEffect(() => register?.(() => visibility.shown() && latest.current()), [register, visibility]);
}
