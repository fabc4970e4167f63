import type { CompensationRule } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  capsLabel,
  newestVersions,
  partsBasisLabel,
  rulePeriod,
  validityLabel,
  versionChain,
} from './compensation.logic';

const rule = (id: number, version: number, supersedesId: number | null): CompensationRule => ({
  id,
  ownerCompanyId: 10,
  name: 'Standard',
  fulfillmentTypeId: null,
  componentType: null,
  laborRateCentsPerHour: 9_500,
  laborOperations: [],
  partsBasis: 'dealer_cost',
  partsMarkupPct: 0,
  handlingFeeCents: 0,
  freightCapCents: null,
  claimCapCents: null,
  submitWithinDays: null,
  effectiveFrom: '2026-01-01',
  effectiveTo: null,
  version,
  supersedesId,
  retiredAt: null,
});

describe('compensation rules as the screens show them', () => {
  it('places a version in time', () => {
    const period = { effectiveFrom: '2026-01-01', effectiveTo: '2026-06-30' };
    expect(rulePeriod(period, '2025-12-31')).toBe('scheduled');
    expect(rulePeriod(period, '2026-01-01')).toBe('in_force');
    expect(rulePeriod(period, '2026-06-30')).toBe('in_force');
    expect(rulePeriod(period, '2026-07-01')).toBe('ended');
    expect(rulePeriod({ effectiveFrom: '2026-01-01', effectiveTo: null }, '2030-01-01')).toBe('in_force');
    expect(validityLabel(period)).toBe('2026-01-01 to 2026-06-30');
    expect(validityLabel({ effectiveFrom: '2026-01-01', effectiveTo: null })).toBe('from 2026-01-01');
  });

  it('names the parts basis and the caps', () => {
    expect(partsBasisLabel({ partsBasis: 'cost_plus_pct', partsMarkupPct: 15 })).toBe('Cost plus 15%');
    expect(partsBasisLabel({ partsBasis: 'msrp', partsMarkupPct: 0 })).toBe('MSRP');
    expect(capsLabel({ claimCapCents: 150_000, freightCapCents: 7_500 })).toBe(
      'Claim $1,500.00 · Freight $75.00',
    );
    expect(capsLabel({ claimCapCents: null, freightCapCents: null })).toBe('None');
  });

  it('follows a rule through its versions, newest first, from any of them', () => {
    const rules = [rule(1, 1, null), rule(5, 2, 1), rule(9, 3, 5), rule(2, 1, null)];
    expect(versionChain(rules, 5).map((r) => r.id)).toEqual([9, 5, 1]);
    expect(versionChain(rules, 1).map((r) => r.id)).toEqual([9, 5, 1]);
    expect(versionChain(rules, 2).map((r) => r.id)).toEqual([2]);
    expect(newestVersions(rules).map((r) => r.id)).toEqual([9, 2]);
  });
});
