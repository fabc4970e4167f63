import type { AdminUserListQuery, AdminUserRow, NamedCompany } from '@console/contract';
import { Button, Card, type DataTableProps } from '@console/ui';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { AdminUserFilters } from './AdminUserFilters';
import { fullName, roleName, timeOrNever, USER_TYPE_NAMES } from './people.logic';
import { StatusTag } from './StatusTag';

type Column = DataTableProps<AdminUserRow>['columns'][number];

export interface AdminUsersProps {
  title: string;
  query: AdminUserListQuery;
  onQueryChange: (change: Partial<AdminUserListQuery>) => void;
  page: Page<AdminUserRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The companies to filter by. */
  companies: readonly NamedCompany[];
  onOpen: (user: AdminUserRow) => void;
  onExport: () => void;
  exporting: boolean;
}

/** /admin-user/index: every user of the platform, filtered and paged by the server; a user opens in a drawer. */
export function AdminUsers({
  title,
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  companies,
  onOpen,
  onExport,
  exporting,
}: AdminUsersProps) {
  const columns: Column[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <Button variant="text" onClick={() => onOpen(row.original)}>
          {fullName(row.original) || row.original.email}
        </Button>
      ),
    },
    { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email },
    { id: 'type', header: 'Type', cell: ({ row }) => USER_TYPE_NAMES[row.original.userType] },
    { id: 'company', header: 'Company', meta: { kind: 'name' }, cell: ({ row }) => row.original.companyName },
    { id: 'role', header: 'Role', cell: ({ row }) => roleName(row.original.userType, row.original.role) },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusTag status={row.original.status} />,
    },
    { id: 'lastLogin', header: 'Last sign-in', cell: ({ row }) => timeOrNever(row.original.lastLoginAt) },
  ];
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card>
        <AdminUserFilters values={query} companies={companies} onApply={onQueryChange} />
      </Card>
      <Card>
        <ServerList
          label="Users"
          noun="users"
          columns={columns}
          getRowId={(row) => String(row.id)}
          page={page}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
          onExport={onExport}
          exporting={exporting}
        />
      </Card>
    </ScreenLayout>
  );
}
