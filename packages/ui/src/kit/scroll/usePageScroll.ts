import { useCallback, useEffect, useRef } from 'react';

const SCROLLING = new Set(['auto', 'scroll', 'overlay']);

// The page's scroller and where it was last seen, shared by every user of the hook (the frame and the app
// both put the page somewhere on a navigation); null until it first scrolls (it starts at the top).
const seen: { current: { scroller: Element; top: number } | null } = { current: null };

/** The element that scrolls the page's content: `main` or an ancestor, else the document. */
export function findPageScroller(main: Element | null): Element {
  for (let node = main; node; node = node.parentElement) {
    if (SCROLLING.has(getComputedStyle(node).overflowY)) return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

/**
 * Follows the scroll position of the element that scrolls the content around `main()` (whichever it is:
 * with a fixed header the content area, else the document) and returns a function that puts it somewhere.
 * `onScroll` hears each position the user scrolls to. The returned function leaves the element alone when
 * its scroll events say it is there already: reading or writing `scrollTop` makes the browser lay the page
 * out at once, and in a React commit that is the page just shown, before its paint.
 */
export function usePageScroll(
  main: () => Element | null,
  onScroll: (top: number) => void,
): (top: number) => void {
  const latest = useRef({ main, onScroll });
  latest.current = { main, onScroll };

  useEffect(() => {
    // Scroll events do not bubble: listen in the capture phase, whichever element scrolls.
    const listener = (event: Event) => {
      const main = latest.current.main();
      if (!main) return;
      const scroller = findPageScroller(main);
      const target = event.target === document ? document.scrollingElement : event.target;
      if (target !== scroller) return;
      seen.current = { scroller, top: scroller.scrollTop };
      latest.current.onScroll(scroller.scrollTop);
    };
    document.addEventListener('scroll', listener, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', listener, { capture: true });
  }, []);

  return useCallback((top: number) => {
    const last = seen.current?.scroller.isConnected ? seen.current : null;
    if ((last?.top ?? 0) === top) return;
    const scroller = last?.scroller ?? findPageScroller(latest.current.main());
    scroller.scrollTop = top;
    seen.current = { scroller, top };
  }, []);
}
