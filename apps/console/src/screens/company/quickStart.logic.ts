import type { QuickStartItem } from '@console/contract';

/** How far the Quick Start Guide is: steps done of all, and the first step still to do. */
export function quickStartProgress(items: readonly QuickStartItem[]): {
  done: number;
  total: number;
  next: QuickStartItem | null;
} {
  return {
    done: items.filter((item) => item.done).length,
    total: items.length,
    next: items.find((item) => !item.done) ?? null,
  };
}
