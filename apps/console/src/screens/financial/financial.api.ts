import type { Envelope, FinancialQueryInput, FinancialReport, LedgerIntegrity } from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

/** The Financial page's calls, typed with `@console/contract`. */
export function createFinancialApi(http: Pick<HttpClient, 'get' | 'post' | 'request'>) {
  return {
    report: (query: FinancialQueryInput) =>
      dataOf(http.get<Envelope<FinancialReport>>('/admin/financial', query)),
    /** The same figures as CSV. */
    exportCsv: (query: FinancialQueryInput) =>
      http.request<Blob>({
        method: 'GET',
        url: '/admin/financial/export',
        params: query,
        responseType: 'blob',
      }),
    integrity: () => dataOf(http.get<Envelope<LedgerIntegrity>>('/admin/ledgerIntegrity')),
    /** Silent: the dialog shows the refusal beside the note. */
    resolveAlert: (id: number, note: string) =>
      dataOf(http.post<Envelope<null>>(`/admin/ledgerAlerts/${id}/resolve`, { note }, { silent: true })),
  };
}

export type FinancialApi = ReturnType<typeof createFinancialApi>;
