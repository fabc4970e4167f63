import { usePageVisibility } from '@console/ui';
import { useContext, useEffect, useRef } from 'react';
import { type DirtyCheck, UnsavedChangesContext } from './UnsavedChanges';

/**
 * Makes leaving the page ask first while `dirty()` is true and the page is the one in view. Without a guard
 * around (a story, a test) it does nothing. A module apart from the guard, which the app's first script
 * holds: only forms load this.
 */
export function useUnsavedChanges(dirty: DirtyCheck): void {
  const forms = useContext(UnsavedChangesContext);
  const visibility = usePageVisibility();
  const latest = useRef(dirty);
  useEffect(() => {
    latest.current = dirty;
  });
  useEffect(() => forms?.register(() => visibility.shown() && latest.current()), [forms, visibility]);
}
