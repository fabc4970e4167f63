import type { RouteSearchEntry } from '@console/core';
import { linkTarget } from '../Sidebar/sidebar.logic';

/** How a result reads: its titles joined with ' > ', e.g. 'Reports > Payouts'. */
export function resultLabel(entry: RouteSearchEntry): string {
  return entry.title.join(' > ');
}

/** Where picking a result goes: the path with its query (external addresses as written). */
export function resultTarget(entry: RouteSearchEntry): string {
  return entry.external ? entry.path : linkTarget(entry.path, entry.query);
}

/** Half-open [start, end) character ranges of a label. */
export type TextRange = [number, number];

/**
 * The parts of a label to highlight for a query, case-insensitive: the query as a whole if the label
 * contains it, else its characters in order (how a fuzzy hit like 'Warantis' → 'Warranties' reads), merged
 * into runs. Nothing when the label does not hold them all (e.g. the hit was on the path).
 */
export function highlightRanges(label: string, query: string): TextRange[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const text = label.toLowerCase();
  const at = text.indexOf(wanted);
  if (at >= 0) return [[at, at + wanted.length]];
  const ranges: TextRange[] = [];
  let from = 0;
  for (const char of wanted) {
    if (char.trim() === '') continue;
    const index = text.indexOf(char, from);
    if (index < 0) return [];
    const last = ranges.at(-1);
    if (last && last[1] === index) last[1] = index + 1;
    else ranges.push([index, index + 1]);
    from = index + 1;
  }
  return ranges;
}

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/** Cuts a label into plain and highlighted segments (rendered as text and <mark>, never as HTML). */
export function splitByRanges(label: string, ranges: readonly TextRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start > cursor) segments.push({ text: label.slice(cursor, start), highlighted: false });
    segments.push({ text: label.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < label.length) segments.push({ text: label.slice(cursor), highlighted: false });
  return segments;
}

/** The next highlighted option for an arrow key, wrapping around; -1 means none yet. */
export function moveHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  return current <= 0 ? count - 1 : current - 1;
}
