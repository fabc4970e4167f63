/**
 * Runs `callback` once the browser has painted the next frame: work that can wait (loading fresh data,
 * bookkeeping) then stays out of the frame that shows what the user asked for. A hidden document paints no
 * frames, so there it runs in the next task.
 */
export function afterNextPaint(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(callback, 0);
    return;
  }
  // Animation frame callbacks run before the frame's style, layout and paint; a task queued from one runs
  // after them.
  requestAnimationFrame(() => setTimeout(callback, 0));
}
