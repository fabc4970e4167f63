import {
  ONSITE_BEFORE_ON_SITE,
  type OnsiteBoard,
  type OnsiteBoardQuery,
  type OnsiteJobRow,
  type OnsiteJobStatus,
  wallClock,
  zoneAbbreviation,
} from '@console/contract';
import { jobStatusLabel, STATUS_ORDER } from './jobStatus';

/** Where the board's buttons go. */
export const BOARD_PATHS = {
  dispatch: '/onsite/work/dispatch',
  myDay: '/onsite/work/myDay',
  kiosk: '/onsite/kiosk',
  board: '/onsite/work/flightBoard',
} as const;

/** The URL parameter that opens the job drawer: a job's id, or `new` for the create form. */
export const JOB_PARAM = 'job';

/** Where a job opens: the flight board with its drawer. */
export const jobPath = (id: number) => `${BOARD_PATHS.board}?${JOB_PARAM}=${id}`;

/** The board re-reads itself this often whatever the live stream does (the stream may be down). */
export const BOARD_POLL_MS = 60_000;

/** The kiosk's dark board: text, secondary text and alerts on its background, all above 4.5:1. */
export const KIOSK_LOOK = { background: '#101820', text: '#f4f6f8', muted: '#aab4bf', alert: '#ff8a80' };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 28' for '2026-11-28'. */
function shortDate(date: string): string {
  const [, month = '1', day = '1'] = date.split('-');
  return `${MONTHS[Number(month) - 1]} ${Number(day)}`;
}

/**
 * The ETA on the customer's clock with its zone, e.g. '09:30 EST'; the date comes first when it is not the
 * board's day (`boardDay`, YYYY-MM-DD on that clock), e.g. 'Nov 28 09:30 EST'. No ETA: 'Not planned'.
 */
export function etaText(row: Pick<OnsiteJobRow, 'scheduledStart' | 'timezone'>, boardDay: string): string {
  if (!row.scheduledStart) return 'Not planned';
  const at = new Date(row.scheduledStart);
  const { date, time } = wallClock(at, row.timezone);
  const zoned = `${time} ${zoneAbbreviation(at, row.timezone)}`;
  return date === boardDay ? zoned : `${shortDate(date)} ${zoned}`;
}

/** The board's day on a job's clock: the day asked for, or today there. */
export function boardDayOf(date: string | undefined, timezone: string, asOf: string): string {
  return date ?? wallClock(new Date(asOf), timezone).date;
}

/** How long ago an instant was, as people say it: 'just now', '3 min ago', '2 h ago', then the date. */
export function relativeTime(at: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - Date.parse(at)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return shortDate(at.slice(0, 10));
}

/** The time of day an instant shows on the viewer's own clock, e.g. '11:20:05' (the board's "as of"). */
export function clockTime(at: Date): string {
  return at.toLocaleTimeString('en-US', { hour12: false });
}

/** The CSV's name: the board's day, or the day it was read. */
export function exportFileName(date: string | undefined, asOf: string): string {
  return `flight-board-${date ?? asOf.slice(0, 10)}.csv`;
}

/** The URL query with a job's drawer open (`?job=12`, `?job=new`) or closed (null), the filters kept. */
export function withJob(search: URLSearchParams, job: number | 'new' | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (job === null) next.delete(JOB_PARAM);
  else next.set(JOB_PARAM, String(job));
  return next;
}

/** The kiosk shows its rows a screenful at a time: how many screens `total` rows fill. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** The rows of screen `page` (0-based), wrapping to the first when the list has shrunk meanwhile. */
export function rowsOfPage<Row>(rows: readonly Row[], page: number, perPage: number): Row[] {
  const size = Math.max(1, perPage);
  const start = (page % pageCount(rows.length, size)) * size;
  return rows.slice(start, start + size);
}

/** The filters in force in words, for a board without its filter form (the kiosk): 'West · Marco Diaz'. */
export function filterSummary(query: OnsiteBoardQuery, technicians: OnsiteBoard['technicians']): string {
  const technician = technicians.find((one) => one.id === query.technicianId)?.name;
  return [
    query.territory,
    technician,
    query.status && jobStatusLabel(query.status),
    query.delayed ? 'Delayed only' : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The dashboard's next jobs: the first `count` under way or still to come, in the server's (ETA) order. */
export function nextJobs(rows: readonly OnsiteJobRow[], count: number): OnsiteJobRow[] {
  return rows
    .filter((row) => ONSITE_BEFORE_ON_SITE.includes(row.status) || row.status === 'on_site')
    .slice(0, count);
}

/** The statuses with jobs, in the order jobs move through them, with their counts. */
export function statusCounts(byStatus: Record<string, number>): { status: OnsiteJobStatus; count: number }[] {
  return STATUS_ORDER.map((status) => ({ status, count: byStatus[status] ?? 0 })).filter(
    ({ count }) => count > 0,
  );
}
