/** What the browser offers to wait for a quiet moment (Safari has no requestIdleCallback). */
export interface IdleScheduler {
  request: (callback: () => void) => void;
}

const browserIdle: IdleScheduler = {
  request: (callback) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(callback) : setTimeout(callback, 200),
};

/** The performance mark each idle task starts with. */
export const IDLE_LOAD_MARK = 'console:idle-load';

/**
 * Work done only when the browser has nothing else to do, one task at a time: each waits for a quiet
 * moment and for the task before it to end, so early loads never compete with what the page in view asks
 * for (its code, its data, its first paint). A task asked for twice runs once.
 */
export function createIdleQueue({
  isBusy = () => false,
  scheduler = browserIdle,
}: {
  /** True while the page in view is still loading what it shows (its queries): the queue waits it out. */
  isBusy?: () => boolean;
  scheduler?: IdleScheduler;
} = {}) {
  const queued = new Map<string, () => Promise<unknown>>();
  const done = new Set<string>();
  let running = false;

  const next = () => {
    scheduler.request(() => {
      if (isBusy()) {
        next();
        return;
      }
      const [key, task] = queued.entries().next().value ?? [];
      if (!key || !task) {
        running = false;
        return;
      }
      queued.delete(key);
      done.add(key);
      // Named in the browser's performance timeline (DevTools, bench/page), apart from the page's own loads.
      performance.mark(IDLE_LOAD_MARK, { detail: key });
      task()
        .catch(() => {})
        .finally(next);
    });
  };

  return {
    /** Runs `task` once the browser is idle, unless a task under `key` was queued before. */
    add(key: string, task: () => Promise<unknown>): void {
      if (done.has(key) || queued.has(key)) return;
      queued.set(key, task);
      if (!running) {
        running = true;
        next();
      }
    },
  };
}
