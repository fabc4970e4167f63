import type {
  AdminCompanyDetail,
  AdminCompanyShop,
  AdminCompanyUser,
  BrandRequestRow,
  CompanyStatusBody,
} from '@console/contract';
import {
  AppLink,
  Button,
  Card,
  DataTable,
  type DataTableProps,
  Descriptions,
  Empty,
  Skeleton,
  Tag,
} from '@console/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { AuditTrail, type AuditTrailProps } from '../../shared/AuditTrail';
import { humanise, timezoneLabel } from '../../shared/display.logic';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { historyTime, StatusHistory } from '../../shared/StatusHistory';
import { COMPANY_STATUSES, kindOfType, listPath, ROLE_NAMES, USER_STATUSES } from './adminCompanies.logic';
import { type CompanyStatusAction, CompanyStatusForm } from './CompanyStatusForm';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h3 {
    margin: 8px 0 0;
    font-size: 16px;
    font-weight: 600;
  }
`;

const userColumns: DataTableProps<AdminCompanyUser>['columns'] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email },
  {
    id: 'role',
    header: 'Role',
    cell: ({ row }) => ROLE_NAMES[row.original.role] ?? String(row.original.role),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const status = USER_STATUSES[row.original.status];
      return <Tag type={status.tag}>{status.label}</Tag>;
    },
  },
  {
    id: 'lastLoginAt',
    header: 'Last sign-in',
    meta: { kind: 'date' },
    cell: ({ row }) => (row.original.lastLoginAt ? historyTime(row.original.lastLoginAt) : 'Never'),
  },
];

const shopColumns: DataTableProps<AdminCompanyShop>['columns'] = [
  {
    id: 'name',
    header: 'Shop',
    cell: ({ row }) => <AppLink to={`/admin/shop/detail/${row.original.id}`}>{row.original.name}</AppLink>,
  },
  { id: 'city', header: 'City', cell: ({ row }) => row.original.city },
  { id: 'state', header: 'State', meta: { kind: 'code' }, cell: ({ row }) => row.original.state },
  {
    id: 'active',
    header: 'Status',
    cell: ({ row }) =>
      row.original.active ? <Tag type="success">Active</Tag> : <Tag type="info">Deactivated</Tag>,
  },
];

const requestColumns: DataTableProps<BrandRequestRow>['columns'] = [
  {
    id: 'createdAt',
    header: 'Submitted',
    meta: { kind: 'date' },
    cell: ({ row }) => row.original.createdAt.slice(0, 10),
  },
  {
    id: 'contact',
    header: 'Contact',
    cell: ({ row }) => `${row.original.firstName} ${row.original.lastName}`,
  },
  { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email },
  { id: 'status', header: 'Status', cell: ({ row }) => humanise(row.original.status) },
  {
    id: 'reviewedAt',
    header: 'Decided',
    meta: { kind: 'date' },
    cell: ({ row }) => row.original.reviewedAt?.slice(0, 10) ?? '—',
  },
];

/** The status actions the admin may take now, by the company's status. */
function statusActions(company: AdminCompanyDetail): CompanyStatusAction[] {
  const actions: CompanyStatusAction[] = [];
  if (company.can.reactivate) actions.push(company.status === 'pending_review' ? 'activate' : 'reactivate');
  if (company.can.suspend) actions.push('suspend');
  return actions;
}

const ACTION_LABELS: Record<CompanyStatusAction, string> = {
  activate: 'Activate…',
  reactivate: 'Reactivate…',
  suspend: 'Suspend…',
};

export interface AdminCompanyProps {
  company: AdminCompanyDetail;
  /** The brand registration requests that made it (brands); undefined while they load. */
  brandRequests: readonly BrandRequestRow[] | undefined;
  /** The company's documents, with their review (rendered by the caller). */
  documents: ReactNode;
  /** The company's transactions (rendered by the caller). */
  transactions?: ReactNode;
  /** The company's audit trail and its paging. */
  trail: Omit<AuditTrailProps, 'label' | 'showCompany'>;
  onSuspend: (body: CompanyStatusBody) => Promise<unknown>;
  onReactivate: (body: CompanyStatusBody) => Promise<unknown>;
}

/**
 * A brand's or retailer's page for admins: its details and address, its users and shops, its documents to
 * review, its transactions, the requests that made it, its status history, and suspending or reactivating it
 * (a super admin or finance admin; suspension signs its users out).
 */
export function AdminCompany({
  company,
  brandRequests,
  documents,
  transactions,
  trail,
  onSuspend,
  onReactivate,
}: AdminCompanyProps) {
  const [acting, setActing] = useState<CompanyStatusAction | null>(null);
  const status = COMPANY_STATUSES[company.status];
  const kind = kindOfType(company.type);
  const { address } = company;
  return (
    <ScreenLayout>
      <Header>
        <h2>{company.name}</h2>
        <Tag type={status.tag}>{status.label}</Tag>
        <AppLink to={listPath(kind)}>Back to the {kind === 'brand' ? 'brands' : 'retailers'}</AppLink>
        {acting === null &&
          statusActions(company).map((action) => (
            <Button
              key={action}
              variant={action === 'suspend' ? 'danger' : 'primary'}
              onClick={() => setActing(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
      </Header>
      {acting !== null && (
        <Card title={ACTION_LABELS[acting].replace('…', ` ${company.name}`)}>
          <CompanyStatusForm
            action={acting}
            companyName={company.name}
            onSend={acting === 'suspend' ? onSuspend : onReactivate}
            onDone={() => setActing(null)}
          />
        </Card>
      )}
      <Card>
        <Descriptions
          title="Details"
          bordered
          items={[
            { label: 'Display name', value: company.name },
            { label: 'Legal name', value: company.legalName ?? '—' },
            { label: 'Type', value: kind === 'brand' ? 'Brand' : 'Retailer' },
            { label: 'EIN', value: company.ein ?? '—' },
            { label: 'Website', value: company.website ?? '—' },
            { label: 'Phone', value: company.phone ?? '—' },
            { label: 'E-mail', value: company.email ?? '—' },
            {
              label: 'Address',
              value:
                [
                  address.street,
                  address.street2,
                  address.city,
                  [address.state, address.zip].filter(Boolean).join(' '),
                ]
                  .filter(Boolean)
                  .join(', ') || '—',
            },
            { label: 'Time zone', value: timezoneLabel(company.timezone) },
            ...(kind === 'brand'
              ? [{ label: 'Onsite service', value: company.onsiteAvailable ? 'Offered' : 'Not offered' }]
              : []),
            { label: 'Created', value: company.createdAt.slice(0, 10) },
          ]}
        />
      </Card>
      <Card
        title="Users"
        titleAs="h3"
        extra={<AppLink to={`/admin-user/index?companyId=${company.id}`}>Manage users</AppLink>}
      >
        <DataTable
          aria-label="Users"
          columns={userColumns}
          data={company.users}
          getRowId={(row) => String(row.id)}
          empty={<Empty description="No users yet." />}
        />
      </Card>
      <Card title="Shops" titleAs="h3">
        <DataTable
          aria-label="Shops"
          columns={shopColumns}
          data={company.shops}
          getRowId={(row) => String(row.id)}
          empty={<Empty description="No shops yet." />}
        />
      </Card>
      <Section aria-label="Documents">
        <h3>Documents</h3>
        {documents}
      </Section>
      {transactions && (
        <Section aria-label="Transactions">
          <h3>Transactions</h3>
          {transactions}
        </Section>
      )}
      {kind === 'brand' && (
        <Card title="Brand registration requests" titleAs="h3">
          {brandRequests ? (
            <DataTable
              aria-label="Brand registration requests"
              columns={requestColumns}
              data={[...brandRequests]}
              getRowId={(row) => String(row.id)}
              empty={<Empty description="No registration request is linked to this brand." />}
            />
          ) : (
            <Skeleton rows={2} aria-label="Requests loading" />
          )}
        </Card>
      )}
      <Card title="Status history" titleAs="h3">
        <StatusHistory
          label="Company status history"
          changes={company.statusHistory}
          statusLabel={(value) => COMPANY_STATUSES[value].label}
        />
      </Card>
      <Card title="Audit trail" titleAs="h3">
        <AuditTrail label={`Audit trail of ${company.name}`} showCompany={false} {...trail} />
      </Card>
    </ScreenLayout>
  );
}
