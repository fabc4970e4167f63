// Demo claims: a few dozen on active units (about one per hundred warranties, at least two per scenario),
// across the brands and their dealers, in every status of the state machine, with their history: paid in
// shop, replaced without pay, and returned to the brand (each status of the return, inspected both ways).
// The decided ones are priced by the rule in force and their compensation posted to the ledger the way the
// system posts it. The demo retailer's claims are its own user's; the other dealers have no users, so an
// admin entered theirs on their behalf.
import {
  type ClaimStatus,
  type ComponentType,
  type InspectionResult,
  type ReverseShipmentStatus,
  todayIso,
} from '@console/contract';
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  claimLines,
  fulfillmentTypes,
  statusChanges,
  WarrantyStatus,
  warranties,
  warrantyClaims,
  warrantyCoverages,
} from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import { seedDemoReturn } from '../returns/demoReturns.ts';
import { addDays } from '../warranty/coverage.ts';
import { DEMO_WARRANTY_COUNT } from '../warranty/seed.ts';
import { ruleInForce, toRule } from './compensationRules.ts';
import { CLAIM_ENTITY } from './queries.ts';
import { REPLACEMENT_ONLY } from './seed.ts';
import { postCompensation } from './settlement.ts';

type DemoType = 'repair' | 'replacement' | 'returned';

interface Scenario {
  type: DemoType;
  /** The claim's path through the state machine, after `submitted`. */
  path: ClaimStatus[];
  /** The return's status and inspection, for a `returned` claim. */
  returned?: { status: ReverseShipmentStatus; inspection?: InspectionResult; overdue?: boolean };
}

const review = (...path: ClaimStatus[]): ClaimStatus[] => ['under_review', ...path];
const SCENARIOS: Scenario[] = [
  { type: 'repair', path: [] },
  { type: 'repair', path: review() },
  { type: 'repair', path: review('needs_info') },
  { type: 'replacement', path: review('approved') },
  { type: 'replacement', path: review('partially_approved') },
  { type: 'repair', path: review('approved', 'compensated') },
  { type: 'repair', path: review('partially_approved', 'compensated') },
  { type: 'repair', path: review('approved', 'compensated', 'closed') },
  { type: 'repair', path: review('rejected') },
  { type: 'repair', path: ['cancelled'] },
  ...(['requested', 'label_issued', 'in_transit', 'received'] as const).map((status) => ({
    type: 'returned' as const,
    path: review('approved', 'awaiting_return'),
    returned: { status, overdue: status === 'label_issued' },
  })),
  {
    type: 'returned',
    path: review('approved', 'awaiting_return', 'rejected'),
    returned: { status: 'inspected', inspection: 'no_fault_found' },
  },
  {
    type: 'returned',
    path: review('approved', 'awaiting_return', 'rejected'),
    returned: { status: 'closed', inspection: 'customer_damage' },
  },
  {
    type: 'returned',
    path: review('approved', 'awaiting_return', 'compensated'),
    returned: { status: 'closed', inspection: 'confirmed_defect' },
  },
];
const REJECTIONS = ['customer_damage', 'insufficient_information', 'improper_repair'] as const;
const INSPECTION_REJECTS = { no_fault_found: 'no_fault_found', customer_damage: 'customer_damage' } as const;
const DAY_MS = 86_400_000;

/** Units covered on the component for the last month, one per claim, spread over the register. */
async function coveredUnits(tx: Transaction, today: string, count: number) {
  const monthAgo = addDays(today, -30);
  const rows = await tx
    .select({
      warrantyId: warranties.id,
      brandId: warranties.brandCompanyId,
      retailerId: warranties.sellingRetailerCompanyId,
      component: warrantyCoverages.componentType,
    })
    .from(warrantyCoverages)
    .innerJoin(warranties, eq(warranties.id, warrantyCoverages.warrantyId))
    .where(
      and(
        eq(warranties.status, WarrantyStatus.active),
        eq(warrantyCoverages.componentType, 'motor'),
        lte(warrantyCoverages.startsOn, monthAgo),
        or(isNull(warrantyCoverages.endsOn), gte(warrantyCoverages.endsOn, today)),
      ),
    )
    .orderBy(asc(warranties.id));
  const step = Math.max(1, Math.floor(rows.length / count));
  return rows.filter((_, index) => index % step === 0).slice(0, count);
}

