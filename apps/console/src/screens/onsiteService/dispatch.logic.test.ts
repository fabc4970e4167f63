import type { DispatchDay } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { accessFor } from '../../routes/access';
import { refusal } from '../../shared/testing/storyFixtures';
import {
  canDispatch,
  conflictingJobIds,
  dispatchDayOf,
  dueByFor,
  durationLabel,
  hoursLabel,
  instantOnClock,
  jobButtons,
  outsideHours,
  overlappingJobs,
  planEnd,
  planWarnings,
  refusalCode,
  workingMinutes,
} from './dispatch.logic';

const LA = 'America/Los_Angeles';
const job = (id: number, start: string, end: string) => ({
  id,
  number: `OSJ-00000${id}`,
  status: 'assigned' as const,
  start,
  end,
  city: 'Oakland',
});
// 08:00–12:00 and 13:00–17:00 PST on 2026-11-27.
const day: DispatchDay = {
  date: '2026-11-27',
  hours: [
    { start: '2026-11-27T16:00:00.000Z', end: '2026-11-27T20:00:00.000Z' },
    { start: '2026-11-27T21:00:00.000Z', end: '2026-11-28T01:00:00.000Z' },
  ],
  jobs: [
    job(1, '2026-11-27T17:00:00.000Z', '2026-11-27T18:30:00.000Z'),
    job(2, '2026-11-27T18:00:00.000Z', '2026-11-27T19:00:00.000Z'),
    job(3, '2026-11-27T22:00:00.000Z', '2026-11-27T23:00:00.000Z'),
  ],
  bookedMinutes: 210,
};

describe('who dispatches', () => {
  const onsite = { id: 1, user_type: 1, brands_info: { onsite_available: 1 } };
  it('is the owner or a manager of a brand with onsite service', () => {
    expect(canDispatch({ ...onsite, user_role: 1 })).toBe(true);
    expect(canDispatch({ ...onsite, user_role: 2 })).toBe(true);
    expect(canDispatch({ ...onsite, user_role: 3 })).toBe(false);
    expect(canDispatch({ ...onsite, user_role: 1, brands_info: { onsite_available: 0 } })).toBe(false);
    expect(canDispatch(null)).toBe(false);
  });

  it('opens the dispatch page to them only: not to staff, nor to a brand without onsite service', () => {
    expect(accessFor('/onsite/work/dispatch', { ...onsite, user_role: 1 })).toBe('ok');
    expect(accessFor('/onsite/work/dispatch', { ...onsite, user_role: 2 })).toBe('ok');
    expect(accessFor('/onsite/work/dispatch', { ...onsite, user_role: 3 })).toBe('forbidden');
    expect(accessFor('/onsite/work/dispatch', { ...onsite, user_role: 1, brands_info: null })).toBe(
      'forbidden',
    );
    expect(accessFor('/onsite/work/dispatch', { id: 2, user_type: 2, user_role: 1 })).toBe('forbidden');
  });

  it('gets the buttons the state machine allows, staff none', () => {
    expect(jobButtons('new', true)).toEqual(['confirm', 'schedule', 'edit', 'cancel']);
    expect(jobButtons('scheduled', true)).toEqual(['assign', 'reschedule', 'edit', 'cancel']);
    expect(jobButtons('en_route', true)).toEqual(['edit', 'cancel']);
    expect(jobButtons('cannot_complete', true)).toEqual(['reschedule', 'edit', 'cancel']);
    expect(jobButtons('completed', true)).toEqual([]);
    expect(jobButtons('new', false)).toEqual([]);
  });
});

