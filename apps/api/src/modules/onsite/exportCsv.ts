// The flight board as CSV (domain §2.9): the board's filters and order, every row, times on the customer's
// clock as the board shows them.
import type { Readable } from 'node:stream';
import { type OnsiteBoardQuery, type OnsiteJobRow, wallClock } from '@console/contract';
import { csvStream } from '../csv.ts';
import type { OnsiteViewer } from './access.ts';
import { boardJobs } from './queries.ts';
import type { Db } from './rows.ts';

const HEADER = [
  'Job',
  'ETA (customer time)',
  'Time zone',
  'Status',
  'Delayed',
  'Overdue',
  'Priority',
  'Service type',
  'Customer',
  'City',
  'State',
  'Territory',
  'Model',
  'Serial number',
  'Technician',
  'Due by',
  'Completed at',
  'Last update',
];

/** `YYYY-MM-DD HH:MM` on the customer's clock. */
const onClock = (at: string | null, timezone: string) => {
  if (!at) return null;
  const shown = wallClock(new Date(at), timezone);
  return `${shown.date} ${shown.time}`;
};

export function boardCsv(db: Db, onsite: OnsiteViewer, query: OnsiteBoardQuery): Readable {
  async function* batches() {
    yield await boardJobs(db, onsite, query);
  }
  return csvStream(HEADER, batches(), (row: OnsiteJobRow) => [
    row.number,
    onClock(row.scheduledStart, row.timezone),
    row.timezone,
    row.status,
    row.delayed ? 'yes' : 'no',
    row.overdue ? 'yes' : 'no',
    row.priority,
    row.serviceType,
    row.customerName,
    row.city,
    row.state,
    row.territory,
    row.model,
    row.serialNumber,
    row.technician?.name ?? null,
    row.dueBy,
    row.completedAt,
    row.updatedAt,
  ]);
}
