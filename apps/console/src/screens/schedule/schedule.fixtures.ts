import type { ScheduleOverview } from '@console/contract';

const week = {
  mon: [{ opens: '09:00', closes: '18:00' }],
  tue: [{ opens: '09:00', closes: '18:00' }],
  wed: [{ opens: '09:00', closes: '18:00' }],
  thu: [{ opens: '09:00', closes: '18:00' }],
  fri: [{ opens: '09:00', closes: '20:00' }],
  sat: [{ opens: '10:00', closes: '17:00' }],
  sun: [],
};

/** Harbor Cycles' schedules (Pacific time), for stories. */
export const scheduleOverviewFixture: ScheduleOverview = {
  shops: [
    {
      id: 1,
      name: 'Harbor Cycles Embarcadero',
      timezone: 'America/Los_Angeles',
      hours: week,
      exceptions: [{ date: '2026-11-26', closed: true, hours: [], note: 'Thanksgiving' }],
    },
    { id: 2, name: 'Harbor Cycles Mission', timezone: 'America/Los_Angeles', hours: week, exceptions: [] },
  ],
  employees: [
    {
      employee: { id: 11, name: 'Maya Chen' },
      shops: [{ id: 1, name: 'Harbor Cycles Embarcadero' }],
      timezone: 'America/Los_Angeles',
      hours: null,
      exceptions: [],
    },
    {
      employee: { id: 12, name: 'Luis Ortega' },
      shops: [{ id: 2, name: 'Harbor Cycles Mission' }],
      timezone: 'America/Los_Angeles',
      hours: { ...week, sat: [], sun: [{ opens: '10:00', closes: '16:00' }] },
      exceptions: [{ date: '2026-12-24', closed: true, hours: [], note: null }],
    },
  ],
  blockedPeriods: [
    {
      id: 31,
      shop: { id: 1, name: 'Harbor Cycles Embarcadero' },
      employee: null,
      startsAt: '2026-12-01T17:00:00.000Z',
      endsAt: '2026-12-02T01:00:00.000Z',
      reason: 'Stock-take',
      timezone: 'America/Los_Angeles',
    },
  ],
  editable: true,
};
