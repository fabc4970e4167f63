// Demo billing: a year of each brand's claim history (compensated and closed, paid through the ledger the
// way the system pays a claim), then each brand's cards saved through the card simulator and its monthly
// statements issued and charged by the same code the jobs run, on the dates they would have run.
// Voltline (brand@) pays with a 4242 card: every past month paid, this month's compensation not billed yet.
// Ridgeway (onsite@) paid with a 4242 card it has since removed; its current card (…0341) is declined, so
// last month's statement and the one an admin issued two days ago failed, with their retries.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  brandStatements,
  claimLines,
  fulfillmentTypes,
  statusChanges,
  WarrantyStatus,
  warranties,
  warrantyClaims,
  warrantyCoverages,
} from '../../../db/schema.ts';
import type { DemoIds, Transaction } from '../../../db/types.ts';
import { ruleInForce, toRule } from '../../claims/compensationRules.ts';
import { CLAIM_ENTITY } from '../../claims/queries.ts';
import { postCompensation } from '../../claims/settlement.ts';
import { addDays } from '../../warranty/coverage.ts';
import { LocalCardProvider } from '../provider/local/LocalCardProvider.ts';
import { DEFAULT_CARD_PUBLISHABLE_KEY } from './cardProviderSetting.ts';
import { completeCardSetup, removeCard } from './cards.ts';
import { type ChargeDeps, chargeStatement } from './charge.ts';
import { issueStatement, periodOf } from './issue.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Months of history per brand, and claims compensated in each. */
const HISTORY = { voltline: { months: 12, claimsPerMonth: 2 }, ridgeway: { months: 10, claimsPerMonth: 1 } };

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const monthsBack = (now: Date, months: number, day = 1, hour = 0) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day, hour));

interface Unit {
  warrantyId: number;
  retailerId: number;
  startsOn: string;
  endsOn: string | null;
}

/** The brand's active units with a motor coverage, oldest first: the units a past claim may be on. */
async function motorUnits(tx: Transaction, brandId: number, today: string): Promise<Unit[]> {
  return tx
    .select({
      warrantyId: warranties.id,
      retailerId: warranties.sellingRetailerCompanyId,
      startsOn: warrantyCoverages.startsOn,
      endsOn: warrantyCoverages.endsOn,
    })
    .from(warrantyCoverages)
    .innerJoin(warranties, eq(warranties.id, warrantyCoverages.warrantyId))
    .where(
      and(
        eq(warranties.brandCompanyId, brandId),
        eq(warranties.status, WarrantyStatus.active),
        eq(warrantyCoverages.componentType, 'motor'),
        lte(warrantyCoverages.startsOn, today),
        gte(warrantyCoverages.endsOn, addDays(today, -400)),
      ),
    )
    .orderBy(asc(warranties.id));
}

/**
 * One past claim on `unit`, repaired in shop and approved in full by the brand, its compensation posted on
 * `compensatedAt`, closed 30 days later when that has passed.
 */
