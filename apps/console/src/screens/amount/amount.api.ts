import type {
  AmountListQuery,
  AmountRow,
  Envelope,
  PayoutRunBody,
  PayoutRunPreview,
  PayoutRunPreviewBody,
  PayoutRunResult,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/**
 * The Amount list's calls (contract `payouts.ts`). Running payouts is silent (the dialog shows a refusal, a
 * 409 says the balances moved since the preview) and carries an Idempotency-Key: a retry after a lost
 * answer sends the same key, so the server answers the run it made instead of queueing payouts twice.
 */
export function createAmountApi(http: Pick<HttpClient, 'get' | 'post' | 'request'>) {
  return {
    list: (query: AmountListQuery) => dataOf(http.get<Envelope<Page<AmountRow>>>('/admin/amounts', query)),
    /** The list's rows as CSV, with exactly its filters and order (paging aside). */
    exportCsv: ({ pageNum: _page, pageSize: _size, ...filters }: AmountListQuery) =>
      http.request<Blob>({
        method: 'GET',
        url: '/admin/amounts/export',
        params: filters,
        responseType: 'blob',
      }),
    preview: (body: PayoutRunPreviewBody) =>
      dataOf(http.post<Envelope<PayoutRunPreview>>('/admin/payoutRuns/preview', body, { silent: true })),
    run: (idempotencyKey: string, body: PayoutRunBody) =>
      dataOf(
        http.post<Envelope<PayoutRunResult>>('/admin/payoutRuns', body, {
          silent: true,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
  };
}

export type AmountApi = ReturnType<typeof createAmountApi>;
