import type { DashboardCard } from '@console/contract';
import { formatMoney } from '@console/core';

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number with thousands separators: 1234 → '1,234'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** A dashboard card's figure: counts as whole numbers, money with two decimals (both with separators). */
export function cardValue(card: Pick<DashboardCard, 'value' | 'format'>): string {
  return card.format === 'money' ? (formatMoney(card.value) ?? String(card.value)) : formatCount(card.value);
}
