import type { DashboardCard, PayLogStatus } from '@console/contract';
import { type DictOption, dictLabel, formatMoney } from '@console/core';
import type { DictTagOption, DictTagType } from '@console/ui';
import { humanise } from '../../shared/display.logic';

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number with thousands separators: 1234 → '1,234'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** A dashboard card's figure: counts as whole numbers, money with two decimals (both with separators). */
export function cardValue(card: Pick<DashboardCard, 'value' | 'format'>): string {
  return card.format === 'money' ? (formatMoney(card.value) ?? String(card.value)) : formatCount(card.value);
}

/**
 * The label of a coded value: the dictionary's when it has one (admins may rename entries), otherwise
 * the code as words, so a raw code never shows while a dictionary loads or when it fails.
 */
export function codeLabel(options: readonly DictOption[], value: string): string {
  const label = dictLabel(options, value);
  return label === value ? humanise(value) : label;
}

/** The dictionaries of the payment-log columns (seeded by the API, editable by admins). */
export const PAY_LOG_STATUS_DICT = 'pay_log_status';
export const PAY_LOG_CATEGORY_DICT = 'pay_log_category';

const PAY_LOG_STATUS_TAGS: Record<PayLogStatus, DictTagType> = {
  pending_audit: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/**
 * The options of the status tag: the dictionary's once loaded, otherwise the known statuses in their
 * usual colours, so the column never sits empty while the dictionary loads (or when it fails).
 */
export function payLogStatusOptions(entries: readonly DictTagOption[]): readonly DictTagOption[] {
  if (entries.length > 0) return entries;
  return Object.entries(PAY_LOG_STATUS_TAGS).map(([value, type]) => ({
    label: humanise(value),
    value,
    raw: { listClass: type },
  }));
}
