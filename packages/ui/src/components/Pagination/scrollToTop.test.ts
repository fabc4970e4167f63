import { afterEach, describe, expect, it, vi } from 'vitest';
import { easeInOutQuad, scrollToTop } from './scrollToTop';

/** A clock and a frame queue the test advances by hand. */
function frames() {
  let time = 1000;
  let queue: (() => void)[] = [];
  return {
    now: () => time,
    requestFrame: (step: () => void) => {
      queue.push(step);
    },
    advance(ms: number) {
      time += ms;
      const due = queue;
      queue = [];
      for (const step of due) step();
    },
    pending: () => queue.length,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('easeInOutQuad', () => {
  it('starts slow, passes the middle at half way and ends at 1', () => {
    expect(easeInOutQuad(0)).toBe(0);
    expect(easeInOutQuad(0.25)).toBe(0.125);
    expect(easeInOutQuad(0.5)).toBe(0.5);
    expect(easeInOutQuad(0.75)).toBe(0.875);
    expect(easeInOutQuad(1)).toBe(1);
  });
});

describe('scrollToTop', () => {
  it('eases to the top over the duration, by elapsed time', () => {
    const clock = frames();
    const element = { scrollTop: 1000 };
    scrollToTop(element, 800, clock.now, clock.requestFrame);
    clock.advance(0);
    expect(element.scrollTop).toBe(1000);
    clock.advance(200);
    expect(element.scrollTop).toBe(875);
    clock.advance(200);
    expect(element.scrollTop).toBe(500);
    clock.advance(200);
    expect(element.scrollTop).toBe(125);
    // A late frame lands on the top and stops asking for more.
    clock.advance(500);
    expect(element.scrollTop).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('stops where it is when cancelled', () => {
    const clock = frames();
    const element = { scrollTop: 1000 };
    const stop = scrollToTop(element, 800, clock.now, clock.requestFrame);
    clock.advance(400);
    stop();
    clock.advance(400);
    expect(element.scrollTop).toBe(500);
    expect(clock.pending()).toBe(0);
  });

  it('does nothing at the top already', () => {
    const clock = frames();
    const element = { scrollTop: 0 };
    scrollToTop(element, 800, clock.now, clock.requestFrame);
    expect(clock.pending()).toBe(0);
  });

  it('jumps when reduced motion is preferred', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    const clock = frames();
    const element = { scrollTop: 640 };
    scrollToTop(element, 800, clock.now, clock.requestFrame);
    expect(element.scrollTop).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('takes 800 ms by default', () => {
    const clock = frames();
    const element = { scrollTop: 100 };
    scrollToTop(element, undefined, clock.now, clock.requestFrame);
    clock.advance(799);
    expect(element.scrollTop).toBeGreaterThan(0);
    clock.advance(1);
    expect(element.scrollTop).toBe(0);
  });
});
