import { adminCompanyListQuery, todayIso } from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { createAdminCompaniesApi } from './adminCompanies.api';
import { exportFileName, kindOfPath } from './adminCompanies.logic';
import { CompanyList } from './CompanyList';

/** /admin-company/brand and /admin-company/retailer (admins): the query lives in the URL; pages are cached. */
export function AdminCompaniesPage({ title, fullPath }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createAdminCompaniesApi(http), [http]);
  const kind = kindOfPath(fullPath);
  const [query, changeQuery] = useListQuery(adminCompanyListQuery);
  const list = usePageQuery({
    queryKey: ['adminCompanies', 'list', kind, query],
    queryFn: () => api.list(kind, query),
    placeholderData: keepPreviousData,
  });
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(kind, query),
    () => exportFileName(kind, todayIso()),
  );
  return (
    <CompanyList
      kind={kind}
      title={title}
      query={query}
      onQueryChange={changeQuery}
      page={list.data}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      onExport={exportCsv}
      exporting={exporting}
    />
  );
}
