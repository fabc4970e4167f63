import {
  type DealerAction,
  type DealerListQuery,
  type DealerRow,
  dealerListQuery,
  todayIso,
} from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import { usePageQuery } from '../../shared/usePageQuery';
import { exportFileName } from './dealer.logic';
import type { DealersApi } from './dealers.api';
import { RetailerList } from './RetailerList';

const TAB = ['view'];

/** What the requests tab shows: retailers' requests still waiting for the brand. */
export const REQUESTS: Pick<DealerListQuery, 'status' | 'initiatedBy'> = {
  status: 'invited',
  initiatedBy: 'retailer',
};

export interface RetailersTabProps {
  api: DealersApi;
  requests: boolean;
  canAct: boolean;
  onInvite: () => void;
  onAction: (row: DealerRow, action: DealerAction) => void;
  onHistory: (row: DealerRow) => void;
}

/** One tab of /company/retailers: the query lives in the URL (the requests tab fixes its status). */
export function RetailersTab({ api, requests, ...actions }: RetailersTabProps) {
  const [urlQuery, changeQuery] = useListQuery(dealerListQuery, TAB);
  const query = requests ? { ...urlQuery, ...REQUESTS } : urlQuery;
  const list = usePageQuery({
    queryKey: ['dealers', 'retailers', query],
    queryFn: () => api.retailers(query),
    placeholderData: keepPreviousData,
  });
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => exportFileName(todayIso()),
  );
  return (
    <RetailerList
      {...actions}
      query={query}
      onQueryChange={changeQuery}
      page={list.data}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      requests={requests}
      onExport={exportCsv}
      exporting={exporting}
    />
  );
}
