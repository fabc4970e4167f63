import type { TransactionListQuery, TransactionReference, TransactionRow } from '@console/contract';
import { payLogPath } from '../payLogs/payLogs.logic';
import { claimPath } from '../returns/return.logic';

/** The Transactions report's filters (paging, the company and the payout are the screen's). */
export type TransactionFilterValues = Pick<TransactionListQuery, 'from' | 'to' | 'type' | 'status'>;

export const NO_TRANSACTION_FILTERS: TransactionFilterValues = {
  from: undefined,
  to: undefined,
  type: undefined,
  status: undefined,
};

/** The filters in force of a query. */
export const transactionFilters = ({
  from,
  to,
  type,
  status,
}: TransactionListQuery): TransactionFilterValues => ({
  from,
  to,
  type,
  status,
});

/** The drill-down of one payout (retailers). */
export const payoutDetailPath = (payoutId: number) => `/reports/payouts/detail?id=${payoutId}`;

/**
 * Where a row's reference and its payout link to, for the viewer: null where the viewer has no page for it
 * (a retailer has no page of payment logs; a brand none of payouts). An admin's screen passes its own.
 */
export interface TransactionLinks {
  reference: (reference: TransactionReference) => string | null;
  payout: (payoutId: number) => string | null;
}

/** A retailer's links: claims to their unit's page, payouts to their drill-down. */
export const RETAILER_LINKS: TransactionLinks = {
  reference: (reference) =>
    reference.type === 'warranty_claim'
      ? claimPath(reference.id)
      : reference.type === 'payout'
        ? payoutDetailPath(reference.id)
        : null,
  payout: payoutDetailPath,
};

/** A brand's links: its claims; it has no payout pages. */
export const BRAND_LINKS: TransactionLinks = {
  reference: (reference) => (reference.type === 'warranty_claim' ? claimPath(reference.id) : null),
  payout: () => null,
};

/** An admin's links (a company's report on its admin page): its claims and payment logs; payouts have no admin page. */
export const ADMIN_LINKS: TransactionLinks = {
  reference: (reference) =>
    reference.type === 'warranty_claim'
      ? claimPath(reference.id)
      : reference.type === 'pay_log'
        ? payLogPath(reference.id)
        : null,
  payout: () => null,
};

/** An ISO timestamp as the report shows it, to the minute in UTC (the date filters are UTC dates). */
export const reportTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** When a row's money is or was available: 'Available on 2026-11-29' while pending, else 'since'; null at once. */
export function availabilityText(row: Pick<TransactionRow, 'status' | 'availableOn'>): string | null {
  if (!row.availableOn) return null;
  const day = row.availableOn.slice(0, 10);
  return row.status === 'pending' ? `Available on ${day}` : `Available since ${day}`;
}

/** '1 transaction', '12 transactions'. */
export const transactionCount = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'transaction' : 'transactions'}`;

/** The export's file name, dated: transactions-2026-11-27.csv. */
export const transactionsFileName = (today: string) => `transactions-${today}.csv`;
