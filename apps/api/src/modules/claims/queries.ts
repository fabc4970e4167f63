// Reading claims: the role-scoped list (filters, paging) and the detail with lines and status history.
import {
  type ClaimDetail,
  type ClaimLine,
  type ClaimLineDecision,
  type ClaimLineKind,
  type ClaimListQuery,
  type ClaimReasonCode,
  type ClaimRow,
  type ClaimStatus,
  type CompensationRule,
  type ComponentType,
  pageOffset,
} from '@console/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { claimLines, companies, statusChanges, users, warranties, warrantyClaims } from '../../db/schema.ts';
import { UserType } from '../warranty/scope.ts';

/** status_changes.entity of claims. */
export const CLAIM_ENTITY = 'warranty_claim';

/** The claims the viewer sees: its brand's (brand), the ones it submitted (retailer), all (admin). */
export function claimScope(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.brand) return eq(warrantyClaims.brandCompanyId, viewer.companyId);
  if (viewer.userType === UserType.retailer) return eq(warrantyClaims.retailerCompanyId, viewer.companyId);
  return undefined;
}

const brand = alias(companies, 'brand');
const retailer = alias(companies, 'retailer');

function selectClaims(db: Database) {
  return db
    .select({
      claim: warrantyClaims,
      serialNumber: warranties.serialNumber,
      brandName: brand.name,
      retailerName: retailer.name,
    })
    .from(warrantyClaims)
    .innerJoin(warranties, eq(warranties.id, warrantyClaims.warrantyId))
    .innerJoin(brand, eq(brand.id, warrantyClaims.brandCompanyId))
    .innerJoin(retailer, eq(retailer.id, warrantyClaims.retailerCompanyId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<typeof selectClaims>>[number];

function toRow({ claim, serialNumber, brandName, retailerName }: Selected): ClaimRow {
  return {
    id: claim.id,
    number: claim.number,
    warrantyId: claim.warrantyId,
    serialNumber,
    brand: { id: claim.brandCompanyId, name: brandName },
    retailer: { id: claim.retailerCompanyId, name: retailerName },
    failureDate: claim.failureDate,
    repairDate: claim.repairDate,
    // The table's check constraints hold these to the contract's values.
    causalComponentType: claim.causalComponentType as ComponentType,
    fulfillmentTypeId: claim.fulfillmentTypeId,
    status: claim.status as ClaimStatus,
    claimedTotalCents: claim.claimedTotalCents,
    approvedTotalCents: claim.approvedTotalCents,
    reasonCode: claim.reasonCode as ClaimReasonCode | null,
    submittedAt: claim.submittedAt.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    version: claim.version,
  };
}

export async function listClaims(
  db: Database,
  viewer: Viewer,
  query: ClaimListQuery,
): Promise<{ rows: ClaimRow[]; total: number }> {
  const where = and(
    claimScope(viewer),
    query.status ? eq(warrantyClaims.status, query.status) : undefined,
    query.brandId ? eq(warrantyClaims.brandCompanyId, query.brandId) : undefined,
    query.retailerId ? eq(warrantyClaims.retailerCompanyId, query.retailerId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectClaims(db)
      .where(where)
      .orderBy(desc(warrantyClaims.submittedAt), desc(warrantyClaims.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(warrantyClaims).where(where),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

function toLine(line: typeof claimLines.$inferSelect): ClaimLine {
  return {
    id: line.id,
    lineNo: line.lineNo,
    kind: line.kind as ClaimLineKind,
    code: line.code,
    description: line.description,
    quantity: line.quantity,
    unitCents: line.unitCents,
    claimedCents: line.claimedCents,
    approvedCents: line.approvedCents,
    decision: line.decision as ClaimLineDecision | null,
    reasonCode: line.reasonCode as ClaimReasonCode | null,
  };
}

/** One claim the viewer sees, with its lines and history; unknown or outside the viewer's scope → 404. */
export async function getClaim(db: Database, viewer: Viewer, id: number): Promise<ClaimDetail> {
  const [selected] = await selectClaims(db).where(and(eq(warrantyClaims.id, id), claimScope(viewer)));
  if (!selected) throw new ApiError(404, 'Claim not found.');
  const [lines, history] = await Promise.all([
    db.select().from(claimLines).where(eq(claimLines.claimId, id)).orderBy(asc(claimLines.lineNo)),
    db
      .select({
        change: statusChanges,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(statusChanges)
      .leftJoin(users, eq(users.id, statusChanges.actorUserId))
      .where(and(eq(statusChanges.entity, CLAIM_ENTITY), eq(statusChanges.entityId, String(id))))
      .orderBy(asc(statusChanges.at), asc(statusChanges.id)),
  ]);
  const { claim } = selected;
  return {
    ...toRow(selected),
    complaint: claim.complaint,
    diagnosis: claim.diagnosis,
    causalPartNumber: claim.causalPartNumber,
    ruleSnapshot: claim.ruleSnapshot as CompensationRule | null,
    ledgerTransactionId: claim.ledgerTransactionId,
    lines: lines.map(toLine),
    history: history.map(({ change, firstName, lastName, email }) => ({
      from: change.fromStatus as ClaimStatus | null,
      to: change.toStatus as ClaimStatus,
      actor: email === null ? null : `${firstName ?? ''} ${lastName ?? ''}`.trim() || email,
      reason: change.reason,
      at: change.at.toISOString(),
    })),
  };
}
