import { type RefObject, useLayoutEffect, useState } from 'react';

/** Whether the element's content is larger than its box (it scrolls), kept up to date as either resizes. */
export function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setOverflowing(
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first report comes once the browser has laid the element out: measuring here, in
    // React's commit, forced a layout of the whole page (a kept-alive page shown again re-runs this).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
