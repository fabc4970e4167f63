import { contrastRatio } from '@console/core';
import { describe, expect, it } from 'vitest';
import { boardRows } from './board.fixtures';
import {
  boardDayOf,
  etaText,
  exportFileName,
  filterSummary,
  KIOSK_LOOK,
  nextJobs,
  pageCount,
  relativeTime,
  rowsOfPage,
  statusCounts,
  withJob,
} from './board.logic';

describe('kiosk colours', () => {
  it('keeps the kiosk text readable on its dark board', () => {
    expect(contrastRatio(KIOSK_LOOK.text, KIOSK_LOOK.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(KIOSK_LOOK.muted, KIOSK_LOOK.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(KIOSK_LOOK.alert, KIOSK_LOOK.background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('etaText', () => {
  const row = { scheduledStart: '2026-11-27T14:30:00.000Z', timezone: 'America/New_York' };

  it('shows the ETA on the customer clock with its zone', () => {
    expect(etaText(row, '2026-11-27')).toBe('09:30 EST');
    expect(etaText({ ...row, timezone: 'America/Los_Angeles' }, '2026-11-27')).toBe('06:30 PST');
    expect(etaText({ ...row, timezone: 'America/Phoenix' }, '2026-11-27')).toBe('07:30 MST');
  });

  it('names the day when it is not the board day (on that clock)', () => {
    expect(etaText(row, '2026-11-26')).toBe('Nov 27 09:30 EST');
    expect(etaText({ ...row, scheduledStart: '2026-11-28T03:00:00.000Z' }, '2026-11-27')).toBe('22:00 EST');
  });

  it('follows daylight saving time', () => {
    expect(etaText({ ...row, scheduledStart: '2026-07-01T14:30:00.000Z' }, '2026-07-01')).toBe('10:30 EDT');
  });

  it('says so when there is no ETA yet', () => {
    expect(etaText({ ...row, scheduledStart: null }, '2026-11-27')).toBe('Not planned');
  });
});

describe('boardDayOf', () => {
  it('is the day asked for, else today on the job clock', () => {
    expect(boardDayOf('2026-11-20', 'America/New_York', '2026-11-27T03:00:00Z')).toBe('2026-11-20');
    expect(boardDayOf(undefined, 'America/New_York', '2026-11-27T03:00:00Z')).toBe('2026-11-26');
    expect(boardDayOf(undefined, 'Europe/Berlin', '2026-11-27T03:00:00Z')).toBe('2026-11-27');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-27T16:20:00Z');

  it('reads like a person would say it', () => {
    expect(relativeTime('2026-11-27T16:19:30Z', now)).toBe('just now');
    expect(relativeTime('2026-11-27T16:17:00Z', now)).toBe('3 min ago');
    expect(relativeTime('2026-11-27T15:21:00Z', now)).toBe('59 min ago');
    expect(relativeTime('2026-11-27T14:20:00Z', now)).toBe('2 h ago');
    expect(relativeTime('2026-11-25T10:00:00Z', now)).toBe('Nov 25');
  });

  it('treats a time slightly ahead of this clock as now', () => {
    expect(relativeTime('2026-11-27T16:20:30Z', now)).toBe('just now');
  });
});

describe('exportFileName', () => {
  it('names the board day', () => {
    expect(exportFileName('2026-11-20', '2026-11-27T16:20:00Z')).toBe('flight-board-2026-11-20.csv');
    expect(exportFileName(undefined, '2026-11-27T16:20:00Z')).toBe('flight-board-2026-11-27.csv');
  });
});

describe('withJob', () => {
  it('opens and closes the job drawer, keeping the filters', () => {
    const search = new URLSearchParams('status=assigned');
    expect(withJob(search, 12).toString()).toBe('status=assigned&job=12');
    expect(withJob(search, 'new').toString()).toBe('status=assigned&job=new');
    expect(withJob(new URLSearchParams('status=assigned&job=12'), null).toString()).toBe('status=assigned');
    expect(search.toString()).toBe('status=assigned');
  });
});

describe('kiosk pages', () => {
  const rows = Array.from({ length: 25 }, (_, index) => index);

  it('splits the rows into screenfuls', () => {
    expect(pageCount(25, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
    expect(rowsOfPage(rows, 0, 10)).toEqual(rows.slice(0, 10));
    expect(rowsOfPage(rows, 2, 10)).toEqual(rows.slice(20));
  });

  it('wraps round to the first screen', () => {
    expect(rowsOfPage(rows, 3, 10)).toEqual(rows.slice(0, 10));
    expect(rowsOfPage(rows.slice(0, 5), 2, 10)).toEqual(rows.slice(0, 5));
  });
});

describe('filterSummary', () => {
  const technicians = [{ id: 41, name: 'Marco Diaz' }];

  it('says which jobs a board without its filter form shows', () => {
    expect(
      filterSummary({ territory: 'West', technicianId: 41, status: 'en_route', delayed: true }, technicians),
    ).toBe('West · Marco Diaz · En route · Delayed only');
    expect(filterSummary({ date: '2026-11-27' }, technicians)).toBe('');
  });
});

describe('the dashboard card', () => {
  it('lists the next jobs under way or to come, in ETA order', () => {
    expect(nextJobs(boardRows, 4).map((row) => row.number)).toEqual([
      'OSJ-000102',
      'OSJ-000103',
      'OSJ-000104',
      'OSJ-000105',
    ]);
  });

  it('counts the statuses that have jobs, in the order jobs move', () => {
    expect(statusCounts({ completed: 2, new: 1, on_site: 0, en_route: 3 })).toEqual([
      { status: 'new', count: 1 },
      { status: 'en_route', count: 3 },
      { status: 'completed', count: 2 },
    ]);
  });
});
