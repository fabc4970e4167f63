import { PAGINATION } from '@console/core';

/** Anything that scrolls vertically: an element, or document.scrollingElement. */
export interface ScrollTarget {
  scrollTop: number;
}

/** Quadratic ease-in-out: speeds up through the first half, slows down through the second. */
export function easeInOutQuad(progress: number): number {
  return progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls `element` to the top over `durationMs` with ease-in-out, by elapsed time rather than a fixed
 * step per frame; with reduced motion preferred (or no duration) it jumps. Returns a function that stops
 * the animation where it is.
 */
export function scrollToTop(
  element: ScrollTarget,
  durationMs: number = PAGINATION.scrollDurationMs,
  now: () => number = () => performance.now(),
  requestFrame: (step: () => void) => void = (step) => requestAnimationFrame(step),
): () => void {
  const start = element.scrollTop;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  if (start <= 0) return stop;
  if (durationMs <= 0 || prefersReducedMotion()) {
    element.scrollTop = 0;
    return stop;
  }
  const startedAt = now();
  const step = () => {
    if (stopped) return;
    const progress = Math.min(1, (now() - startedAt) / durationMs);
    element.scrollTop = start * (1 - easeInOutQuad(progress));
    if (progress < 1) requestFrame(step);
  };
  requestFrame(step);
  return stop;
}

/**
 * The element that scrolls `element` into view: its nearest ancestor with vertical overflow that actually
 * overflows (the content area under a fixed header), else the document.
 */
export function scrollParentOf(element: Element | null): Element | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return document.scrollingElement;
}
