import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { loadOnce } from './loadOnce';

/** A lazily loaded component whose code can be fetched ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
  /** Whether its code has arrived: it then renders without suspending. */
  isLoaded: () => boolean;
};

/**
 * Like React.lazy, but once its code has arrived (preloaded, or rendered before) it renders at once instead
 * of suspending: a Suspense fallback that shows even for an instant holds the real content back (React
 * reveals it no sooner than 300 ms after the fallback), which is most of a fast page's first paint.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(async () => {
    loaded = await load();
    return loaded;
  });
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, as React.lazy is.
  function Preloaded(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload, isLoaded: () => loaded !== undefined });
}

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
