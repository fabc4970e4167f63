import { todayIso, warrantyListQuery } from '@console/contract';
import { useNavigation, useScreenCommands } from '@console/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import { useFilterCompanies } from '../../shared/useFilterCompanies';
import { usePageQuery } from '../../shared/usePageQuery';
import { COMMAND_IDS } from '../../shell/commands';
import { WarrantyList } from './WarrantyList';
import { createWarrantyApi } from './warranty.api';
import { exportFileName } from './warranty.logic';
import { warrantyListOptions } from './warranty.queries';

const TAB = ['view'];

/** The warranties of /warranty/index for every role: the query lives in the URL; pages are cached and de-duplicated. */
export function WarrantiesTab() {
  const { http } = useServices();
  const { navigate } = useNavigation();
  const api = useMemo(() => createWarrantyApi(http), [http]);
  const [query, changeQuery] = useListQuery(warrantyListQuery, TAB);
  const list = usePageQuery({ ...warrantyListOptions(api, query), placeholderData: keepPreviousData });
  const products = usePageQuery({ queryKey: ['catalogue', 'products'], queryFn: () => api.products() });
  const { retailers } = useFilterCompanies();
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => exportFileName(todayIso()),
  );
  // The palette offers the list's two buttons while this tab is in view (every role has both).
  useScreenCommands([
    {
      id: COMMAND_IDS.registerWarranty,
      title: 'Register a warranty',
      run: () => navigate('/warranty/addwar'),
    },
    { id: 'exportWarranties', title: 'Export warranties', keywords: ['csv', 'download'], run: exportCsv },
  ]);

  return (
    <WarrantyList
      query={query}
      onQueryChange={changeQuery}
      page={list.data}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      products={products.data?.rows ?? []}
      retailers={retailers}
      onRegister={() => navigate('/warranty/addwar')}
      onExport={exportCsv}
      exporting={exporting}
    />
  );
}
