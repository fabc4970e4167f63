import { type ReactNode, useContext, useMemo, useState } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  NavigationType,
  parsePath,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router-dom';

/**
 * Its children see `fullPath` (their tab's) as react-router's location (`useLocation`, `useSearchParams`),
 * whatever the router's: the router gives every reader a new location and a new route context on each
 * navigation, so hidden kept-alive pages re-rendered on every other tab's navigation and the page shown
 * again re-rendered whole. Navigating from inside (`setSearchParams`, `navigate`) still goes through the
 * router: the page is the one in view when it does, and when it replaces its own URL the frame moves its
 * tab, so `fullPath` follows.
 */
export function PageLocation({ fullPath, children }: { fullPath: string; children: ReactNode }) {
  // The route context of the frame's route when the page mounted (the page's own match): the navigate
  // function read from it stays the same, where the router's context is a new object on each navigation.
  const route = useContext(RouteContext);
  const [pageRoute] = useState(() => ({ ...route, outlet: null }));
  const location = useMemo(() => {
    const { pathname = '/', search = '', hash = '' } = parsePath(fullPath);
    return {
      location: { pathname, search, hash, state: null, key: fullPath },
      navigationType: NavigationType.Pop,
    };
  }, [fullPath]);
  return (
    <RouteContext.Provider value={pageRoute}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </RouteContext.Provider>
  );
}
