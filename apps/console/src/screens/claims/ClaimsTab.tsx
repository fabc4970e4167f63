import { claimListQuery, todayIso } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import { useFilterCompanies } from '../../shared/useFilterCompanies';
import { usePageQuery } from '../../shared/usePageQuery';
import { ClaimQueue } from './ClaimQueue';
import { claimsExportFileName } from './claim.logic';
import { createClaimsApi } from './claims.api';

const TAB = ['view'];

/** The claims of /warranty/index: the query in the URL (beside the tab), pages cached and de-duplicated. */
export function ClaimsTab() {
  const { http, store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const api = useMemo(() => createClaimsApi(http), [http]);
  const [query, changeQuery] = useListQuery(claimListQuery, TAB);
  const { brands, retailers } = useFilterCompanies();
  const list = usePageQuery({
    queryKey: ['claims', 'list', query],
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => claimsExportFileName(todayIso()),
  );
  return (
    <ClaimQueue
      query={query}
      onQueryChange={changeQuery}
      page={list.data}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      userType={userInfo?.user_type ?? undefined}
      brands={brands}
      retailers={retailers}
      onExport={exportCsv}
      exporting={exporting}
    />
  );
}
