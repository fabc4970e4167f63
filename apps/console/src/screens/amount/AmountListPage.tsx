import { amountListQuery, todayIso } from '@console/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { AmountList } from './AmountList';
import { createAmountApi } from './amount.api';
import { amountsFileName } from './amount.logic';
import { RunPayoutsDialog } from './RunPayoutsDialog';
import { useRunPayouts } from './useRunPayouts';

/** /amount/index (super and finance admins): the balances from the API, Run payouts with its preview. */
export function AmountListPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createAmountApi(http), [http]);
  const queries = useQueryClient();
  const [query, changeQuery] = useListQuery(amountListQuery);
  const list = usePageQuery({
    queryKey: ['amounts', 'list', query],
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => amountsFileName(todayIso()),
  );
  // Every company with a balance: the server decides who is paid and who is skipped, and says why.
  const preview = useCallback(() => api.preview({}), [api]);
  const run = useRunPayouts({ preview, run: api.run }, () => {
    void queries.invalidateQueries({ queryKey: ['amounts'] });
  });
  return (
    <>
      <AmountList
        title={title}
        query={query}
        onQueryChange={changeQuery}
        page={list.data}
        loading={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onExport={exportCsv}
        exporting={exporting}
        onRunPayouts={run.preview}
      />
      <RunPayoutsDialog
        state={run.state}
        onPreview={run.preview}
        onConfirm={run.confirm}
        onClose={run.close}
      />
    </>
  );
}