describe('times on the customer clock', () => {
  it('turns a date and HH:MM on the clock into the instant, DST-aware', () => {
    expect(instantOnClock('2026-11-27', '09:30', LA)).toBe('2026-11-27T17:30:00.000Z');
    expect(instantOnClock('2026-07-01', '09:30', LA)).toBe('2026-07-01T16:30:00.000Z');
    expect(instantOnClock('2026-07-01', '09:30', 'Pacific/Honolulu')).toBe('2026-07-01T19:30:00.000Z');
    expect(instantOnClock('2026-07-01', '9:3', LA)).toBeNull();
    expect(instantOnClock('', '09:30', LA)).toBeNull();
    expect(instantOnClock('2026-07-01', '24:00', LA)).toBeNull();
  });

  it('asks dispatch for the plan’s day on the brand clock once that is known', () => {
    const lateInHonolulu = instantOnClock('2026-11-27', '20:00', 'Pacific/Honolulu');
    expect(dispatchDayOf(lateInHonolulu, '2026-11-27', null)).toBe('2026-11-27');
    expect(dispatchDayOf(lateInHonolulu, '2026-11-27', 'America/New_York')).toBe('2026-11-28');
    expect(dispatchDayOf(null, '2026-11-27', 'America/New_York')).toBe('2026-11-27');
  });

  it('writes durations and hours as people read them', () => {
    expect(durationLabel(45)).toBe('45 min');
    expect(durationLabel(120)).toBe('2 h');
    expect(durationLabel(90)).toBe('1 h 30 min');
    expect(hoursLabel(day.hours, LA)).toBe('08:00–12:00, 13:00–17:00');
    expect(hoursLabel([], LA)).toBe('Off');
    expect(workingMinutes(day)).toBe(480);
    expect(planEnd('2026-11-27T17:00:00.000Z', 90)).toBe('2026-11-27T18:30:00.000Z');
  });
});

describe('SLA due time', () => {
  const from = new Date('2026-11-27T17:00:00.000Z');
  it('adds the priority’s hours of the brand to the request, the defaults without settings', () => {
    expect(dueByFor('urgent', undefined, from)).toBe('2026-11-27T21:00:00.000Z');
    expect(dueByFor('low', undefined, from)).toBe('2026-12-04T17:00:00.000Z');
    expect(dueByFor('high', { urgent: 2, high: 8, normal: 48, low: 96 }, from)).toBe(
      '2026-11-28T01:00:00.000Z',
    );
  });
});

describe('conflicts', () => {
  it('finds the other jobs a plan overlaps, not the job itself, touching ends do not overlap', () => {
    const plan = { start: '2026-11-27T18:30:00.000Z', end: '2026-11-27T19:30:00.000Z' };
    expect(overlappingJobs(plan, day.jobs, null).map((j) => j.id)).toEqual([2]);
    expect(overlappingJobs(plan, day.jobs, 2)).toEqual([]);
  });

  it('is outside the hours unless wholly inside one working interval', () => {
    expect(
      outsideHours({ start: '2026-11-27T16:00:00.000Z', end: '2026-11-27T17:00:00.000Z' }, day.hours),
    ).toBe(false);
    // 11:30–12:30 runs into the lunch break.
    expect(
      outsideHours({ start: '2026-11-27T19:30:00.000Z', end: '2026-11-27T20:30:00.000Z' }, day.hours),
    ).toBe(true);
    expect(outsideHours({ start: '2026-11-27T16:00:00.000Z', end: '2026-11-27T17:00:00.000Z' }, [])).toBe(
      true,
    );
  });

  it('says what a plan runs into, on the clock it is entered on', () => {
    const plan = { start: '2026-11-27T19:30:00.000Z', end: '2026-11-27T20:30:00.000Z' };
    expect(planWarnings(plan, [day], 99, LA)).toEqual([
      "Falls outside the technician's working hours that day.",
    ]);
    const overlapping = { start: '2026-11-27T17:30:00.000Z', end: '2026-11-27T18:00:00.000Z' };
    expect(planWarnings(overlapping, [day], 99, LA)).toEqual([
      'Overlaps OSJ-000001 (09:00–10:30) of this technician.',
    ]);
    expect(planWarnings(overlapping, [{ ...day, hours: [], jobs: [] }], 99, LA)).toEqual([
      'The technician does not work that day.',
    ]);
  });

  it('marks a day’s jobs that overlap each other or fall outside the hours', () => {
    expect([...conflictingJobIds(day)].sort()).toEqual([1, 2]);
    expect([...conflictingJobIds({ ...day, hours: [] })].sort()).toEqual([1, 2, 3]);
  });
});

describe('refusals', () => {
  it('reads the code of a 409', () => {
    expect(refusalCode(refusal(409, 'Changed.', { error: 'version_conflict' }))).toBe('version_conflict');
    expect(refusalCode(refusal(404, 'Not found.'))).toBeNull();
    expect(refusalCode(new Error('x'))).toBeNull();
  });
});
