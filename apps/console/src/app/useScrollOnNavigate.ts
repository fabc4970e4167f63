import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const SCROLLING = /^(auto|scroll|overlay)$/;

/**
 * What scrolls the page: in the console frame with a fixed header, the content area around the main region
 * (ui's AppMain); otherwise, and on the public pages, the document.
 */
function pageScroller(): Element {
  const main = document.querySelector('main');
  for (let node = main?.parentElement ?? null; node; node = node.parentElement) {
    if (SCROLLING.test(getComputedStyle(node).overflowY)) return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

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

  useEffect(() => {
    // The browser's own restoration would fight ours (it runs before the page is there).
    window.history.scrollRestoration = 'manual';
    // Scroll events do not bubble: listen in the capture phase, whichever element scrolls.
    const onScroll = (event: Event) => {
      const scroller = pageScroller();
      const target = event.target === document ? document.scrollingElement : event.target;
      if (target === scroller) positions.current.set(shown.current.key, scroller.scrollTop);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, []);

  // A layout effect of the app's outermost route: it runs after the frame's own (ui's AppMain puts a kept
  // tab back where it was), so this rule has the last word, before the page is painted.
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous.key === location.key) return;
    shown.current = { key: location.key, pathname: location.pathname };
    if (type === 'REPLACE' && previous.pathname === location.pathname) return;
    pageScroller().scrollTop = type === 'POP' ? (positions.current.get(location.key) ?? 0) : 0;
  }, [location, type]);
}
