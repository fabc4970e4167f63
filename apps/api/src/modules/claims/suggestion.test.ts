import { describe, expect, it } from 'vitest';
import { type LineToPrice, type PricingRule, suggestApproval } from './suggestion.ts';

const rule: PricingRule = {
  laborRateCentsPerHour: 10_000,
  laborOperations: [{ code: 'MOTOR-RR', standardHours: 1 }],
  handlingFeeCents: 2_500,
  freightCapCents: 7_500,
  claimCapCents: null,
};

let ids = 0;
const line = (kind: LineToPrice['kind'], quantity: number, unitCents: number, code: string | null = null) => {
  ids += 1;
  return { id: ids, kind, code, quantity, unitCents, claimedCents: Math.round(quantity * unitCents) };
};
const full = { laborCoveredPct: 100, partsCoveredPct: 100 };

describe('suggestApproval', () => {
  it('pays labor at the flat-rate hours of the operation and the rule’s rate, whichever is lower', () => {
    const [flat, unknownOp, cheap] = suggestApproval(
      [
        line('labor', 1.5, 11_000, 'MOTOR-RR'),
        line('labor', 2, 11_000, 'X'),
        line('labor', 0.5, 8_000, 'MOTOR-RR'),
      ],
      rule,
      full,
    );
    expect(flat).toMatchObject({ approvedCents: 10_000, reasonCode: 'excessive_labor' });
    expect(unknownOp).toMatchObject({ approvedCents: 20_000, reasonCode: 'excessive_labor' });
    expect(cheap).toMatchObject({ approvedCents: 4_000, reasonCode: null });
  });

  it('applies the coverage percentages to labor and parts', () => {
    const [labor, part] = suggestApproval(
      [line('labor', 1, 10_000, 'MOTOR-RR'), line('part', 2, 10_001)],
      rule,
      { laborCoveredPct: 50, partsCoveredPct: 75 },
    );
    expect(labor).toMatchObject({ approvedCents: 5_000, reasonCode: 'excessive_labor' });
    expect(part).toMatchObject({ approvedCents: 15_002, reasonCode: 'excessive_part_cost' });
  });

  it('caps freight and handling per claim, across their lines', () => {
    const [freight1, freight2, handling, other] = suggestApproval(
      [
        line('freight', 1, 5_000),
        line('freight', 1, 5_000),
        line('handling', 1, 4_000),
        line('other', 1, 1_234),
      ],
      rule,
      full,
    );
    expect(freight1).toMatchObject({ approvedCents: 5_000, reasonCode: null });
    expect(freight2).toMatchObject({ approvedCents: 2_500, reasonCode: 'other' });
    expect(handling).toMatchObject({ approvedCents: 2_500, reasonCode: 'other' });
    expect(other).toMatchObject({ approvedCents: 1_234, reasonCode: null });
  });

  it('scales every line down to the claim cap, never above it', () => {
    const suggested = suggestApproval(
      [line('part', 1, 30_000), line('part', 1, 10_001), line('other', 1, 10_000)],
      { ...rule, claimCapCents: 25_000 },
      full,
    );
    const total = suggested.reduce((sum, item) => sum + item.approvedCents, 0);
    expect(total).toBeLessThanOrEqual(25_000);
    expect(total).toBeGreaterThan(24_990);
    expect(suggested.map((item) => item.reasonCode)).toEqual([
      'excessive_part_cost',
      'excessive_part_cost',
      'other',
    ]);
  });

  it('without a rule pays the claim times the coverage; without a coverage, the claim', () => {
    const lines = [line('labor', 1.5, 11_000), line('part', 1, 42_000), line('freight', 1, 9_000)];
    expect(
      suggestApproval(lines, null, { laborCoveredPct: 100, partsCoveredPct: 50 }).map(
        (item) => item.approvedCents,
      ),
    ).toEqual([16_500, 21_000, 9_000]);
    expect(suggestApproval(lines, null, null).map((item) => item.reasonCode)).toEqual([null, null, null]);
  });
});