/** The ids of the platform's repair and return types and each brand's type that pays nothing. */
async function demoTypes(tx: Transaction): Promise<(type: DemoType, brandId: number) => number> {
  const rows = await tx
    .select({ id: fulfillmentTypes.id, code: fulfillmentTypes.code, owner: fulfillmentTypes.ownerCompanyId })
    .from(fulfillmentTypes)
    .where(
      inArray(fulfillmentTypes.code, ['repair_in_shop', 'return_to_brand_for_repair', REPLACEMENT_ONLY]),
    );
  const code: Record<DemoType, string> = {
    repair: 'repair_in_shop',
    returned: 'return_to_brand_for_repair',
    replacement: REPLACEMENT_ONLY,
  };
  return (type, brandId) => {
    const row = rows.find(
      (candidate) => candidate.code === code[type] && (candidate.owner ?? brandId) === brandId,
    );
    if (!row) throw new Error(`seed: fulfillment type ${code[type]} not written`);
    return row.id;
  };
}

export async function seedDemoClaims(
  tx: Transaction,
  ids: DemoIds,
  warrantyCount = DEMO_WARRANTY_COUNT,
): Promise<void> {
  const now = new Date();
  const today = todayIso(now);
  const units = await coveredUnits(
    tx,
    today,
    Math.max(SCENARIOS.length * 2, Math.round(warrantyCount / 100)),
  );
  const typeId = await demoTypes(tx);

  for (const [i, unit] of units.entries()) {
    const scenario = SCENARIOS[i % SCENARIOS.length] ?? { type: 'repair', path: [] };
    const status = scenario.path.at(-1) ?? 'submitted';
    const approvedAs = scenario.path.find((step) => step === 'approved' || step === 'partially_approved');
    const rejected = status === 'rejected';
    const failureDate = addDays(today, -(6 + (i % 20)));
    const submittedAt = new Date(Date.parse(`${addDays(failureDate, 2)}T15:00:00Z`));
    const submitter = unit.retailerId === ids.retailer ? ids.retailerUser : ids.admin;
    const reviewer = i % 4 === 0 ? ids.admin : unit.brandId === ids.brand ? ids.brandUser : ids.onsiteUser;
    const fulfillmentTypeId = typeId(scenario.type, unit.brandId);
    const rule = await ruleInForce(tx, unit.brandId, fulfillmentTypeId, unit.component, failureDate);
    const rate = rule?.laborRateCentsPerHour ?? 10_000;
    const lines = [
      {
        kind: 'labor',
        code: 'MOTOR-RR',
        description: 'Motor remove and refit',
        quantity: 1.5,
        unitCents: rate,
      },
      {
        kind: 'part',
        code: 'MOTOR',
        description: 'Drive unit',
        quantity: 1,
        unitCents: 38_000 + (i % 5) * 1_000,
      },
    ].map((line, index) => ({
      ...line,
      lineNo: index + 1,
      claimedCents: Math.round(line.quantity * line.unitCents),
    }));
    const claimed = lines.reduce((sum, line) => sum + line.claimedCents, 0);
    // A partial approval pays the motor job at the brand's flat rate of one hour instead of 1.5; a claim
    // rejected outright or after its return's inspection pays nothing.
    const approvedOf = (line: (typeof lines)[number]) =>
      rejected ? 0 : approvedAs === 'partially_approved' && line.kind === 'labor' ? rate : line.claimedCents;
    const decided = approvedAs !== undefined || rejected;
    const steps = scenario.path.map((to, step) => ({
      to,
      at: new Date(Math.min(submittedAt.getTime() + (step + 1) * DAY_MS, now.getTime())),
    }));
    const atOf = (to: ClaimStatus) => steps.find((step) => step.to === to)?.at;
    // A return's inspection decides again: the claim's decision is then the rejection's.
    const decidedAt = rejected ? atOf('rejected') : approvedAs ? atOf(approvedAs) : undefined;
    const approvedTotal = decided ? lines.reduce((sum, line) => sum + approvedOf(line), 0) : null;
    const inspection = scenario.returned?.inspection;
    const reasonCode = rejected
      ? inspection && inspection !== 'confirmed_defect'
        ? INSPECTION_REJECTS[inspection as keyof typeof INSPECTION_REJECTS]
        : REJECTIONS[i % REJECTIONS.length]
      : null;
    const [claim] = await tx
      .insert(warrantyClaims)
      .values({
        warrantyId: unit.warrantyId,
        brandCompanyId: unit.brandId,
        retailerCompanyId: unit.retailerId,
        submittedByUserId: submitter,
        failureDate,
        repairDate: addDays(failureDate, 1),
        complaint: 'Motor cuts out under load.',
        diagnosis: 'Hall sensor fault confirmed with the diagnostic tool.',
        causalComponentType: unit.component as ComponentType,
        causalPartNumber: 'MOTOR',
        fulfillmentTypeId,
        status,
        claimedTotalCents: claimed,
        approvedTotalCents: approvedTotal,
        compensationRuleId: approvedAs ? (rule?.id ?? null) : null,
        ruleSnapshot: approvedAs && rule ? toRule(rule) : null,
        reasonCode,
        assigneeUserId: steps.length && status !== 'cancelled' ? reviewer : null,
        version: steps.length + 1,
        submittedAt,
        decidedAt,
        compensatedAt: atOf('compensated'),
        closedAt: atOf('closed'),
      })
      .returning();
    if (!claim) throw new Error('seed: claim not written');
    await tx.insert(claimLines).values(
      lines.map((line) => {
        const approvedCents = decided ? approvedOf(line) : null;
        const cut = approvedCents !== null && approvedCents < line.claimedCents;
        return {
          ...line,
          claimId: claim.id,
          approvedCents,
          decision:
            approvedCents === null ? null : approvedCents === 0 ? 'rejected' : cut ? 'adjusted' : 'approved',
          reasonCode: !cut ? null : rejected ? reasonCode : 'excessive_labor',
        };
      }),
    );
    const entityId = String(claim.id);
    // The system's steps (after an approval or a return) have no actor.
    const system: ClaimStatus[] = ['awaiting_return', 'compensated', 'closed'];
    await tx.insert(statusChanges).values([
      {
        entity: CLAIM_ENTITY,
        entityId,
        toStatus: 'submitted',
        actorUserId: submitter,
        reason: 'submitted',
        at: submittedAt,
      },
      ...steps.map((step, index) => ({
        entity: CLAIM_ENTITY,
        entityId,
        fromStatus: index === 0 ? 'submitted' : steps[index - 1]?.to,
        toStatus: step.to,
        actorUserId:
          step.to === 'cancelled'
            ? submitter
            : system.includes(step.to) || (rejected && scenario.returned)
              ? null
              : reviewer,
        reason: step.to === 'needs_info' ? 'Please attach the diagnostic export.' : null,
        at: step.at,
      })),
    ]);
    const approvedAt = approvedAs ? atOf(approvedAs) : undefined;
    if (scenario.returned && approvedAt) {
      await seedDemoReturn(tx, {
        claim,
        status: scenario.returned.status,
        inspection,
        requestedAt: approvedAt,
        now,
        brandUser: reviewer,
        retailerUser: submitter,
        returnBy: scenario.returned.overdue ? addDays(today, -3) : undefined,
      });
    }
    const compensatedAt = atOf('compensated');
    if (approvedTotal && compensatedAt) {
      const ledgerTransactionId = await postCompensation(tx, claim, approvedTotal, reviewer, compensatedAt);
      await tx.update(warrantyClaims).set({ ledgerTransactionId }).where(eq(warrantyClaims.id, claim.id));
    }
  }
}
