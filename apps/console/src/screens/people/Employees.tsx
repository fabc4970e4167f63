import type { EmployeeListQuery, EmployeeRow, EmployeeSaveBody, EmployeeShopOption } from '@console/contract';
import { Button, Card, type DataTableProps, Drawer } from '@console/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { EmployeeFilters } from './EmployeeFilters';
import { EmployeeForm } from './EmployeeForm';
import { EMPLOYEE_ACTION_NAMES, EMPLOYEE_SUCCESS, employeeConfirmation } from './employeeActions';
import {
  editRefusal,
  fullName,
  managesPeople,
  type PeopleViewer,
  type PersonAction,
  POSITION_NAMES,
  personActions,
  roleName,
  timeOrNever,
} from './people.logic';
import { StatusTag } from './StatusTag';

type Column = DataTableProps<EmployeeRow>['columns'][number];

const Muted = styled.span`
  color: var(--console-text-secondary);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 8px;
`;

export interface EmployeesProps {
  title: string;
  viewer: PeopleViewer;
  query: EmployeeListQuery;
  onQueryChange: (change: Partial<EmployeeListQuery>) => void;
  page: Page<EmployeeRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  shops: readonly EmployeeShopOption[];
  onAdd: (body: EmployeeSaveBody) => Promise<unknown>;
  onSave: (id: number, body: EmployeeSaveBody) => Promise<unknown>;
  onAction: (action: Exclude<PersonAction, 'edit'>, row: EmployeeRow) => Promise<unknown>;
  onExport: () => void;
  exporting: boolean;
}

/**
 * /company/employee: the company's people (with or without a console login), filtered and paged by the
 * server; owners and managers add, edit, invite and deactivate them in a drawer, owners change roles.
 */
export function Employees({
  title,
  viewer,
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  shops,
  onAdd,
  onSave,
  onAction,
  onExport,
  exporting,
}: EmployeesProps) {
  const [editing, setEditing] = useState<EmployeeRow | 'new' | null>(null);
  const act = useConfirmedAction();
  const columns: Column[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <>
          {fullName(row.original)}
          {row.original.userId === viewer.userId && <Muted> (you)</Muted>}
        </>
      ),
    },
    { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email ?? '—' },
    { id: 'position', header: 'Position', cell: ({ row }) => POSITION_NAMES[row.original.position] },
    {
      id: 'shops',
      header: 'Shops',
      cell: ({ row }) => row.original.shops.map((shop) => shop.name).join(', ') || '—',
    },
    { id: 'skills', header: 'Skills', cell: ({ row }) => row.original.skills.join(', ') || '—' },
    {
      id: 'role',
      header: 'Company role',
      cell: ({ row }) =>
        row.original.companyRole === null ? <Muted>No login</Muted> : roleName(1, row.original.companyRole),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusTag status={row.original.status} />,
    },
    { id: 'lastLogin', header: 'Last sign-in', cell: ({ row }) => timeOrNever(row.original.lastLoginAt) },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const name = fullName(row.original);
        return (
          <Actions>
            {personActions(viewer, row.original).map((action) =>
              action === 'edit' ? (
                <Button
                  key={action}
                  variant="text"
                  aria-label={`Edit ${name}`}
                  onClick={() => setEditing(row.original)}
                >
                  Edit
                </Button>
              ) : (
                <Button
                  key={action}
                  variant="text"
                  aria-label={`${EMPLOYEE_ACTION_NAMES[action]}: ${name}`}
                  onClick={() =>
                    void act(
                      employeeConfirmation(action, row.original),
                      () => onAction(action, row.original),
                      EMPLOYEE_SUCCESS[action],
                    )
                  }
                >
                  {EMPLOYEE_ACTION_NAMES[action]}
                </Button>
              ),
            )}
          </Actions>
        );
      },
    },
  ];
  const open = editing === 'new' ? null : editing;
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      {!managesPeople(viewer) && <p>{editRefusal(viewer, null)}</p>}
      <Card>
        <EmployeeFilters values={query} shops={shops} onApply={onQueryChange} />
      </Card>
      <Card>
        <ServerList
          label="Employees"
          noun="employees"
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
          actions={
            managesPeople(viewer) ? (
              <Button variant="primary" onClick={() => setEditing('new')}>
                Add employee
              </Button>
            ) : undefined
          }
        />
      </Card>
      <Drawer
        open={editing !== null}
        onOpenChange={(next) => !next && setEditing(null)}
        title={open ? `Edit ${fullName(open)}` : 'Add employee'}
        width="640px"
      >
        {editing !== null && editRefusal(viewer, open) === null && (
          <EmployeeForm
            key={open?.id ?? 'new'}
            editing={open}
            viewer={viewer}
            shops={shops}
            onSave={(body) => (open ? onSave(open.id, body) : onAdd(body))}
            onDone={() => setEditing(null)}
          />
        )}
      </Drawer>
    </ScreenLayout>
  );
}
