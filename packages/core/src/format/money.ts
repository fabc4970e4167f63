const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // Not 'auto': a value that rounds to zero must not read '-0.00'.
  signDisplay: 'negative',
});

/**
 * Money as the console shows it (spec §7): two decimals, thousands separators, a leading '-' when
 * negative. Accepts numbers and numeric strings; anything else (NaN, '', 'abc', null) gives null.
 */
export function formatMoney(value: unknown): string | null {
  let amount: number;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string' && value.trim() !== '') amount = Number(value.trim());
  else return null;
  return Number.isFinite(amount) ? moneyFormat.format(amount) : null;
}
