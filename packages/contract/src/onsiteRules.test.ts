import { describe, expect, it } from 'vitest';
import { DEFAULT_SLA_HOURS } from './onsite.ts';
import {
  onsiteDueBy,
  onsiteJobDelayed,
  onsiteJobOverdue,
  onsitePlanEnd,
  outsideHours,
  overlappingJobs,
  periodsOverlap,
} from './onsiteRules.ts';

const at = (time: string) => `2026-11-27T${time}:00.000Z`;

describe('onsiteDueBy', () => {
  it("adds the priority's SLA hours to the request", () => {
    expect(onsiteDueBy(at('08:00'), 'urgent', DEFAULT_SLA_HOURS).toISOString()).toBe(at('12:00'));
    expect(onsiteDueBy(new Date(at('08:00')), 'high', { ...DEFAULT_SLA_HOURS, high: 6 }).toISOString()).toBe(
      at('14:00'),
    );
  });
});

describe('onsitePlanEnd', () => {
  it('is the ETA plus the duration', () => {
    expect(onsitePlanEnd(at('09:00'), 90).toISOString()).toBe(at('10:30'));
  });
});

describe('onsiteJobDelayed', () => {
  const now = at('10:00');
  it('is delayed once the ETA has passed before the technician is on site', () => {
    expect(onsiteJobDelayed({ status: 'assigned', scheduledStart: at('09:59') }, now)).toBe(true);
    expect(onsiteJobDelayed({ status: 'en_route', scheduledStart: at('09:00') }, now)).toBe(true);
  });
  it('is not delayed at or before the ETA, without one, or from on site on', () => {
    expect(onsiteJobDelayed({ status: 'assigned', scheduledStart: at('10:00') }, now)).toBe(false);
    expect(onsiteJobDelayed({ status: 'new', scheduledStart: null }, now)).toBe(false);
    for (const status of ['on_site', 'completed', 'cannot_complete', 'cancelled'] as const)
      expect(onsiteJobDelayed({ status, scheduledStart: at('08:00') }, now)).toBe(false);
  });
});

describe('onsiteJobOverdue', () => {
  const now = at('10:00');
  it('is overdue past the due time unless completed or cancelled', () => {
    expect(onsiteJobOverdue({ status: 'on_site', dueBy: at('09:00') }, now)).toBe(true);
    expect(onsiteJobOverdue({ status: 'cannot_complete', dueBy: at('09:00') }, now)).toBe(true);
    expect(onsiteJobOverdue({ status: 'completed', dueBy: at('09:00') }, now)).toBe(false);
    expect(onsiteJobOverdue({ status: 'cancelled', dueBy: at('09:00') }, now)).toBe(false);
    expect(onsiteJobOverdue({ status: 'new', dueBy: at('10:00') }, now)).toBe(false);
  });
});

describe('dispatch warnings', () => {
  const jobs = [
    { id: 1, start: at('09:00'), end: at('10:00') },
    { id: 2, start: at('11:00'), end: at('12:30') },
  ];
  it('finds the jobs a plan overlaps; back-to-back is no conflict, nor the job itself', () => {
    expect(overlappingJobs({ start: at('09:30'), end: at('11:30') }, jobs).map((job) => job.id)).toEqual([
      1, 2,
    ]);
    expect(overlappingJobs({ start: at('10:00'), end: at('11:00') }, jobs)).toEqual([]);
    expect(overlappingJobs({ start: at('09:00'), end: at('10:00') }, jobs, 1)).toEqual([]);
    expect(periodsOverlap({ start: at('08:00'), end: at('13:00') }, jobs[1] as (typeof jobs)[1])).toBe(true);
  });
  it('warns when a plan is not within one working interval', () => {
    const hours = [
      { start: at('08:00'), end: at('12:00') },
      { start: at('13:00'), end: at('17:00') },
    ];
    expect(outsideHours({ start: at('08:00'), end: at('12:00') }, hours)).toBe(false);
    expect(outsideHours({ start: at('11:30'), end: at('13:30') }, hours)).toBe(true);
    expect(outsideHours({ start: at('07:30'), end: at('09:00') }, hours)).toBe(true);
    expect(outsideHours({ start: at('09:00'), end: at('10:00') }, [])).toBe(true);
  });
});
