import { todayIso } from '@console/contract';
import { isHttpError } from '@console/core';
import { AppLink, Empty } from '@console/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { LoadFailed } from '../../shared/LoadFailed';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { idOf } from '../../shared/recordId';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { PayoutDetail } from './PayoutDetail';
import { createReportsApi } from './reports.api';
import { transactionsFileName } from './transactions.logic';

const FIRST_PAGE = { pageNum: 1, pageSize: 20 };

/** /reports/payouts/detail?id=…: one of the company's payouts (another company's reads as not found). */
export function PayoutDetailPage(_props: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createReportsApi(http), [http]);
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const [paging, setPaging] = useState(FIRST_PAGE);
  const query = { ...paging, payoutId: id ?? undefined };
  const payout = usePageQuery({
    queryKey: ['payouts', 'detail', id],
    queryFn: () => api.payout(id as number),
    enabled: id !== null,
  });
  const transactions = usePageQuery({
    queryKey: ['transactions', 'list', query],
    queryFn: () => api.transactions(query),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportTransactions(query),
    () => transactionsFileName(todayIso()),
  );

  if (id === null || (isHttpError(payout.error) && payout.error.code === 404)) {
    return (
      <Empty
        description="There is no such payout, or it is not one of your company's."
        action={<AppLink to="/reports/payouts">Back to the payouts</AppLink>}
      />
    );
  }
  if (payout.isError) {
    return <LoadFailed message="The payout could not be loaded." onRetry={() => void payout.refetch()} />;
  }
  if (!payout.data) return <LoadingScreen inline />;
  return (
    <PayoutDetail
      payout={payout.data}
      transactions={{
        page: transactions.data,
        loading: transactions.isFetching,
        failed: transactions.isError,
        onRetry: () => void transactions.refetch(),
        ...paging,
        onPageChange: setPaging,
        onExport: exportCsv,
        exporting,
      }}
    />
  );
}
