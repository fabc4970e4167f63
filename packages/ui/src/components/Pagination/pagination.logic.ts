/** A numbered page button, or an ellipsis that jumps several pages back or forward. */
export type PagerItem =
  | { kind: 'page'; page: number }
  | { kind: 'more'; direction: 'prev' | 'next'; target: number };

export type PaginationPart = 'total' | 'sizes' | 'prev' | 'pager' | 'next' | 'jumper' | '->';

const PARTS: readonly string[] = ['total', 'sizes', 'prev', 'pager', 'next', 'jumper', '->'];

/** Pages for a total: at least 1, so an empty list still shows page 1. */
export function pageCount(total: number, limit: number): number {
  if (!(total > 0) || !(limit > 0)) return 1;
  return Math.max(1, Math.ceil(total / limit));
}

/** A whole page number within 1..pages. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** Buttons of the pager: an odd number from 5 to 21, as the ellipsis layout needs a centre. */
export function normalizePagerCount(count: number): number {
  const whole = Math.min(21, Math.max(5, Math.trunc(Number.isFinite(count) ? count : 7)));
  return whole % 2 === 0 ? whole - 1 : whole;
}

/** How far an ellipsis jumps: the numbered buttons between first and last. */
export function pagerStep(pagerCount: number): number {
  return normalizePagerCount(pagerCount) - 2;
}

/**
 * The pager's buttons, Element style: `pagerCount` numbered buttons counting the first and the last,
 * with an ellipsis on a side that hides pages. Fewer pages than that show every page.
 */
export function pagerItems(current: number, pages: number, pagerCount: number): PagerItem[] {
  const count = normalizePagerCount(pagerCount);
  const total = Math.max(1, Math.trunc(pages));
  const page = clampPage(current, total);
  const half = (count - 1) / 2;
  const prevMore = total > count && page > count - half;
  const nextMore = total > count && page < total - half;

  let from: number;
  let to: number;
  if (prevMore && nextMore) {
    const offset = Math.floor(count / 2) - 1;
    from = page - offset;
    to = page + offset;
  } else if (prevMore) {
    from = total - (count - 2);
    to = total - 1;
  } else if (nextMore) {
    from = 2;
    to = count - 1;
  } else {
    from = 2;
    to = total - 1;
  }

  const step = count - 2;
  const items: PagerItem[] = [{ kind: 'page', page: 1 }];
  if (prevMore) items.push({ kind: 'more', direction: 'prev', target: Math.max(1, page - step) });
  for (let n = from; n <= to; n += 1) items.push({ kind: 'page', page: n });
  if (nextMore) items.push({ kind: 'more', direction: 'next', target: Math.min(total, page + step) });
  if (total > 1) items.push({ kind: 'page', page: total });
  return items;
}

/** The page typed in the jumper, clamped to 1..pages; null when it is not a number. */
export function parseJump(text: string, pages: number): number | null {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? null : clampPage(value, pages);
}

/** The parts named in a layout string, in its order; unknown names and repeats are skipped. */
export function parseLayout(layout: string): PaginationPart[] {
  const parts = layout
    .split(',')
    .map((part) => part.trim())
    .filter((part): part is PaginationPart => PARTS.includes(part));
  return [...new Set(parts)];
}

/** The size options: the given sizes plus the current one when it is not among them, ascending. */
export function sizeOptions(pageSizes: readonly number[], limit: number): number[] {
  return [...new Set([...pageSizes, limit])].filter((size) => size > 0).sort((a, b) => a - b);
}
