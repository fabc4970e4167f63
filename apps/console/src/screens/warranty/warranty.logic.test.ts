import { describe, expect, it } from 'vitest';
import { dayOf, isoDay } from '../../shared/form/isoDay';
import { coverageEnd, coverageRunning, exportFileName } from './warranty.logic';

describe('warranty display', () => {
  it('reads a missing end as lifetime, and knows which coverages run today', () => {
    expect(coverageEnd(null)).toBe('Lifetime');
    expect(coverageEnd('2027-01-14')).toBe('2027-01-14');
    expect(coverageRunning('2025-01-15', null, '2026-11-22')).toBe(true);
    expect(coverageRunning('2025-01-15', '2026-11-22', '2026-11-22')).toBe(true);
    expect(coverageRunning('2025-01-15', '2026-11-21', '2026-11-22')).toBe(false);
    expect(coverageRunning('2026-12-01', null, '2026-11-22')).toBe(false);
  });

  it('turns picked days into dates and back, and refuses anything else', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(dayOf('2026-01-05')?.getDate()).toBe(5);
    expect(dayOf('05/01/2026')).toBeNull();
    expect(dayOf(undefined)).toBeNull();
  });

  it('dates the export file', () => {
    expect(exportFileName('2026-11-22')).toBe('warranties-2026-11-22.csv');
  });
});
