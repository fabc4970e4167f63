// Demo claims: a few dozen on active units (about one per hundred warranties, at least two per status),
// across the brands and their dealers, in every status of the state machine, with their history. The decided ones are priced by the rule
// in force and their compensation posted to the ledger the way an approval posts it. The demo retailer's
// claims are its own user's; the other dealers have no users, so an admin entered theirs on their behalf.
import { type ClaimStatus, type ComponentType, todayIso } from '@console/contract';
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import {
  claimLines,
  fulfillmentTypes,
  statusChanges,
  WarrantyStatus,
  warranties,
  warrantyClaims,
  warrantyCoverages,
} from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/seed.ts';
import { addDays } from '../warranty/coverage.ts';
import { DEMO_WARRANTY_COUNT } from '../warranty/seed.ts';
import { ruleInForce, toRule } from './compensationRules.ts';
import { postCompensation } from './decisions.ts';
import { CLAIM_ENTITY } from './queries.ts';

/** Each status's path through the state machine, after `submitted`. */
const PATHS: Record<Exclude<ClaimStatus, 'draft'>, ClaimStatus[]> = {
  submitted: [],
  under_review: ['under_review'],
  needs_info: ['under_review', 'needs_info'],
  approved: ['under_review', 'approved'],
  partially_approved: ['under_review', 'partially_approved'],
  rejected: ['under_review', 'rejected'],
  cancelled: ['cancelled'],
};
const STATUSES = Object.keys(PATHS) as (keyof typeof PATHS)[];
const REJECTIONS = ['customer_damage', 'insufficient_information', 'improper_repair'] as const;
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

export async function seedDemoClaims(
  tx: Transaction,
  ids: DemoIds,
  warrantyCount = DEMO_WARRANTY_COUNT,
): Promise<void> {
  const now = new Date();
  const today = todayIso(now);
  const units = await coveredUnits(tx, today, Math.max(STATUSES.length * 2, Math.round(warrantyCount / 100)));
  const [repair] = await tx
    .select({ id: fulfillmentTypes.id })
    .from(fulfillmentTypes)
    .where(and(isNull(fulfillmentTypes.ownerCompanyId), eq(fulfillmentTypes.code, 'repair_in_shop')));
  if (!repair) throw new Error('seed: repair_in_shop not written');

  for (const [i, unit] of units.entries()) {
    const status = STATUSES[i % STATUSES.length] ?? 'submitted';
    const failureDate = addDays(today, -(6 + (i % 20)));
    const submittedAt = new Date(Date.parse(`${addDays(failureDate, 2)}T15:00:00Z`));
    const submitter = unit.retailerId === ids.retailer ? ids.retailerUser : ids.admin;
    const reviewer = i % 4 === 0 ? ids.admin : unit.brandId === ids.brand ? ids.brandUser : ids.onsiteUser;
    const rule = await ruleInForce(tx, unit.brandId, repair.id, unit.component, failureDate);
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
    // A partial approval pays the motor job at the brand's flat rate of one hour instead of 1.5.
    const approvedOf = (line: (typeof lines)[number]) =>
      status === 'partially_approved' && line.kind === 'labor' ? rate : line.claimedCents;
    const decided = status === 'approved' || status === 'partially_approved' || status === 'rejected';
    const steps = [...PATHS[status]].map((to, step) => ({
      to,
      at: new Date(Math.min(submittedAt.getTime() + (step + 1) * DAY_MS, now.getTime())),
    }));
    const decidedAt = decided ? steps.at(-1)?.at : undefined;
    const approvedTotal =
      status === 'rejected' ? 0 : decided ? lines.reduce((sum, line) => sum + approvedOf(line), 0) : null;
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
        fulfillmentTypeId: repair.id,
        status,
        claimedTotalCents: claimed,
        approvedTotalCents: approvedTotal,
        compensationRuleId: decided && status !== 'rejected' ? (rule?.id ?? null) : null,
        ruleSnapshot: decided && status !== 'rejected' && rule ? toRule(rule) : null,
        reasonCode: status === 'rejected' ? REJECTIONS[i % REJECTIONS.length] : null,
        assigneeUserId: steps.length && status !== 'cancelled' ? reviewer : null,
        version: steps.length + 1,
        submittedAt,
        decidedAt,
      })
      .returning({ id: warrantyClaims.id, number: warrantyClaims.number });
    if (!claim) throw new Error('seed: claim not written');
    await tx.insert(claimLines).values(
      lines.map((line) => {
        const approvedCents = decided ? (status === 'rejected' ? 0 : approvedOf(line)) : null;
        const cut = approvedCents !== null && approvedCents < line.claimedCents;
        return {
          ...line,
          claimId: claim.id,
          approvedCents,
          decision:
            approvedCents === null ? null : approvedCents === 0 ? 'rejected' : cut ? 'adjusted' : 'approved',
          reasonCode: cut && status === 'partially_approved' ? 'excessive_labor' : null,
        };
      }),
    );
    const entityId = String(claim.id);
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
        actorUserId: step.to === 'cancelled' ? submitter : reviewer,
        reason: step.to === 'needs_info' ? 'Please attach the diagnostic export.' : null,
        at: step.at,
      })),
    ]);
    if (approvedTotal && decidedAt) {
      const ledgerTransactionId = await postCompensation(
        tx,
        { id: claim.id, number: claim.number, retailerCompanyId: unit.retailerId },
        approvedTotal,
        reviewer,
        decidedAt,
      );
      await tx.update(warrantyClaims).set({ ledgerTransactionId }).where(eq(warrantyClaims.id, claim.id));
    }
  }
}
