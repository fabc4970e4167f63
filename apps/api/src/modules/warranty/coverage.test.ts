import { describe, expect, it } from 'vitest';
import { addDays, computeCoverages, coverageEnd, type TermLine } from './coverage.ts';

describe('coverageEnd', () => {
  it('ends the day before the same date months later', () => {
    expect(coverageEnd('2025-03-15', 24)).toBe('2027-03-14');
    expect(coverageEnd('2025-01-01', 12)).toBe('2025-12-31');
    expect(coverageEnd('2024-12-31', 600)).toBe('2074-12-30');
  });

  it('covers the whole target month when it lacks the start day', () => {
    expect(coverageEnd('2025-01-31', 1)).toBe('2025-02-28');
    expect(coverageEnd('2024-01-31', 1)).toBe('2024-02-29');
    expect(coverageEnd('2024-02-29', 12)).toBe('2025-02-28');
    expect(coverageEnd('2025-01-29', 1)).toBe('2025-02-28');
    expect(coverageEnd('2025-01-28', 1)).toBe('2025-02-27');
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

const term = (overrides: Partial<TermLine>): TermLine => ({
  id: 1,
  productId: null,
  code: 'T',
  componentType: 'frame',
  durationMonths: 12,
  startBasis: 'purchase_date',
  laborCoveredPct: 100,
  partsCoveredPct: 100,
  effectiveFrom: '2020-01-01',
  effectiveTo: null,
  ...overrides,
});

describe('computeCoverages', () => {
  const terms = [
    term({ id: 1, code: 'FRAME', durationMonths: 60 }),
    term({ id: 2, code: 'FRAME-LIFE', productId: 7, durationMonths: null }),
    term({ id: 3, code: 'BAT-OLD', componentType: 'battery', effectiveTo: '2023-12-31' }),
    term({ id: 4, code: 'BAT', componentType: 'battery', durationMonths: 24, effectiveFrom: '2024-01-01' }),
    term({
      id: 5,
      code: 'MOTOR',
      componentType: 'motor',
      startBasis: 'registration_date',
      laborCoveredPct: 50,
    }),
  ];

  it('takes the product’s own term over the brand-wide one, and a lifetime term ends never', () => {
    const [frame] = computeCoverages(terms, ['frame'], 7, '2025-05-10', '2025-05-20');
    expect(frame).toMatchObject({ termId: 2, termCode: 'FRAME-LIFE', startsOn: '2025-05-10', endsOn: null });
    const [other] = computeCoverages(terms, ['frame'], 8, '2025-05-10', '2025-05-20');
    expect(other).toMatchObject({ termId: 1, endsOn: '2030-05-09' });
  });

  it('uses the version in effect on the purchase date', () => {
    expect(computeCoverages(terms, ['battery'], 8, '2023-06-01', '2025-01-01')[0]).toMatchObject({
      termCode: 'BAT-OLD',
      endsOn: '2024-05-31',
    });
    expect(computeCoverages(terms, ['battery'], 8, '2024-01-01', '2024-01-01')[0]?.termCode).toBe('BAT');
    expect(computeCoverages(terms, ['battery'], 8, '2019-12-31', '2020-01-01')).toEqual([]);
  });

  it('starts a registration-date term on the registration date, and skips uncovered components', () => {
    const coverages = computeCoverages(terms, ['motor', 'display'], 8, '2025-01-10', '2025-02-01');
    expect(coverages).toEqual([
      {
        termId: 5,
        termCode: 'MOTOR',
        componentType: 'motor',
        startsOn: '2025-02-01',
        endsOn: '2026-01-31',
        laborCoveredPct: 50,
        partsCoveredPct: 100,
      },
    ]);
  });
});
