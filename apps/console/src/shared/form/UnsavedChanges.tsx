import { createContext, type ReactNode, useEffect, useState } from 'react';
import { type Location, useBlocker } from 'react-router-dom';

/** Tells whether a form holds changes not yet saved. */
export type DirtyCheck = () => boolean;

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

/** The guard's forms: a form adds its check (`useUnsavedChanges`); the frame asks whether any is pending. */
export const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

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
 * the app; forms register through `useUnsavedChanges`). Only the form in view can hold a navigation back:
 * a kept-alive tab that is hidden keeps its changes while another tab shows.
 */
export function UnsavedChangesGuard({ confirm, active, children }: UnsavedChangesGuardProps) {
  const [forms] = useState(createUnsavedChanges);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active() && leavesPage(currentLocation, nextLocation) && forms.pending(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  return <UnsavedChangesContext.Provider value={forms}>{children}</UnsavedChangesContext.Provider>;
}
