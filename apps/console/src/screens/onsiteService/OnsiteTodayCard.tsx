import type { OnsiteJobRow, OnsiteToday } from '@console/contract';
import { AppLink, Card, DataTable, type DataTableProps, Empty, vars } from '@console/ui';
import styled from 'styled-components';
import { BOARD_PATHS, etaText, jobPath, nextJobs, statusCounts } from './board.logic';
import { JobStatusTag } from './JobStatusTag';
import { jobStatusLabel } from './jobStatus';
import { WrapList } from './WrapList';

/** How many of the day's jobs the card lists. */
const NEXT_JOBS = 5;

type Column = DataTableProps<OnsiteJobRow>['columns'][number];

const Link = styled(AppLink)`
  color: ${vars.primaryReadable};
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0 0 12px;
  color: ${vars.textRegular};
  div {
    display: flex;
    gap: 6px;
    align-items: baseline;
  }
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Delayed = styled.dd<{ $any: boolean }>`
  color: ${(p) => (p.$any ? vars.dangerText : 'inherit')};
`;

const Statuses = styled(WrapList)`
  margin-bottom: 16px;
`;

/** The dashboard of an onsite brand: today's jobs by status, how many are delayed, and the next ones. */
export function OnsiteTodayCard({ data }: { data: OnsiteToday }) {
  const columns: Column[] = [
    {
      id: 'eta',
      header: 'ETA (customer time)',
      meta: { kind: 'date' },
      cell: ({ row }) => etaText(row.original, data.date),
    },
    {
      id: 'number',
      header: 'Job',
      meta: { kind: 'code' },
      cell: ({ row }) => <Link to={jobPath(row.original.id)}>{row.original.number}</Link>,
    },
    { id: 'place', header: 'City/state', cell: ({ row }) => `${row.original.city}, ${row.original.state}` },
    {
      id: 'technician',
      header: 'Technician',
      meta: { kind: 'name' },
      cell: ({ row }) => row.original.technician?.name ?? 'Unassigned',
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <JobStatusTag status={row.original.status} />,
    },
  ];
  return (
    <Card
      title="Onsite service today"
      titleAs="h3"
      extra={<Link to={BOARD_PATHS.board}>Open the flight board</Link>}
    >
      <Figures>
        <div>
          <dt>Jobs today</dt>
          <dd>{data.total}</dd>
        </div>
        <div>
          <dt>Delayed</dt>
          <Delayed $any={data.delayed > 0}>
            {data.delayed > 0 ? <Link to={`${BOARD_PATHS.board}?delayed=true`}>{data.delayed}</Link> : 0}
          </Delayed>
        </div>
      </Figures>
      <Statuses aria-label="Jobs by status">
        {statusCounts(data.byStatus).map(({ status, count }) => (
          <li key={status} aria-label={`${jobStatusLabel(status)}: ${count}`}>
            <JobStatusTag status={status} /> {count}
          </li>
        ))}
      </Statuses>
      <DataTable
        aria-label="Next onsite jobs"
        columns={columns}
        data={nextJobs(data.jobs, NEXT_JOBS)}
        getRowId={(row) => String(row.id)}
        empty={<Empty description="No more jobs today." />}
      />
    </Card>
  );
}
