// Compensation rules (domain §2.3 CompensationRule): what a brand pays for warranty work. Rows are never
// edited: a change is a new version from a date; the old version ends the day before and is retired, so a
// claim decided under it keeps the terms it was paid on (its rule snapshot).
import {
  type ClaimConfigQuery,
  type CompensationRule,
  type CompensationRuleCreateBody,
  type CompensationRuleVersionBody,
  type ComponentType,
  type PartsBasis,
  pageOffset,
} from '@console/contract';
import { and, asc, count, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { compensationRules, fulfillmentTypes } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { first, isUniqueViolation } from '../account/db.ts';
import { addDays } from '../warranty/coverage.ts';
import { visibleConfigWhere, writableConfigWhere, writableOwner } from './configScope.ts';

type RuleRow = typeof compensationRules.$inferSelect;

export function toRule(row: RuleRow): CompensationRule {
  return {
    id: row.id,
    ownerCompanyId: row.ownerCompanyId,
    name: row.name,
    fulfillmentTypeId: row.fulfillmentTypeId,
    // The table's check constraints hold these to the contract's values.
    componentType: row.componentType as ComponentType | null,
    laborRateCentsPerHour: row.laborRateCentsPerHour,
    laborOperations: row.laborOperations,
    partsBasis: row.partsBasis as PartsBasis,
    partsMarkupPct: row.partsMarkupPct,
    handlingFeeCents: row.handlingFeeCents,
    freightCapCents: row.freightCapCents,
    claimCapCents: row.claimCapCents,
    submitWithinDays: row.submitWithinDays,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    version: row.version,
    supersedesId: row.supersedesId,
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

export async function listRules(
  db: Database,
  viewer: Viewer,
  query: ClaimConfigQuery,
): Promise<{ rows: CompensationRule[]; total: number }> {
  const where = await visibleConfigWhere(db, viewer, compensationRules.ownerCompanyId, query.brandId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(compensationRules)
      .where(where)
      .orderBy(
        sql`${compensationRules.ownerCompanyId} nulls first`,
        asc(compensationRules.name),
        desc(compensationRules.version),
      )
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(compensationRules).where(where),
  ]);
  return { rows: rows.map(toRule), total: counted?.total ?? 0 };
}

export async function getRule(db: Database, viewer: Viewer, id: number): Promise<CompensationRule> {
  const visible = await visibleConfigWhere(db, viewer, compensationRules.ownerCompanyId, undefined);
  const [row] = await db
    .select()
    .from(compensationRules)
    .where(and(eq(compensationRules.id, id), visible));
  if (!row) throw new ApiError(404, 'Compensation rule not found.');
  return toRule(row);
}

/** A rule may be scoped to a fulfillment type its owner can use: a platform default or the owner's own. */
async function checkFulfillmentType(db: Database, ownerCompanyId: number | null, typeId: number | null) {
  if (typeId === null) return;
  const [type] = await db
    .select({ id: fulfillmentTypes.id })
    .from(fulfillmentTypes)
    .where(
      and(
        eq(fulfillmentTypes.id, typeId),
        or(
          isNull(fulfillmentTypes.ownerCompanyId),
          ownerCompanyId === null ? undefined : eq(fulfillmentTypes.ownerCompanyId, ownerCompanyId),
        ),
      ),
    );
  if (!type) {
    throw new ApiError(404, 'Fulfillment type not found.', { 'body.fulfillmentTypeId': 'No such type.' });
  }
}

const ruleTerms = (body: CompensationRuleVersionBody) => ({
  name: body.name,
  fulfillmentTypeId: body.fulfillmentTypeId,
  componentType: body.componentType,
  laborRateCentsPerHour: body.laborRateCentsPerHour,
  laborOperations: body.laborOperations,
  partsBasis: body.partsBasis,
  partsMarkupPct: body.partsMarkupPct,
  handlingFeeCents: body.handlingFeeCents,
  freightCapCents: body.freightCapCents,
  claimCapCents: body.claimCapCents,
  submitWithinDays: body.submitWithinDays,
  effectiveFrom: body.effectiveFrom,
});

export async function createRule(
  db: Database,
  viewer: Viewer,
  body: CompensationRuleCreateBody,
): Promise<CompensationRule> {
  const ownerCompanyId = await writableOwner(db, viewer, body.ownerCompanyId);
  await checkFulfillmentType(db, ownerCompanyId, body.fulfillmentTypeId);
  const values = { ...ruleTerms(body), ownerCompanyId, createdBy: viewer.userId };
  return toRule(first(await db.insert(compensationRules).values(values).returning()));
}

/**
 * A new version of a rule: the version in force (not retired) ends the day before the new one starts and is
 * retired, in one transaction with it locked. Only the newest version has a successor (a unique index).
 */
export async function createRuleVersion(
  db: Database,
  viewer: Viewer,
  id: number,
  body: CompensationRuleVersionBody,
): Promise<CompensationRule> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(compensationRules)
        .where(writableConfigWhere(viewer, compensationRules.ownerCompanyId, compensationRules.id, id))
        .for('update');
      if (!current) throw new ApiError(404, 'Compensation rule not found.');
      if (current.retiredAt) {
        throw new ApiError(
          409,
          `Version ${current.version} of this rule has been replaced: change the newest.`,
        );
      }
      if (body.effectiveFrom <= current.effectiveFrom) {
        throw new ApiError(400, 'A new version starts after the version it replaces.', {
          'body.effectiveFrom': `Choose a date after ${current.effectiveFrom}.`,
        });
      }
      await checkFulfillmentType(tx, current.ownerCompanyId, body.fulfillmentTypeId);
      await tx
        .update(compensationRules)
        .set({ effectiveTo: addDays(body.effectiveFrom, -1), retiredAt: new Date() })
        .where(eq(compensationRules.id, current.id));
      const values = {
        ...ruleTerms(body),
        ownerCompanyId: current.ownerCompanyId,
        version: current.version + 1,
        supersedesId: current.id,
        createdBy: viewer.userId,
      };
      return toRule(first(await tx.insert(compensationRules).values(values).returning()));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, 'This version has just been replaced by someone else: reload the rule.');
  }
}

/**
 * The rule that prices a claim: the owner's version in force on `date` (the brand's, else the platform
 * default), preferring one scoped to the claim's fulfillment type and component over a general one.
 */
export async function ruleInForce(
  tx: Database | Transaction,
  brandId: number,
  fulfillmentTypeId: number,
  component: string,
  date: string,
): Promise<RuleRow | undefined> {
  const scoped = (
    column: typeof compensationRules.fulfillmentTypeId | typeof compensationRules.componentType,
    value: number | string,
  ): SQL => or(isNull(column), eq(column, value)) as SQL;
  const [rule] = await tx
    .select()
    .from(compensationRules)
    .where(
      and(
        or(eq(compensationRules.ownerCompanyId, brandId), isNull(compensationRules.ownerCompanyId)),
        scoped(compensationRules.fulfillmentTypeId, fulfillmentTypeId),
        scoped(compensationRules.componentType, component),
        lte(compensationRules.effectiveFrom, date),
        or(isNull(compensationRules.effectiveTo), gte(compensationRules.effectiveTo, date)),
      ),
    )
    .orderBy(
      sql`${compensationRules.ownerCompanyId} nulls last`,
      sql`${compensationRules.fulfillmentTypeId} nulls last`,
      sql`${compensationRules.componentType} nulls last`,
      desc(compensationRules.effectiveFrom),
    )
    .limit(1);
  return rule;
}
