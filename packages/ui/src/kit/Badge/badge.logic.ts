/**
 * What a badge shows: the count, `max+` above the maximum (99+ by default), or nothing (no value, or
 * zero unless `showZero`). Strings show as they are.
 */
export function badgeText(value: number | string | undefined, max = 99, showZero = false): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (value === 0 && !showZero) return null;
  return value > max ? `${max}+` : String(value);
}
