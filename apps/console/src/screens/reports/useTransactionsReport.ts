import { todayIso, transactionListQuery } from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import { usePageQuery } from '../../shared/usePageQuery';
import { createReportsApi } from './reports.api';
import type { TransactionsReportProps } from './TransactionsReport';
import { transactionsFileName } from './transactions.logic';

/**
 * The Transactions report's data, its query in the URL (`keep`: the page's own parameters, e.g. its tab),
 * pages cached and de-duplicated, and the CSV of the same filters. `companyId`: the company an admin reads;
 * brands and retailers read their own.
 */
export function useTransactionsReport(
  keep: readonly string[] = [],
  companyId?: number,
): Omit<TransactionsReportProps, 'links'> {
  const { http } = useServices();
  const api = useMemo(() => createReportsApi(http), [http]);
  const [urlQuery, onQueryChange] = useListQuery(transactionListQuery, keep);
  const query = companyId === undefined ? urlQuery : { ...urlQuery, companyId };
  const list = usePageQuery({
    queryKey: ['transactions', 'list', query],
    queryFn: () => api.transactions(query),
    placeholderData: keepPreviousData,
  });
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportTransactions(query),
    () => transactionsFileName(todayIso()),
  );
  return {
    query,
    onQueryChange,
    page: list.data,
    loading: list.isFetching,
    failed: list.isError,
    onRetry: () => void list.refetch(),
    onExport: exportCsv,
    exporting,
  };
}
