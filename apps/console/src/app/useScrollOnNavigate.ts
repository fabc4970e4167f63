import { usePageScroll } from '@console/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Every navigation scrolls to the top (spec §2); back and forward put each history entry back where the
 * user left it. Positions are kept per history entry, whichever element scrolls; a page changing only its
 * own query in place (a filter, an open record in a drawer) stays where it is.
 */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shown = useRef({ key: location.key, pathname: location.pathname });
  const scrollTo = usePageScroll(
    () => document.querySelector('main'),
    (top) => positions.current.set(shown.current.key, top),
  );

  useEffect(() => {
    // The browser's own restoration would fight ours (it runs before the page is there).
    window.history.scrollRestoration = 'manual';
  }, []);

  // A layout effect of the app's outermost route: it runs after the frame's own (ui's AppMain puts a kept
  // tab back where it was), so this rule has the last word, before the page is painted.
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous.key === location.key) return;
    shown.current = { key: location.key, pathname: location.pathname };
    if (type === 'REPLACE' && previous.pathname === location.pathname) return;
    scrollTo(type === 'POP' ? (positions.current.get(location.key) ?? 0) : 0);
  }, [location, type, scrollTo]);
}
