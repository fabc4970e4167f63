import type { CheckedState } from '@radix-ui/react-checkbox';

/**
 * The values after ticking (or unticking) `value`, kept in the order of `order` (the options), so the
 * result does not depend on the order of the clicks. Values unknown to `order` stay at the end.
 */
export function toggleValue(
  values: readonly string[],
  value: string,
  checked: boolean,
  order: readonly string[],
): string[] {
  const next = new Set(values);
  if (checked) next.add(value);
  else next.delete(value);
  const known = order.filter((item) => next.has(item));
  const unknown = [...next].filter((item) => !order.includes(item));
  return [...known, ...unknown];
}

/** The state of a "select all" box: ticked when every value is chosen, indeterminate when some are. */
export function selectAllState(selected: readonly string[], all: readonly string[]): CheckedState {
  const chosen = all.filter((value) => selected.includes(value)).length;
  if (chosen === 0) return false;
  return chosen === all.length ? true : 'indeterminate';
}
