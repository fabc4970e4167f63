import { afterNextPaint, NavigationProvider, type NavigationValue, type PrefetchReason } from '@console/ui';
import { type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { ROUTER_BASENAME } from './routePath';

export interface RouterNavigationProps {
  /** Starts loading the page at a path ahead of a likely visit (a menu entry under the pointer, or in view). */
  prefetch?: (to: string, reason: PrefetchReason) => void;
  /**
   * Whether the page at a path can show at once, before the router has been there: a page kept alive in a
   * tab, with nothing to load or check again, and nothing in view that would hold the navigation back.
   */
  showsAtOnce?: (to: string) => boolean;
  children: ReactNode;
}

/** A page shown ahead of the router, and where the router was when it was shown. */
interface Ahead {
  to: string;
  from: string;
}

/**
 * Gives `@console/ui` react-router's location and navigation (ui knows no router itself).
 *
 * Going to a page that `showsAtOnce` is two steps: the location the layout sees becomes that page's in the
 * click's own task (the frame shows the kept page, its tab, menu entry and breadcrumb in the next paint), and
 * the router follows once that frame is painted (its history entry, its state, the re-render of its routes).
 * Doing both in the click made the switch to a kept tab wait for the router's work; the user sees the same
 * frame, sooner. Until the router has moved, the layout sees the page shown ahead.
 */
export function RouterNavigation({ prefetch, showsAtOnce, children }: RouterNavigationProps) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const routerReplaced = useNavigationType() === NavigationType.Replace;
  const routerFullPath = `${location.pathname}${location.search}`;
  // Where the router is now, rendered or not (its state moves before React renders it).
  const dataRouter = useContext(DataRouterContext);
  const routerAt = useCallback(() => {
    if (!dataRouter) return routerFullPath;
    const { pathname, search } = dataRouter.router.state.location;
    const base = dataRouter.basename === '/' ? '' : dataRouter.basename;
    return `${base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname}${search}`;
  }, [dataRouter, routerFullPath]);
  const [ahead, setAhead] = useState<Ahead | null>(null);
  let shownAhead = ahead;
  if (ahead !== null && ahead.from !== routerFullPath) {
    // The router has moved (to that page, or elsewhere if it was sent on): its location rules again.
    shownAhead = null;
    setAhead(null);
  }

  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      const here = routerAt();
      if (options?.replace || to === here || !showsAtOnce?.(to)) {
        void routerNavigate(to, { replace: options?.replace });
        return;
      }
      const step = { to, from: here };
      flushSync(() => setAhead(step));
      afterNextPaint(() => {
        void Promise.resolve(routerNavigate(to)).finally(() => {
          // The router stayed where it was (the navigation was held back): show its page again.
          if (routerAt() === step.from) setAhead((current) => (current === step ? null : current));
        });
      });
    },
    [routerAt, routerNavigate, showsAtOnce],
  );

  const fullPath = shownAhead?.to ?? routerFullPath;
  const pathname = shownAhead ? (fullPath.split(/[?#]/)[0] ?? fullPath) : location.pathname;
  const replaced = shownAhead ? false : routerReplaced;
  const value = useMemo<NavigationValue>(
    () => ({
      pathname,
      fullPath,
      replaced,
      navigate,
      href: (to) => `${ROUTER_BASENAME}${to}`,
      prefetch,
    }),
    [pathname, fullPath, replaced, navigate, prefetch],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
