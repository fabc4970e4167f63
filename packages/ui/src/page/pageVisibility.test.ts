import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageVisibility } from './pageVisibility';

// A frame every 16 ms: afterNextPaint runs its callback in the task after the next frame.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createPageVisibility', () => {
  it('says at once whether the page is shown, and tells subscribers of each change', () => {
    const visibility = createPageVisibility(true);
    const changes: boolean[] = [];
    visibility.subscribe(() => changes.push(visibility.shown()));
    visibility.setShown(false);
    visibility.setShown(false);
    visibility.setShown(true);
    expect(changes).toEqual([false, true]);
  });

  it('calls onShown when the page comes back, once the next frame is painted, not when it leaves', () => {
    const visibility = createPageVisibility(true);
    const shown = vi.fn();
    visibility.onShown(shown);
    visibility.setShown(false);
    vi.advanceTimersByTime(100);
    expect(shown).not.toHaveBeenCalled();

    visibility.setShown(true);
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a page hidden again before that frame, nor for a listener that left', () => {
    const visibility = createPageVisibility(false);
    const shown = vi.fn();
    const leave = visibility.onShown(shown);
    visibility.setShown(true);
    visibility.setShown(false);
    vi.advanceTimersByTime(100);
    expect(shown).not.toHaveBeenCalled();

    leave();
    visibility.setShown(true);
    vi.advanceTimersByTime(100);
    expect(shown).not.toHaveBeenCalled();
  });

  it('does not count the first showing of a page mounted out of view as coming back', () => {
    const visibility = createPageVisibility(false);
    const shown = vi.fn();
    visibility.onShown(shown);
    visibility.setShown(true);
    vi.advanceTimersByTime(100);
    expect(shown).not.toHaveBeenCalled();
    visibility.setShown(false);
    visibility.setShown(true);
    vi.advanceTimersByTime(100);
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