async function pastClaim(
  tx: Transaction,
  ids: DemoIds,
  brandId: number,
  unit: Unit,
  compensatedAt: Date,
  index: number,
  now: Date,
): Promise<void> {
  const [repair] = await tx
    .select({ id: fulfillmentTypes.id })
    .from(fulfillmentTypes)
    .where(eq(fulfillmentTypes.code, 'repair_in_shop'));
  if (!repair) throw new Error('seed: no repair_in_shop fulfillment type');
  const failureDate = isoDay(new Date(compensatedAt.getTime() - 6 * DAY_MS));
  const rule = await ruleInForce(tx, brandId, repair.id, 'motor', failureDate);
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
      unitCents: 36_000 + (index % 7) * 1_500,
    },
  ].map((line, n) => ({ ...line, lineNo: n + 1, claimedCents: Math.round(line.quantity * line.unitCents) }));
  const total = lines.reduce((sum, line) => sum + line.claimedCents, 0);
  const submitter = unit.retailerId === ids.retailer ? ids.retailerUser : ids.admin;
  const reviewer = brandId === ids.brand ? ids.brandUser : ids.onsiteUser;
  const submittedAt = new Date(compensatedAt.getTime() - 4 * DAY_MS);
  const reviewedAt = new Date(compensatedAt.getTime() - 3 * DAY_MS);
  const approvedAt = new Date(compensatedAt.getTime() - 2 * DAY_MS);
  const closesAt = new Date(compensatedAt.getTime() + 30 * DAY_MS);
  const closedAt = closesAt <= now ? closesAt : null;
  const [claim] = await tx
    .insert(warrantyClaims)
    .values({
      warrantyId: unit.warrantyId,
      brandCompanyId: brandId,
      retailerCompanyId: unit.retailerId,
      submittedByUserId: submitter,
      failureDate,
      repairDate: addDays(failureDate, 1),
      complaint: 'Motor cuts out under load.',
      diagnosis: 'Hall sensor fault confirmed with the diagnostic tool.',
      causalComponentType: 'motor',
      causalPartNumber: 'MOTOR',
      fulfillmentTypeId: repair.id,
      status: closedAt ? 'closed' : 'compensated',
      claimedTotalCents: total,
      approvedTotalCents: total,
      compensationRuleId: rule?.id ?? null,
      ruleSnapshot: rule ? toRule(rule) : null,
      assigneeUserId: reviewer,
      version: closedAt ? 5 : 4,
      submittedAt,
      decidedAt: approvedAt,
      compensatedAt,
      closedAt,
    })
    .returning();
  if (!claim) throw new Error('seed: claim not written');
  await tx.insert(claimLines).values(
    lines.map((line) => ({
      ...line,
      claimId: claim.id,
      approvedCents: line.claimedCents,
      decision: 'approved',
    })),
  );
  const entityId = String(claim.id);
  const steps = [
    { fromStatus: null, toStatus: 'submitted', actorUserId: submitter, at: submittedAt },
    { fromStatus: 'submitted', toStatus: 'under_review', actorUserId: reviewer, at: reviewedAt },
    { fromStatus: 'under_review', toStatus: 'approved', actorUserId: reviewer, at: approvedAt },
    { fromStatus: 'approved', toStatus: 'compensated', actorUserId: null, at: compensatedAt },
    ...(closedAt ? [{ fromStatus: 'compensated', toStatus: 'closed', actorUserId: null, at: closedAt }] : []),
  ];
  await tx.insert(statusChanges).values(
    steps.map((step) => ({
      ...step,
      entity: CLAIM_ENTITY,
      entityId,
      reason: step.toStatus === 'closed' ? 'settled more than 30 days ago' : step.toStatus,
    })),
  );
  const ledgerTransactionId = await postCompensation(tx, claim, total, reviewer, compensatedAt);
  await tx.update(warrantyClaims).set({ ledgerTransactionId }).where(eq(warrantyClaims.id, claim.id));
}

/** The brand's past claims: `claimsPerMonth` in each of the last `months` months, on distinct units. */
async function seedClaimHistory(
  tx: Transaction,
  ids: DemoIds,
  brandId: number,
  history: { months: number; claimsPerMonth: number },
  now: Date,
): Promise<void> {
  const units = await motorUnits(tx, brandId, isoDay(now));
  const used = new Set<number>();
  let index = 0;
  for (let back = history.months; back >= 1; back--) {
    for (let k = 0; k < history.claimsPerMonth; k++) {
      const compensatedAt = monthsBack(now, back, 9 + k * 11, 16);
      const failure = isoDay(new Date(compensatedAt.getTime() - 6 * DAY_MS));
      const unit = units.find(
        (candidate) =>
          !used.has(candidate.warrantyId) &&
          candidate.startsOn <= addDays(failure, -14) &&
          (candidate.endsOn === null || candidate.endsOn >= failure),
      );
      if (!unit) continue;
      used.add(unit.warrantyId);
      await pastClaim(tx, ids, brandId, unit, compensatedAt, index++, now);
    }
  }
}

