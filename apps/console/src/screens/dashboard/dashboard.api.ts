import type { DashboardSummary, Envelope } from '@console/contract';
import type { HttpClient } from '@console/core';

/** The dashboard's calls, typed with `@console/contract`. */
export function createDashboardApi(http: Pick<HttpClient, 'get'>) {
  return {
    /** Not silent: the http client's message says what failed; the page offers a retry. */
    summary: () => http.get<Envelope<DashboardSummary>>('/dashboard/summary').then((body) => body.data),
  };
}

export type DashboardApi = ReturnType<typeof createDashboardApi>;
