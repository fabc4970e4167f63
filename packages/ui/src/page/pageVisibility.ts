import { createContext, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { listenerSet } from '../kit/listenerSet';
import { afterNextPaint } from '../kit/paint/afterNextPaint';

/**
 * Whether a kept-alive page is the one in view. Hidden pages keep their state and their effects (they are
 * hidden without being taken down, so showing one again costs no layout or effect work); what must only
 * happen in view asks here: a form holding navigation back, data reloaded when a page comes back.
 */
export interface PageVisibility {
  /** True while the page is the one shown. */
  shown(): boolean;
  /**
   * Calls `listener` each time the page comes back into view (shown before, then hidden), once that frame
   * has been painted.
   */
  onShown(listener: () => void): () => void;
  /** Calls `listener` as soon as the page is shown or hidden (for `usePageShown`). */
  subscribe(listener: () => void): () => void;
}

/** A page's visibility, set by the content area as tabs switch. */
export interface PageVisibilityControl extends PageVisibility {
  setShown(shown: boolean): void;
}

export function createPageVisibility(shown: boolean): PageVisibilityControl {
  let current = shown;
  // A page mounted out of view (kept before it was ever shown) is not coming back when first shown.
  let seen = shown;
  const shownAgain = listenerSet();
  const changed = listenerSet();
  return {
    shown: () => current,
    onShown: shownAgain.add,
    subscribe: changed.add,
    setShown(next) {
      if (next === current) return;
      current = next;
      changed.call();
      if (!next) return;
      const cameBack = seen;
      seen = true;
      if (!cameBack) return;
      afterNextPaint(() => {
        // Hidden again meanwhile (a quick run through the tabs): nothing to do for it now.
        if (current) shownAgain.call();
      });
    },
  };
}

/** Outside the content area (a story, a test, a page of its own) a page is always in view. */
const ALWAYS_SHOWN: PageVisibility = {
  shown: () => true,
  onShown: () => () => {},
  subscribe: () => () => {},
};

export const PageVisibilityContext = createContext<PageVisibility>(ALWAYS_SHOWN);

/** The visibility of the page around the caller; the same object for the page's lifetime. */
export function usePageVisibility(): PageVisibility {
  return useContext(PageVisibilityContext);
}

/**
 * Calls the latest `callback` each time the caller's page comes back into view (not when it first mounts),
 * after that frame is painted: e.g. to load its data again, as a page opened afresh would.
 */
export function useWhenPageShown(callback: () => void): void {
  const visibility = usePageVisibility();
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  useEffect(() => visibility.onShown(() => latest.current()), [visibility]);
}

/** Whether the caller's page is the one in view; re-renders the caller when that changes. */
export function usePageShown(): boolean {
  const visibility = usePageVisibility();
  return useSyncExternalStore(visibility.subscribe, visibility.shown, visibility.shown);
}
