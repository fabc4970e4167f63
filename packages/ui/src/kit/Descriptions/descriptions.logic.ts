/**
 * The column span of each item in a grid of `columns` columns. A span is clamped to 1..columns; an item
 * that does not fit the rest of its row starts the next one and the item before it widens to close the
 * gap, and the last item widens to the end of its row, so no row is left ragged.
 */
export function descriptionSpans(spans: readonly (number | undefined)[], columns: number): number[] {
  const result: number[] = [];
  let left = columns;
  for (const requested of spans) {
    const span = Math.min(Math.max(Math.floor(requested ?? 1), 1), columns);
    if (span > left) {
      result[result.length - 1] = (result.at(-1) ?? 0) + left;
      left = columns;
    }
    result.push(span);
    left -= span;
    if (left === 0) left = columns;
  }
  if (result.length > 0 && left < columns) result[result.length - 1] = (result.at(-1) ?? 0) + left;
  return result;
}
