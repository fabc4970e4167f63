import type {
  Envelope,
  OnboardingStepBody,
  PayoutDetail,
  PayoutListQuery,
  PayoutRow,
  PayoutSetup,
  TransactionListQuery,
  TransactionPage,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/** The query without its paging: what an export takes (exactly the list's filters). */
const filtersOf = <Query extends { pageNum: number; pageSize: number }>({
  pageNum: _page,
  pageSize: _size,
  ...filters
}: Query) => filters;

/**
 * The Transactions and Payouts calls, typed with `@console/contract`. The onboarding steps are silent: the
 * step's form shows the refusal on its fields. The set-up's writes carry an Idempotency-Key (the caller makes
 * one per attempt), so a double click or a retried request starts or saves nothing twice.
 */
export function createReportsApi(http: Pick<HttpClient, 'get' | 'post' | 'request'>) {
  const csv = (url: string, params: object) =>
    http.request<Blob>({ method: 'GET', url, params, responseType: 'blob' });
  return {
    transactions: (query: TransactionListQuery) =>
      dataOf(http.get<Envelope<TransactionPage>>('/transactions', query)),
    exportTransactions: (query: TransactionListQuery) => csv('/transactions/export', filtersOf(query)),
    payoutSetup: () => dataOf(http.get<Envelope<PayoutSetup>>('/payouts/setup')),
    startPayoutSetup: (idempotencyKey: string) =>
      dataOf(
        http.post<Envelope<unknown>>(
          '/payouts/setup/start',
          {},
          { headers: { 'Idempotency-Key': idempotencyKey } },
        ),
      ),
    submitRequirement: (idempotencyKey: string, body: OnboardingStepBody) =>
      dataOf(
        http.post<Envelope<unknown>>('/payouts/setup/requirement', body, {
          silent: true,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    payouts: (query: PayoutListQuery) => dataOf(http.get<Envelope<Page<PayoutRow>>>('/payouts', query)),
    exportPayouts: (query: PayoutListQuery) => csv('/payouts/export', filtersOf(query)),
    payout: (id: number) => dataOf(http.get<Envelope<PayoutDetail>>(`/payouts/${id}`)),
  };
}

export type ReportsApi = ReturnType<typeof createReportsApi>;
