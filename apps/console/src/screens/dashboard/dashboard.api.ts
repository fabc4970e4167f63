import type { DashboardSummary, Envelope } from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

/** The dashboard's calls, typed with `@console/contract`. */
export function createDashboardApi(http: Pick<HttpClient, 'get'>) {
  return {
    /** Not silent: the http client's message says what failed; the page offers a retry. */
    summary: () => dataOf(http.get<Envelope<DashboardSummary>>('/dashboard/summary')),
  };
}

export type DashboardApi = ReturnType<typeof createDashboardApi>;
