import { type ComponentType, lazy } from 'react';
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
