import type { SortDirection } from '@tanstack/react-table';

/** The `aria-sort` of a sortable column header. */
export function ariaSort(direction: false | SortDirection): 'ascending' | 'descending' | 'none' {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
}

/** The header checkbox: checked when every row of the page is, mixed when only some are. */
export function selectAllState(all: boolean, some: boolean): { checked: boolean; indeterminate: boolean } {
  return { checked: all, indeterminate: some && !all };
}

/** What a column's cells hold; everything but text stays on one line. */
export type CellKind = 'text' | 'number' | 'date' | 'code' | 'name';

/** A column's alignment: as its meta says, else right for numbers and left for the rest. */
export function cellAlign(meta: { align?: 'left' | 'center' | 'right'; kind?: CellKind } | undefined) {
  return meta?.align ?? (meta?.kind === 'number' ? 'right' : 'left');
}

/** A CSS length from a number of pixels or any CSS length. */
export function cssLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

const CONTROLS = 'a, button, input, select, textarea, label, summary, [role="button"], [role="checkbox"]';

/**
 * Whether a click inside a row landed on a control of its own (a link, a button, the selection
 * checkbox), which must not also count as a click on the row.
 */
export function isControlClick(target: EventTarget | null, row: Element): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest(CONTROLS);
  return control !== null && row.contains(control);
}
