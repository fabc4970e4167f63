import type { CompensationRule, PartsBasis } from '@console/contract';
import { dollars } from '../../shared/money.logic';

export const PARTS_BASIS_NAMES: Record<PartsBasis, string> = {
  dealer_cost: 'Dealer cost',
  cost_plus_pct: 'Cost plus markup',
  msrp: 'MSRP',
};

/** Where a version stands on `today`: paying claims now, starting later, or over. */
export type RulePeriod = 'in_force' | 'scheduled' | 'ended';

export function rulePeriod(rule: Pick<CompensationRule, 'effectiveFrom' | 'effectiveTo'>, today: string) {
  if (rule.effectiveFrom > today) return 'scheduled' satisfies RulePeriod;
  if (rule.effectiveTo !== null && rule.effectiveTo < today) return 'ended' satisfies RulePeriod;
  return 'in_force' satisfies RulePeriod;
}

/** 'from 2026-01-01', or 'from 2026-01-01 to 2026-06-30'. */
export function validityLabel(rule: Pick<CompensationRule, 'effectiveFrom' | 'effectiveTo'>): string {
  return rule.effectiveTo === null
    ? `from ${rule.effectiveFrom}`
    : `${rule.effectiveFrom} to ${rule.effectiveTo}`;
}

/** The parts basis in words: 'Cost plus 15%'. */
export function partsBasisLabel(rule: Pick<CompensationRule, 'partsBasis' | 'partsMarkupPct'>): string {
  return rule.partsBasis === 'cost_plus_pct'
    ? `Cost plus ${rule.partsMarkupPct}%`
    : PARTS_BASIS_NAMES[rule.partsBasis];
}

/** The rule's caps in one line: 'Claim $1,500.00 · Freight $75.00', or 'None'. */
export function capsLabel(rule: Pick<CompensationRule, 'claimCapCents' | 'freightCapCents'>): string {
  const caps = [
    rule.claimCapCents === null ? null : `Claim ${dollars(rule.claimCapCents)}`,
    rule.freightCapCents === null ? null : `Freight ${dollars(rule.freightCapCents)}`,
  ].filter((cap) => cap !== null);
  return caps.length === 0 ? 'None' : caps.join(' · ');
}

/** Every version of the rule `id` belongs to, newest first (versions link back through `supersedesId`). */
export function versionChain(rules: readonly CompensationRule[], id: number): CompensationRule[] {
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const successor = new Map(
    rules.filter((rule) => rule.supersedesId !== null).map((rule) => [rule.supersedesId, rule]),
  );
  let newest = byId.get(id);
  while (newest && successor.has(newest.id)) newest = successor.get(newest.id);
  const chain: CompensationRule[] = [];
  for (let rule = newest; rule; rule = rule.supersedesId === null ? undefined : byId.get(rule.supersedesId)) {
    chain.push(rule);
  }
  return chain;
}

/** The newest version of each rule: the list shows one row per rule. */
export function newestVersions(rules: readonly CompensationRule[]): CompensationRule[] {
  const replaced = new Set(rules.map((rule) => rule.supersedesId));
  return rules.filter((rule) => !replaced.has(rule.id));
}
