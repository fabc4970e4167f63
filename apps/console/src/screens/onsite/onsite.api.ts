import type { CompanyBalanceResult, Envelope, LedgerEntryListQuery, LedgerEntryRow } from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';

/** One page of GET /onsite/fn/ledgerEntries. */
export interface LedgerEntryPage {
  rows: LedgerEntryRow[];
  total: number;
}

/**
 * The balance history's calls, typed with `@console/contract`. Not silent: the http client's message says
 * what failed, and the page keeps its place with a retry.
 */
export function createOnsiteApi(http: Pick<HttpClient, 'get'>) {
  return {
    companyBalance: () => dataOf(http.get<Envelope<CompanyBalanceResult>>('/onsite/fn/companyBalance')),
    ledgerEntries: (query: LedgerEntryListQuery) =>
      dataOf(http.get<Envelope<LedgerEntryPage>>('/onsite/fn/ledgerEntries', query)),
  };
}

export type OnsiteApi = ReturnType<typeof createOnsiteApi>;
