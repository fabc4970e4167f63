import type { OnsiteJobRow } from '@console/contract';
import { Button, DataTable, type DataTableProps, Empty, vars } from '@console/ui';
import styled from 'styled-components';
import { boardDayOf, etaText, relativeTime } from './board.logic';
import { JobDelayedBadge } from './JobDelayedBadge';
import { JobOverdueBadge } from './JobOverdueBadge';
import { JobStatusTag } from './JobStatusTag';

type Column = DataTableProps<OnsiteJobRow>['columns'][number];

const Muted = styled.span`
  color: ${vars.textSecondary};
`;

const Alerts = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export interface FlightBoardTableProps {
  rows: OnsiteJobRow[];
  /** The day asked for (YYYY-MM-DD on the brand's clock); none: today. */
  date: string | undefined;
  /** When the rows were read (the server's clock). */
  asOf: string;
  /** Now, for "3 min ago" (ticks on). */
  now: Date;
  /** Opens a job (the drawer); none: read-only (the kiosk). */
  onOpenJob?: (id: number) => void;
  loading?: boolean;
  /** What an empty board says. */
  emptyText: string;
  /** The kiosk's large type. */
  large?: boolean;
  className?: string;
}

/** The departures board's table: one job a row in ETA order, as the server sorted them. */
export function FlightBoardTable({
  rows,
  date,
  asOf,
  now,
  onOpenJob,
  loading,
  emptyText,
  large = false,
  className,
}: FlightBoardTableProps) {
  const columns: Column[] = [
    {
      id: 'eta',
      header: 'ETA (customer time)',
      meta: { kind: 'date' },
      cell: ({ row }) => etaText(row.original, boardDayOf(date, row.original.timezone, asOf)),
    },
    {
      id: 'number',
      header: 'Job',
      meta: { kind: 'code' },
      cell: ({ row }) =>
        onOpenJob ? (
          <Button variant="text" onClick={() => onOpenJob(row.original.id)}>
            {row.original.number}
          </Button>
        ) : (
          row.original.number
        ),
    },
    { id: 'place', header: 'City/state', cell: ({ row }) => `${row.original.city}, ${row.original.state}` },
    {
      id: 'model',
      header: 'Model',
      cell: ({ row }) => row.original.model ?? <Muted data-tone="muted">Unknown</Muted>,
    },
    {
      id: 'technician',
      header: 'Technician',
      meta: { kind: 'name' },
      cell: ({ row }) => row.original.technician?.name ?? <Muted data-tone="muted">Unassigned</Muted>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <JobStatusTag status={row.original.status} large={large} />,
    },
    {
      id: 'delay',
      header: 'Delay',
      cell: ({ row }) => (
        <Alerts>
          {row.original.delayed && <JobDelayedBadge />}
          {row.original.overdue && <JobOverdueBadge dueBy={row.original.dueBy} />}
        </Alerts>
      ),
    },
    {
      id: 'updated',
      header: 'Last update',
      meta: { kind: 'date' },
      cell: ({ row }) => (
        <time
          dateTime={row.original.updatedAt}
          title={new Date(row.original.updatedAt).toLocaleString('en-US')}
        >
          {relativeTime(row.original.updatedAt, now)}
        </time>
      ),
    },
  ];
  return (
    <DataTable
      aria-label="Flight board"
      className={className}
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.id)}
      loading={loading}
      onRowClick={onOpenJob ? (row) => onOpenJob(row.id) : undefined}
      empty={<Empty description={emptyText} />}
    />
  );
}
