import { describe, expect, it } from 'vitest';
import { createIdleQueue, type IdleScheduler } from './whenIdle';

/** An idle scheduler the test drives: each `idle()` is one quiet moment of the browser. */
function manualScheduler() {
  const waiting: (() => void)[] = [];
  const scheduler: IdleScheduler = { request: (callback) => waiting.push(callback) };
  const idle = async () => {
    waiting.shift()?.();
    // Let the task's promise settle and the queue ask for the next quiet moment.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { scheduler, idle, waiting };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then one task per quiet moment, in order', async () => {
    const { scheduler, idle } = manualScheduler();
    const queue = createIdleQueue({ scheduler });
    const ran: string[] = [];
    queue.add('a', async () => ran.push('a'));
    queue.add('b', async () => ran.push('b'));
    expect(ran).toEqual([]);
    await idle();
    expect(ran).toEqual(['a']);
    await idle();
    expect(ran).toEqual(['a', 'b']);
  });

  it('runs a task asked for twice once, even after it ran', async () => {
    const { scheduler, idle } = manualScheduler();
    const queue = createIdleQueue({ scheduler });
    let runs = 0;
    queue.add('page', async () => (runs += 1));
    queue.add('page', async () => (runs += 1));
    await idle();
    queue.add('page', async () => (runs += 1));
    await idle();
    await idle();
    expect(runs).toBe(1);
  });

  it('waits while the page in view is busy, and goes on after a failed task', async () => {
    const { scheduler, idle } = manualScheduler();
    let busy = true;
    const queue = createIdleQueue({ scheduler, isBusy: () => busy });
    const ran: string[] = [];
    queue.add('fails', async () => {
      ran.push('fails');
      throw new Error('offline');
    });
    queue.add('next', async () => ran.push('next'));
    await idle();
    await idle();
    expect(ran).toEqual([]);
    busy = false;
    await idle();
    await idle();
    expect(ran).toEqual(['fails', 'next']);
  });

  it('waits for a task to end before the next one starts', async () => {
    const { scheduler, idle, waiting } = manualScheduler();
    const queue = createIdleQueue({ scheduler });
    let finish = () => {};
    queue.add('slow', () => new Promise<void>((resolve) => (finish = resolve)));
    queue.add('after', async () => {});
    await idle();
    expect(waiting).toHaveLength(0);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(waiting).toHaveLength(1);
  });
});
