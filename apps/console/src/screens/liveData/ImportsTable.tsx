import { LIVE_DATA_SCOPE_LABELS, type LiveDataImportSummary } from '@console/contract';
import { Button, DataTable, type DataTableProps } from '@console/ui';
import { minuteOf } from './liveData.logic';

export interface ImportsTableProps {
  imports: readonly LiveDataImportSummary[];
  /** Opens an import's refused rows. */
  onShowErrors: (row: LiveDataImportSummary) => void;
}

/** The latest imports: when, what, how (file or API key), who, and rows accepted and refused. */
export function ImportsTable({ imports, onShowErrors }: ImportsTableProps) {
  const columns: DataTableProps<LiveDataImportSummary>['columns'] = [
    { id: 'at', header: 'When', cell: ({ row }) => minuteOf(row.original.createdAt), meta: { kind: 'date' } },
    { id: 'scope', header: 'Data', cell: ({ row }) => LIVE_DATA_SCOPE_LABELS[row.original.scope] },
    {
      id: 'source',
      header: 'Sent as',
      cell: ({ row }) => (row.original.source === 'csv' ? (row.original.fileName ?? 'CSV file') : 'API'),
    },
    { id: 'by', header: 'By', cell: ({ row }) => row.original.by ?? '—', meta: { kind: 'name' } },
    { id: 'accepted', header: 'Accepted', accessorKey: 'rowsAccepted', meta: { kind: 'number' } },
    { id: 'refused', header: 'Refused', accessorKey: 'rowsRefused', meta: { kind: 'number' } },
    {
      id: 'errors',
      header: 'Details',
      cell: ({ row }) =>
        row.original.rowsRefused > 0 ? (
          <Button variant="text" onClick={() => onShowErrors(row.original)}>
            Refused rows
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      aria-label="Recent imports"
      columns={columns}
      data={[...imports]}
      getRowId={(row) => String(row.id)}
      empty="Nothing sent yet."
    />
  );
}
