import { formatMoney } from '@console/core';

/** A typed price in dollars ('2,499.5', '$ 12') as whole cents; NaN when it is not a price. */
export function centsOf(text: string): number {
  const plain = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the text a money field starts with: 12345 → '123.45'; null → ''. */
export function centsText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return (cents / 100).toFixed(2);
}

/** Cents as money to read: 123450 → '$1,234.50'; null → '—'. */
export function dollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '—';
  return `$${formatMoney(cents / 100) ?? String(cents / 100)}`.replace('$-', '-$');
}

/** A bank account as the console shows it: its last four digits only ('Chase ••••6789'); '—' when none. */
export function destinationText(last4: string | null, bankName: string | null = null): string {
  if (!last4) return '—';
  return bankName ? `${bankName} ••••${last4}` : `••••${last4}`;
}
