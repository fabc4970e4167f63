import type { WeeklyHours } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { type AvailabilityInput, availableSlots, slotAt } from './availability.ts';

const every = (opens: string, closes: string): WeeklyHours => {
  const day = [{ opens, closes }];
  return { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day };
};

function input(extra: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timezone: 'America/New_York',
    from: '2026-03-07',
    to: '2026-03-08',
    now: new Date('2026-03-01T00:00:00Z'),
    shopHours: every('09:00', '12:00'),
    shopExceptions: [],
    hosts: [],
    blocked: [],
    taken: [],
    rules: {
      durationMinutes: 60,
      slotIntervalMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minNoticeMinutes: 0,
      maxAdvanceDays: 60,
      capacity: 3,
    },
    ...extra,
  };
}

const starts = (result: ReturnType<typeof availableSlots>, date: string) =>
  result.days.find((day) => day.date === date)?.slots.map((slot) => slot.start);
const localTimes = (result: ReturnType<typeof availableSlots>, date: string) =>
  result.days.find((day) => day.date === date)?.slots.map((slot) => slot.localTime);

describe('availability across daylight-saving changes', () => {
  it('keeps New York slots at 09:00 local on the March change day (8 March 2026)', () => {
    const result = availableSlots(input());
    expect(starts(result, '2026-03-07')).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-07T15:00:00.000Z',
      '2026-03-07T16:00:00.000Z',
    ]);
    expect(starts(result, '2026-03-08')).toEqual([
      '2026-03-08T13:00:00.000Z',
      '2026-03-08T14:00:00.000Z',
      '2026-03-08T15:00:00.000Z',
    ]);
    expect(localTimes(result, '2026-03-08')).toEqual(['09:00', '10:00', '11:00']);
  });

  it('offers one slot fewer over the lost hour and one more over the doubled hour', () => {
    const night = input({ shopHours: every('00:00', '04:00'), from: '2026-03-08', to: '2026-03-08' });
    expect(localTimes(availableSlots(night), '2026-03-08')).toEqual(['00:00', '01:00', '03:00']);
    const fall = availableSlots({
      ...night,
      from: '2026-11-01',
      to: '2026-11-01',
      now: new Date('2026-10-01'),
    });
    expect(localTimes(fall, '2026-11-01')).toEqual(['00:00', '01:00', '01:00', '02:00', '03:00']);
    expect(starts(fall, '2026-11-01')?.slice(1, 3)).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
    ]);
  });

  it('keeps New York slots at 09:00 local on the November change day (1 November 2026)', () => {
    const result = availableSlots(
      input({ from: '2026-10-31', to: '2026-11-01', now: new Date('2026-10-01T00:00:00Z') }),
    );
    expect(starts(result, '2026-10-31')?.[0]).toBe('2026-10-31T13:00:00.000Z');
    expect(starts(result, '2026-11-01')?.[0]).toBe('2026-11-01T14:00:00.000Z');
    expect(localTimes(result, '2026-11-01')).toEqual(['09:00', '10:00', '11:00']);
  });

  it('does not move Honolulu or Virgin Islands slots on those days', () => {
    for (const [timezone, utc] of [
      ['Pacific/Honolulu', '19:00'],
      ['America/Virgin', '13:00'],
    ] as const) {
      for (const [date, now] of [
        ['2026-03-08', '2026-03-01'],
        ['2026-11-01', '2026-10-20'],
      ] as const) {
        const result = availableSlots(input({ timezone, from: date, to: date, now: new Date(now) }));
        expect(starts(result, date)?.[0]).toBe(`${date}T${utc}:00.000Z`);
        expect(localTimes(result, date)).toEqual(['09:00', '10:00', '11:00']);
      }
    }
  });
});

describe('availability rules', () => {
  it('starts after the minimum notice and stops at the maximum advance', () => {
    const result = availableSlots(
      input({
        now: new Date('2026-03-07T13:30:00Z'),
        rules: { ...input().rules, minNoticeMinutes: 60, maxAdvanceDays: 1 },
        to: '2026-03-09',
      }),
    );
    expect(localTimes(result, '2026-03-07')).toEqual(['10:00', '11:00']);
    expect(localTimes(result, '2026-03-08')).toHaveLength(3);
    expect(localTimes(result, '2026-03-09')).toEqual([]);
  });

  it('uses the date exception, the grid and the duration', () => {
    const result = availableSlots(
      input({
        shopExceptions: [{ date: '2026-03-07', hours: [] }],
        rules: { ...input().rules, durationMinutes: 90, slotIntervalMinutes: 30 },
      }),
    );
    expect(localTimes(result, '2026-03-07')).toEqual([]);
    expect(localTimes(result, '2026-03-08')).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('leaves out blocked periods and counts seats with buffers', () => {
    const result = availableSlots(
      input({
        from: '2026-03-08',
        blocked: [{ start: new Date('2026-03-08T13:30:00Z'), end: new Date('2026-03-08T13:45:00Z') }],
        taken: [{ start: new Date('2026-03-08T14:00:00Z'), end: new Date('2026-03-08T15:00:00Z'), seats: 2 }],
        rules: { ...input().rules, bufferAfterMinutes: 15 },
      }),
    );
    const day = result.days.find((d) => d.date === '2026-03-08');
    expect(day?.slots.map((slot) => [slot.localTime, slot.seatsLeft])).toEqual([
      ['10:00', 1],
      ['11:00', 1],
    ]);
    expect(slotAt(result, new Date('2026-03-08T15:00:00Z'))?.localTime).toBe('11:00');
    expect(slotAt(result, new Date('2026-03-08T15:30:00Z'))).toBeUndefined();
  });

  it('needs one host working and not away for the whole slot', () => {
    const hostWeek = every('10:00', '11:00');
    const result = availableSlots(
      input({
        from: '2026-03-08',
        hosts: [
          { employeeId: 1, timezone: 'America/New_York', hours: hostWeek, exceptions: [], blocked: [] },
          {
            employeeId: 2,
            timezone: 'America/Chicago',
            hours: null,
            exceptions: [{ date: '2026-03-08', hours: [{ opens: '09:00', closes: '11:00' }] }],
            blocked: [{ start: new Date('2026-03-08T14:00:00Z'), end: new Date('2026-03-08T15:00:00Z') }],
          },
        ],
      }),
    );
    // Host 1 works 10–11 New York; host 2 works 09–11 Chicago (10–12 New York) but is away 10–11.
    expect(localTimes(result, '2026-03-08')).toEqual(['10:00', '11:00']);
  });
});
