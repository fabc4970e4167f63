import { employeeListQuery, todayIso } from '@console/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { Employees } from './Employees';
import { createEmployeesApi } from './people.api';
import { exportFileName } from './people.logic';
import { usePeopleViewer } from './usePeopleViewer';

/** /company/employee (brands and retailers): the list's query lives in the URL; writes refresh the list. */
export function EmployeesPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createEmployeesApi(http), [http]);
  const queries = useQueryClient();
  const [query, changeQuery] = useListQuery(employeeListQuery);
  const list = usePageQuery({
    queryKey: ['employees', 'list', query],
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const shops = usePageQuery({ queryKey: ['employees', 'shops'], queryFn: api.shops });
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => exportFileName('employees', todayIso()),
  );
  const refreshing = <T,>(write: Promise<T>) =>
    write.then((answer) => {
      void queries.invalidateQueries({ queryKey: ['employees', 'list'] });
      return answer;
    });
  const viewer = usePeopleViewer();
  return (
    <Employees
      title={title}
      viewer={viewer}
      query={query}
      onQueryChange={changeQuery}
      page={list.data}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      shops={shops.data ?? []}
      onAdd={(body) => refreshing(api.add(body))}
      onSave={(id, body) => refreshing(api.save(id, body))}
      onAction={(action, row) =>
        refreshing(
          {
            resend: api.resendInvitation,
            revoke: api.revokeInvitation,
            deactivate: api.deactivate,
            reactivate: api.reactivate,
          }[action](row.id),
        )
      }
      onExport={exportCsv}
      exporting={exporting}
    />
  );
}
