// Words for payment logs, shared by the dashboard's recent logs and the payment log screens. Statuses and
// categories are dictionaries an admin may rename; until one loads (or when it fails) the codes read as words.
import type { PayLogDirection, PayLogStatus } from '@console/contract';
import { type DictOption, dictLabel } from '@console/core';
import type { DictTagOption, DictTagType } from '@console/ui';
import { humanise } from '../display.logic';

/** The dictionaries of the payment-log columns (seeded by the API, editable by admins). */
export const PAY_LOG_STATUS_DICT = 'pay_log_status';
export const PAY_LOG_CATEGORY_DICT = 'pay_log_category';

const PAY_LOG_STATUS_TAGS: Record<PayLogStatus, DictTagType> = {
  pending_audit: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Which way a log moves the company's balance. */
export const PAY_LOG_DIRECTIONS: Record<PayLogDirection, { label: string; help: string }> = {
  credit: { label: 'Credit', help: 'Adds to the company’s balance.' },
  debit: { label: 'Debit', help: 'Takes from the company’s balance.' },
};

/**
 * The label of a coded value: the dictionary's when it has one (admins may rename entries), otherwise
 * the code as words, so a raw code never shows while a dictionary loads or when it fails.
 */
export function codeLabel(options: readonly DictOption[], value: string): string {
  const label = dictLabel(options, value);
  return label === value ? humanise(value) : label;
}

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

/** A log's amount signed the way it moves the balance: a debit is negative. */
export function signedCents(log: { direction: PayLogDirection; amountCents: number }): number {
  return log.direction === 'debit' ? -log.amountCents : log.amountCents;
}
