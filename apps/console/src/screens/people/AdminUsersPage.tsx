import { type AdminUserRow, adminUserListQuery, todayIso } from '@console/contract';
import { Drawer } from '@console/ui';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { auditTrailKey, useAuditTrail } from '../../shared/useAuditTrail';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { useFilterCompanies } from '../../shared/useFilterCompanies';
import { usePageQuery } from '../../shared/usePageQuery';
import { AdminUserDetail } from './AdminUserDetail';
import { AdminUsers } from './AdminUsers';
import { ADMIN_USER_SUCCESS, adminUserConfirmation } from './adminUserActions';
import { createAdminUsersApi } from './people.api';
import { exportFileName, fullName } from './people.logic';
import { usePeopleViewer } from './usePeopleViewer';

/** /admin-user/index: the users list (query in the URL), a user's drawer with the actions and audit trail. */
export function AdminUsersPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createAdminUsersApi(http), [http]);
  const queries = useQueryClient();
  const [query, changeQuery] = useListQuery(adminUserListQuery);
  const list = usePageQuery({
    queryKey: ['adminUsers', 'list', query],
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const { brands, retailers } = useFilterCompanies();
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => exportFileName('users', todayIso()),
  );
  const [open, setOpen] = useState<AdminUserRow | null>(null);
  const openId = open?.id ?? 0;
  const user = usePageQuery({
    queryKey: ['adminUsers', 'user', openId],
    queryFn: () => api.get(openId),
    enabled: open !== null,
    placeholderData: open ?? undefined,
  });
  const trail = useAuditTrail(open ? { userId: open.id } : null);
  const act = useConfirmedAction();
  const viewer = usePeopleViewer();
  const shown = user.data ?? open;
  return (
    <>
      <AdminUsers
        title={title}
        query={query}
        onQueryChange={changeQuery}
        page={list.data}
        loading={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        companies={[...brands, ...retailers]}
        onOpen={setOpen}
        onExport={exportCsv}
        exporting={exporting}
      />
      <Drawer
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={shown ? fullName(shown) || shown.email : ''}
        width="820px"
      >
        {shown && (
          <AdminUserDetail
            user={shown}
            viewer={viewer}
            onAction={(action) =>
              void act(
                adminUserConfirmation(action, shown),
                async () => {
                  const next = await api[action](shown.id);
                  queries.setQueryData(['adminUsers', 'user', shown.id], next);
                  void queries.invalidateQueries({ queryKey: ['adminUsers', 'list'] });
                  void queries.invalidateQueries({ queryKey: auditTrailKey({ userId: shown.id }) });
                },
                ADMIN_USER_SUCCESS[action],
              )
            }
            trail={trail}
          />
        )}
      </Drawer>
    </>
  );
}
