// The approval a reviewer starts from (domain §1.2 compensation practice): each line priced by the rule in
// force (flat-rate hours, the labor rate, the handling fee, the freight and claim caps) and the warranty's
// coverage percentages of the causal component. Pure: the reviewer still decides.
import type { ClaimCoverage, ClaimLineKind, ClaimReasonCode, ClaimSuggestedLine } from '@console/contract';

export interface LineToPrice {
  id: number;
  kind: ClaimLineKind;
  code: string | null;
  quantity: number;
  unitCents: number;
  claimedCents: number;
}

export interface PricingRule {
  laborRateCentsPerHour: number;
  laborOperations: { code: string; standardHours: number }[];
  handlingFeeCents: number;
  freightCapCents: number | null;
  claimCapCents: number | null;
}

/** The code a line cut below its claim is given. */
const CUT_REASON: Record<ClaimLineKind, ClaimReasonCode> = {
  labor: 'excessive_labor',
  part: 'excessive_part_cost',
  freight: 'other',
  handling: 'other',
  other: 'other',
};

/** Without a known coverage the claim was still covered on its failure date: nothing is taken off. */
const FULL: ClaimCoverage = { laborCoveredPct: 100, partsCoveredPct: 100 };

export function suggestApproval(
  lines: LineToPrice[],
  rule: PricingRule | null,
  coverage: ClaimCoverage | null,
): ClaimSuggestedLine[] {
  const { laborCoveredPct, partsCoveredPct } = coverage ?? FULL;
  // Freight and handling are capped per claim, so each line takes what the lines before it left.
  let freightLeft = rule?.freightCapCents ?? Number.POSITIVE_INFINITY;
  let handlingLeft = rule ? rule.handlingFeeCents : Number.POSITIVE_INFINITY;
  const priced = lines.map((line) => {
    let cents = line.claimedCents;
    if (line.kind === 'labor') {
      const operation = rule?.laborOperations.find((op) => op.code === line.code);
      const hours = operation ? Math.min(line.quantity, operation.standardHours) : line.quantity;
      const rate = rule ? Math.min(line.unitCents, rule.laborRateCentsPerHour) : line.unitCents;
      cents = rule ? hours * rate : line.claimedCents;
      cents = (cents * laborCoveredPct) / 100;
    } else if (line.kind === 'part') {
      cents = (line.claimedCents * partsCoveredPct) / 100;
    } else if (line.kind === 'freight') {
      cents = Math.min(line.claimedCents, freightLeft);
      freightLeft -= cents;
    } else if (line.kind === 'handling') {
      cents = Math.min(line.claimedCents, handlingLeft);
      handlingLeft -= cents;
    }
    return Math.min(line.claimedCents, Math.round(cents));
  });
  const total = priced.reduce((sum, cents) => sum + cents, 0);
  const cap = rule?.claimCapCents ?? null;
  // Over the claim cap every line is scaled down alike; rounding down keeps the total within the cap.
  const approved =
    cap !== null && total > cap ? priced.map((cents) => Math.floor((cents * cap) / total)) : priced;
  return lines.map((line, index) => {
    const approvedCents = approved[index] ?? 0;
    return {
      lineId: line.id,
      approvedCents,
      reasonCode: approvedCents < line.claimedCents ? CUT_REASON[line.kind] : null,
    };
  });
}
