import { type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Preloadable } from './preloadable';

/**
 * Whether `component`'s code is in, loading it if not. The caller shows its own placeholder meanwhile and
 * renders the component when this turns true: that render is an ordinary update, which React commits at
 * once, where a suspended component's reveal waits out the 300 ms after its fallback showed. A failed load
 * also answers true, so that the component's own render tries again and its error boundary tells.
 */
function usePreloaded<P extends object>(component: Preloadable<P>): boolean {
  const [ready, setReady] = useState(component.isLoaded);
  useEffect(() => {
    if (ready) return;
    let current = true;
    const settle = () => {
      if (current) setReady(true);
    };
    component.preload().then(settle, settle);
    return () => {
      current = false;
    };
  }, [component, ready]);
  return ready;
}

/**
 * Suspense for a preloadable's code: `fallback` until `component`'s code is in, then `children` (which render
 * it) at once, without React's reveal delay. `children` may still suspend on something else (`fallback`).
 */
export function CodeBoundary<P extends object>({
  component,
  fallback,
  children,
}: {
  component: Preloadable<P>;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const ready = usePreloaded(component);
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
