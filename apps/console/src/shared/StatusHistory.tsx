import { DataTable, type DataTableProps, Empty } from '@console/ui';

/** One change of a record's status, as every detail endpoint lists them. */
export interface StatusChange<Status extends string> {
  /** Null: the record was created in `to`. */
  from: Status | null;
  to: Status;
  /** The acting user's name; null when the system acted. */
  actor: string | null;
  reason: string | null;
  /** ISO timestamp. */
  at: string;
}

/** An ISO timestamp to the minute, as the histories show it: '2026-11-22 08:00'. */
export function historyTime(at: string): string {
  return at.slice(0, 16).replace('T', ' ');
}

export interface StatusHistoryProps<Status extends string> {
  /** The table's name, e.g. 'Claim history'. */
  label: string;
  changes: readonly StatusChange<Status>[];
  /** How a status reads. */
  statusLabel: (status: Status) => string;
  /** How a time reads; the ISO timestamp to the minute by default (a booking shows its shop's clock). */
  timeLabel?: (at: string) => string;
}

/** A record's status history, oldest first: when, from → to, who (or the system), and the note. */
export function StatusHistory<Status extends string>({
  label,
  changes,
  statusLabel,
  timeLabel = historyTime,
}: StatusHistoryProps<Status>) {
  const columns: DataTableProps<StatusChange<Status>>['columns'] = [
    { id: 'at', header: 'When', meta: { kind: 'date' }, cell: ({ row }) => timeLabel(row.original.at) },
    {
      id: 'change',
      header: 'Status',
      cell: ({ row }) =>
        row.original.from === null
          ? statusLabel(row.original.to)
          : `${statusLabel(row.original.from)} → ${statusLabel(row.original.to)}`,
    },
    { id: 'actor', header: 'By', cell: ({ row }) => row.original.actor ?? 'System' },
    { id: 'reason', header: 'Note', cell: ({ row }) => row.original.reason ?? '' },
  ];
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      data={[...changes]}
      getRowId={(row) => `${row.at}-${row.to}`}
      empty={<Empty description="No status changes recorded." />}
    />
  );
}
