import type { OnsiteBoard, OnsiteJobRow, OnsiteJobStatus, OnsiteToday } from '@console/contract';
import { onsiteJobRow } from './onsiteService.fixtures';

/** The moment the fixtures are read at: Friday 2026-11-27, 11:20 in New York. */
export const NOW = '2026-11-27T16:20:00.000Z';

export const technicians = [
  { id: 41, name: 'Marco Diaz' },
  { id: 42, name: 'Priya Shah' },
  { id: 43, name: 'Theo Tech' },
];
const [marco, priya, theo] = technicians as [
  (typeof technicians)[0],
  (typeof technicians)[0],
  (typeof technicians)[0],
];

/** One job in each of the nine statuses, in the board's order (by ETA, unplanned last), as the server sends them. */
export const boardRows: OnsiteJobRow[] = [
  onsiteJobRow(101, {
    status: 'completed',
    scheduledStart: '2026-11-27T13:00:00.000Z',
    technician: marco,
    completedAt: '2026-11-27T15:05:00.000Z',
    updatedAt: '2026-11-27T15:05:00.000Z',
  }),
  onsiteJobRow(108, {
    status: 'cannot_complete',
    subStatus: 'Waiting for a motor',
    customerName: 'Luis Ortega',
    city: 'Boston',
    state: 'MA',
    scheduledStart: '2026-11-27T14:00:00.000Z',
    technician: priya,
    updatedAt: '2026-11-27T15:40:00.000Z',
  }),
  onsiteJobRow(102, {
    status: 'on_site',
    customerName: 'Mei Chen',
    city: 'Chicago',
    state: 'IL',
    timezone: 'America/Chicago',
    territory: 'Central',
    model: 'Ridgeway Commuter 3',
    scheduledStart: '2026-11-27T15:00:00.000Z',
    technician: theo,
    updatedAt: '2026-11-27T16:02:00.000Z',
  }),
  onsiteJobRow(103, {
    status: 'en_route',
    priority: 'high',
    customerName: 'Sam Patel',
    city: 'Newark',
    state: 'NJ',
    scheduledStart: '2026-11-27T16:00:00.000Z',
    technician: priya,
    delayed: true,
    updatedAt: '2026-11-27T15:50:00.000Z',
  }),
  onsiteJobRow(104, {
    status: 'assigned',
    customerName: 'Ava Brooks',
    city: 'Denver',
    state: 'CO',
    timezone: 'America/Denver',
    territory: 'West',
    scheduledStart: '2026-11-27T17:30:00.000Z',
    technician: marco,
    updatedAt: '2026-11-27T14:00:00.000Z',
  }),
  onsiteJobRow(105, {
    status: 'scheduled',
    customerName: 'Noah Kim',
    city: 'Los Angeles',
    state: 'CA',
    timezone: 'America/Los_Angeles',
    territory: 'West',
    model: null,
    scheduledStart: '2026-11-27T19:00:00.000Z',
    updatedAt: '2026-11-26T22:00:00.000Z',
  }),
  onsiteJobRow(109, {
    status: 'cancelled',
    customerName: 'Iris Long',
    city: 'Phoenix',
    state: 'AZ',
    timezone: 'America/Phoenix',
    territory: 'West',
    scheduledStart: '2026-11-27T20:00:00.000Z',
    updatedAt: '2026-11-27T12:00:00.000Z',
  }),
  onsiteJobRow(106, {
    status: 'confirmed',
    customerName: 'Omar Haddad',
    city: 'Columbus',
    state: 'OH',
    territory: 'Central',
    scheduledStart: null,
    updatedAt: '2026-11-27T16:19:30.000Z',
  }),
  onsiteJobRow(107, {
    status: 'new',
    priority: 'urgent',
    customerName: 'Grace Allen',
    city: 'Hartford',
    state: 'CT',
    scheduledStart: null,
    dueBy: '2026-11-27T15:00:00.000Z',
    overdue: true,
    updatedAt: '2026-11-27T11:00:00.000Z',
  }),
];

/** The board of a dispatcher (an owner or manager) with a job in every status. */
export const dispatcherBoard: OnsiteBoard = {
  rows: boardRows,
  territories: ['Central', 'East', 'West'],
  technicians,
  asOf: NOW,
  viewer: { canDispatch: true, technicianId: null },
};

/** The same board as a technician (Theo) reads it: no dispatch, their own day. */
export const technicianBoard: OnsiteBoard = {
  ...dispatcherBoard,
  viewer: { canDispatch: false, technicianId: 43 },
};

/** A quiet day. */
export const emptyBoard: OnsiteBoard = { ...dispatcherBoard, rows: [] };

/** `count` planned jobs, a quarter of an hour apart from 08:00 New York time (the kiosk's long list). */
export function longBoardRows(count: number): OnsiteJobRow[] {
  const statuses: OnsiteJobStatus[] = ['assigned', 'scheduled', 'en_route', 'on_site'];
  return Array.from({ length: count }, (_, index) =>
    onsiteJobRow(200 + index, {
      status: statuses[index % statuses.length],
      technician: technicians[index % technicians.length] ?? null,
      scheduledStart: new Date(Date.parse('2026-11-27T13:00:00.000Z') + index * 15 * 60_000).toISOString(),
    }),
  );
}

/** The dashboard card's answer for the same day. */
export const today: OnsiteToday = {
  date: '2026-11-27',
  total: boardRows.length,
  byStatus: Object.fromEntries(boardRows.map((row) => [row.status, 1])),
  delayed: 1,
  jobs: boardRows.filter((row) => ['en_route', 'assigned', 'scheduled'].includes(row.status)),
};
