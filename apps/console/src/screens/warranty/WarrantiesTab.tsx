import { todayIso, warrantyListQuery } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { useNavigation } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import { WarrantyList } from './WarrantyList';
import { createWarrantyApi } from './warranty.api';
import { exportFileName } from './warranty.logic';

const TAB = ['view'];
const BRAND = 1;
const ADMIN = 3;

/** The warranties of /warranty/index for every role: the query lives in the URL; pages are cached and de-duplicated. */
export function WarrantiesTab() {
  const { http, store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const { navigate } = useNavigation();
  const api = useMemo(() => createWarrantyApi(http), [http]);
  const [query, changeQuery] = useListQuery(warrantyListQuery, TAB);
  const list = useQuery({
    queryKey: ['warranties', 'list', query],
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const products = useQuery({ queryKey: ['catalogue', 'products'], queryFn: () => api.products() });
  const userType = userInfo?.user_type;
  const companyId = userInfo?.company_id;
  // The retailer filter: a brand's dealers, every retailer for an admin; a retailer sees only its own sales.
  const retailers = useQuery({
    queryKey: ['warranties', 'retailerFilter', userType, companyId],
    queryFn: () => (userType === ADMIN ? api.allRetailers() : api.sellingRetailers(Number(companyId))),
    enabled: userType === ADMIN || (userType === BRAND && companyId != null),
  });
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => exportFileName(todayIso()),
  );

  return (
    <WarrantyList
      query={query}
      onQueryChange={changeQuery}
      page={list.data}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      products={products.data?.rows ?? []}
      retailers={retailers.data ?? []}
      onRegister={() => navigate('/warranty/addwar')}
      onExport={exportCsv}
      exporting={exporting}
    />
  );
}
