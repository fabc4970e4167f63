import type { AmountListQuery, AmountRow, OnboardingRequirement, PayoutRunResult } from '@console/contract';
import { isHttpError } from '@console/core';
import { ONBOARDING_REQUIREMENTS } from '../../shared/money/money.labels';
import { dollars } from '../../shared/money.logic';

/** The company types of the list: 1 brands, 2 retailers. */
export const COMPANY_TYPES: Record<number, string> = { 1: 'Brand', 2: 'Retailer' };

type AmountSort = NonNullable<AmountListQuery['sort']>;

/** The table's sort (a column id, '-' first for descending) of each sort the list endpoint takes. */
const TABLE_SORTS: Record<AmountSort, string> = {
  available_desc: '-available',
  available_asc: 'available',
  name: 'company',
};

/** The sort the table shows for the list's; none when the list leaves the order to the server. */
export function tableSortOf(sort: AmountListQuery['sort']): string | undefined {
  return sort ? TABLE_SORTS[sort] : undefined;
}

/** The list's sort for a click on a sortable header: balance either way, or company name (A to Z only). */
export function listSortOf(tableSort: string | undefined): AmountListQuery['sort'] {
  if (tableSort === '-available') return 'available_desc';
  if (tableSort === 'available') return 'available_asc';
  if (tableSort === 'company' || tableSort === '-company') return 'name';
  return undefined;
}

/** Whether the provider may pay the company: 'Not set up' before it started payout set-up. */
export function payoutsEnabledText(enabled: boolean | null): string {
  if (enabled === null) return 'Not set up';
  return enabled ? 'Yes' : 'No';
}

/** What the provider still needs, in words; 'None' when nothing is due. */
export function requirementsText(requirements: readonly OnboardingRequirement[]): string {
  return requirements.length ? requirements.map((code) => ONBOARDING_REQUIREMENTS[code]).join('; ') : 'None';
}

/** The admin's page of a company (under Companies), for its name in the list. */
export function companyPath(row: Pick<AmountRow, 'companyId' | 'type'>): string {
  return `/admin-company/${row.type === 1 ? 'brand' : 'retailer'}/detail/${row.companyId}`;
}

/** A whole number with its noun: 1 payout, 3 payouts, 2 companies. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/** What a finished run did, in one sentence. */
export function runSummary(result: Pick<PayoutRunResult, 'payouts' | 'skipped'>): string {
  const total = result.payouts.reduce((sum, payout) => sum + payout.amountCents, 0);
  const queued = result.payouts.length
    ? `${countOf(result.payouts.length, 'payout')} queued (${dollars(total)}).`
    : 'No payout queued.';
  return result.skipped.length
    ? `${queued} ${countOf(result.skipped.length, 'company', 'companies')} skipped.`
    : queued;
}

/** Why a confirmation did not go through, and what the dialog offers next. */
export type RunFailure =
  /** The balances moved since the preview (409): preview again. */
  | { kind: 'stale'; message: string }
  /** Refused, or no answer: confirm again (after a lost answer with the same key). */
  | { kind: 'failed'; message: string };

const STALE_MESSAGE =
  'Balances moved since this preview, so nothing was queued. Preview again to see what would be paid now.';
const BUSY_MESSAGE = 'This run is still being queued. Wait a moment, then preview again.';
const LOST_MESSAGE =
  'The answer did not arrive. Confirm again: the same run is sent again, so nothing is paid twice.';

export function runFailureOf(error: unknown): RunFailure {
  if (!isHttpError(error))
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  if (error.network) return { kind: 'failed', message: LOST_MESSAGE };
  // Any 409 means the run as previewed cannot go now: balances moved, or the same run is still under way.
  if (error.code === 409) {
    const busy =
      (error.data as { data?: { error?: unknown } } | null)?.data?.error === 'idempotency_key_in_use';
    return { kind: 'stale', message: busy ? BUSY_MESSAGE : STALE_MESSAGE };
  }
  return { kind: 'failed', message: error.message };
}

/** The name the list's CSV is saved under. */
export function amountsFileName(today: string): string {
  return `amounts-${today}.csv`;
}