/** A card saved through the simulator's form as `userId` would, stored as the company's default. */
async function saveCard(
  tx: Transaction,
  provider: LocalCardProvider,
  companyId: number,
  userId: number,
  number: string,
): Promise<number> {
  const { setupIntentId, clientSecret } = await provider.createSetupIntent({
    companyId,
    returnUrl: '/ec/onsite/amount/billing',
  });
  const expiry = `12 / ${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  const saved = await provider.confirmSetup(clientSecret, { number, expiry, cvc: '123' });
  if (!saved.saved) throw new Error(`seed: the simulator refused card ${number.slice(-4)}`);
  const card = await completeCardSetup(tx, provider, { companyId, userId }, setupIntentId);
  return card.id;
}

/** The monthly run for the brand as it ran on the 1st, `back` months ago, and the charge it made then. */
async function monthlyStatement(tx: Transaction, deps: ChargeDeps, brandId: number, now: Date, back: number) {
  const coversThrough = monthsBack(now, back - 1);
  const issuedAt = new Date(coversThrough.getTime() + 2 * HOUR_MS);
  // Seeded in the night of the 1st, before the run: that month waits for it.
  if (issuedAt > now) return null;
  const id = await issueStatement(tx, {
    brandId,
    period: periodOf(monthsBack(now, back)),
    coversThrough,
    issuedBy: null,
    issuedAt,
  });
  if (id !== null) await chargeStatement(deps, id, issuedAt);
  return id;
}

/** Every retry the charge job would have made by `now`, each at the time it was due. */
async function retriesUntil(deps: ChargeDeps, statementId: number, now: Date): Promise<void> {
  for (;;) {
    const [row] = await deps.db
      .select({ nextAttemptAt: brandStatements.nextAttemptAt })
      .from(brandStatements)
      .where(eq(brandStatements.id, statementId));
    if (!row?.nextAttemptAt || row.nextAttemptAt > now) return;
    await chargeStatement(deps, statementId, row.nextAttemptAt);
  }
}

export async function seedBilling(tx: Transaction, ids: DemoIds, now = new Date()): Promise<void> {
  await seedClaimHistory(tx, ids, ids.brand, HISTORY.voltline, now);
  await seedClaimHistory(tx, ids, ids.onsiteBrand, HISTORY.ridgeway, now);
  const cardProvider = new LocalCardProvider({ db: tx, publishableKey: DEFAULT_CARD_PUBLISHABLE_KEY });
  const deps: ChargeDeps = { db: tx, cardProvider };

  // Voltline: a good card; every past month billed and paid on the 1st.
  await saveCard(tx, cardProvider, ids.brand, ids.brandUser, '4242 4242 4242 4242');
  for (let back = HISTORY.voltline.months; back >= 1; back--)
    await monthlyStatement(tx, deps, ids.brand, now, back);

  // Ridgeway: paid with its first card until last month, then replaced it with one that is declined.
  const first = await saveCard(tx, cardProvider, ids.onsiteBrand, ids.onsiteUser, '4242 4242 4242 4242');
  for (let back = HISTORY.ridgeway.months; back >= 2; back--)
    await monthlyStatement(tx, deps, ids.onsiteBrand, now, back);
  await saveCard(tx, cardProvider, ids.onsiteBrand, ids.onsiteUser, '4000 0000 0000 0341');
  await removeCard(tx, ids.onsiteBrand, first);
  const lastMonth = await monthlyStatement(tx, deps, ids.onsiteBrand, now, 1);
  if (lastMonth !== null) await retriesUntil(deps, lastMonth, now);
  // An admin billed what Ridgeway owed so far two days ago: declined then and yesterday, retried in two days.
  const early = new Date(now.getTime() - 2 * DAY_MS);
  const onDemand = await issueStatement(tx, {
    brandId: ids.onsiteBrand,
    period: periodOf(early),
    coversThrough: early,
    issuedBy: ids.admin,
    issuedAt: early,
  });
  if (onDemand !== null) await retriesUntil(deps, onDemand, now);
}
