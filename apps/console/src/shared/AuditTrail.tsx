import type { AuditEvent } from '@console/contract';
import { DataTable, type DataTableProps, Empty, Pagination, vars } from '@console/ui';
import styled from 'styled-components';
import { auditChanges, auditSentence } from './auditTrail.logic';
import { LoadFailed } from './LoadFailed';
import type { Page } from './page';
import { historyTime } from './StatusHistory';

type Column = DataTableProps<AuditEvent>['columns'][number];

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Address = styled.span`
  color: ${vars.textSecondary};
`;

export interface AuditTrailProps {
  /** The table's name, e.g. 'Audit trail of Sid Staff'. */
  label: string;
  /** The page shown; undefined before the first answer. */
  page: Page<AuditEvent> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  pageNum: number;
  pageSize: number;
  onPageChange: (page: { pageNum: number; pageSize: number }) => void;
  /** Shows which company each event was about (a company's own trail leaves it out). */
  showCompany?: boolean;
}

/**
 * The audit trail of permission-relevant and admin actions, newest first: when, who acted (and from which
 * address), what they did as a sentence, and each value before → after.
 */
export function AuditTrail({
  label,
  page,
  loading,
  failed,
  onRetry,
  pageNum,
  pageSize,
  onPageChange,
  showCompany = false,
}: AuditTrailProps) {
  if (failed && !page) return <LoadFailed message="The audit trail could not be loaded." onRetry={onRetry} />;
  const columns: Column[] = [
    { id: 'at', header: 'When', meta: { kind: 'date' }, cell: ({ row }) => historyTime(row.original.at) },
    { id: 'actor', header: 'Who', cell: ({ row }) => row.original.actor ?? 'System' },
    { id: 'what', header: 'What', cell: ({ row }) => auditSentence(row.original) },
    ...(showCompany
      ? [
          {
            id: 'company',
            header: 'Company',
            meta: { kind: 'name' },
            cell: ({ row }) => row.original.companyName ?? '—',
          } satisfies Column,
        ]
      : []),
    {
      id: 'change',
      header: 'Before → after',
      cell: ({ row }) => {
        const changes = auditChanges(row.original);
        return changes.length === 0 ? (
          '—'
        ) : (
          <Changes>
            {changes.map((change) => (
              <li key={change.field}>{`${change.field}: ${change.before} → ${change.after}`}</li>
            ))}
          </Changes>
        );
      },
    },
    { id: 'ip', header: 'From', cell: ({ row }) => <Address>{row.original.ip ?? '—'}</Address> },
  ];
  return (
    <>
      <DataTable
        aria-label={label}
        columns={columns}
        data={page?.rows ?? []}
        getRowId={(row) => String(row.id)}
        loading={loading}
        empty={<Empty description="No actions recorded yet." />}
      />
      {(page?.total ?? 0) > pageSize && (
        <Pagination
          total={page?.total ?? 0}
          page={pageNum}
          limit={pageSize}
          layout="total, prev, pager, next"
          autoScroll={false}
          onChange={({ page: next, limit }) => onPageChange({ pageNum: next, pageSize: limit })}
        />
      )}
    </>
  );
}
