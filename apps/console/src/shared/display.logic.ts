import { formatMoney, timezoneOptions } from '@console/core';

/** A time zone by its name in the console's list ('Pacific'), or the IANA id itself. */
export function timezoneName(zone: string): string {
  return timezoneOptions.find((option) => option.value === zone)?.label ?? zone;
}

/** A time zone by its name with the IANA id it stands for: 'Pacific (America/Los_Angeles)'. */
export function timezoneLabel(zone: string | null): string | null {
  if (zone === null) return null;
  const name = timezoneName(zone);
  return name === zone ? zone : `${name} (${zone})`;
}

/** Money with its sign always written: 1250 → '+1,250.00', -300 → '-300.00', 0 → '0.00'. */
export function signedMoney(amount: number): string {
  const text = formatMoney(amount) ?? String(amount);
  return amount > 0 && text !== '0.00' ? `+${text}` : text;
}

/** How an amount reads: gains in green, losses in red, nothing for zero. */
export type AmountTone = 'gain' | 'loss' | 'none';

export function amountTone(amount: number): AmountTone {
  // What rounds to 0.00 shows as zero, so it is coloured as zero.
  if (formatMoney(amount) === '0.00') return 'none';
  return amount > 0 ? 'gain' : 'loss';
}

/** A code as words: 'offline_payment_received' → 'Offline payment received'. */
export function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
