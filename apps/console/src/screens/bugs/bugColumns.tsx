import type { BugReportRow } from '@console/contract';
import { AppLink, type DataTableProps } from '@console/ui';
import { BugStatusTag } from './BugStatusTag';
import { ageText, BUG_SEVERITY_LABELS, bugTime } from './bugs.logic';

type Column = DataTableProps<BugReportRow>['columns'][number];

/**
 * The reports' columns (domain §2.10 Bug reports: No., title, company, severity, status, assignee, age).
 * `detailPath` is where a number links; the admins' queue adds the company and the assignee.
 */
export function bugColumns(options: {
  detailPath: (id: number) => string;
  now: Date;
  admin: boolean;
}): Column[] {
  const columns: (Column | false)[] = [
    {
      id: 'number',
      header: 'No.',
      meta: { kind: 'code' },
      cell: ({ row }) => <AppLink to={options.detailPath(row.original.id)}>{row.original.number}</AppLink>,
    },
    { id: 'title', header: 'Title', cell: ({ row }) => row.original.title },
    options.admin && {
      id: 'company',
      header: 'Company',
      meta: { kind: 'name' },
      cell: ({ row }) => row.original.company.name,
    },
    !options.admin && {
      id: 'reporter',
      header: 'Reported by',
      meta: { kind: 'name' },
      cell: ({ row }) => row.original.reporter.name,
    },
    { id: 'severity', header: 'Severity', cell: ({ row }) => BUG_SEVERITY_LABELS[row.original.severity] },
    { id: 'status', header: 'Status', cell: ({ row }) => <BugStatusTag report={row.original} /> },
    options.admin && {
      id: 'assignee',
      header: 'Assignee',
      meta: { kind: 'name' },
      cell: ({ row }) => row.original.assignee?.name ?? 'Nobody',
    },
    {
      id: 'age',
      header: 'Age',
      meta: { kind: 'number' },
      cell: ({ row }) => (
        <span title={bugTime(row.original.createdAt)}>{ageText(row.original.createdAt, options.now)}</span>
      ),
    },
    {
      id: 'updated',
      header: 'Updated',
      meta: { kind: 'date' },
      cell: ({ row }) => bugTime(row.original.updatedAt),
    },
    {
      id: 'comments',
      header: 'Comments',
      meta: { kind: 'number' },
      cell: ({ row }) => row.original.commentCount,
    },
  ];
  return columns.filter((column): column is Column => column !== false);
}
