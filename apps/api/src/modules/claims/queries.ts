// Reading claims: the role-scoped list (filters, sort, paging; the CSV export reads the same) and the detail
// with lines, attachments, status history and, while undecided, the rule in force and a suggested approval.
import {
  type ClaimCoverage,
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
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  claimAttachments,
  claimLines,
  companies,
  files,
  users,
  warranties,
  warrantyClaims,
  warrantyCoverages,
} from '../../db/schema.ts';
import { personName, statusHistory } from '../statusHistory.ts';
import { addDays } from '../warranty/coverage.ts';
import { UserType } from '../warranty/scope.ts';
import { ruleInForce, toRule } from './compensationRules.ts';
import { suggestApproval } from './suggestion.ts';

/** status_changes.entity of claims. */
export const CLAIM_ENTITY = 'warranty_claim';

/** The claims the viewer sees: its brand's (brand), the ones it submitted (retailer), all (admin). */
export function claimScope(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.brand) return eq(warrantyClaims.brandCompanyId, viewer.companyId);
  if (viewer.userType === UserType.retailer) return eq(warrantyClaims.retailerCompanyId, viewer.companyId);
  return undefined;
}

/** The statuses still waiting for a decision (the `open=true` filter). */
const UNDECIDED: ClaimStatus[] = ['draft', 'submitted', 'under_review', 'needs_info'];
const DAY_MS = 86_400_000;

/** A user as the console shows them: the name, else the e-mail. */
const brand = alias(companies, 'brand');
const retailer = alias(companies, 'retailer');
const assignee = alias(users, 'assignee');

function selectClaims(db: Database) {
  return db
    .select({
      claim: warrantyClaims,
      serialNumber: warranties.serialNumber,
      brandName: brand.name,
      retailerName: retailer.name,
      assigneeFirstName: assignee.firstName,
      assigneeLastName: assignee.lastName,
      assigneeEmail: assignee.email,
    })
    .from(warrantyClaims)
    .innerJoin(warranties, eq(warranties.id, warrantyClaims.warrantyId))
    .innerJoin(brand, eq(brand.id, warrantyClaims.brandCompanyId))
    .innerJoin(retailer, eq(retailer.id, warrantyClaims.retailerCompanyId))
    .leftJoin(assignee, eq(assignee.id, warrantyClaims.assigneeUserId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<typeof selectClaims>>[number];

function toRow(selected: Selected, now = Date.now()): ClaimRow {
  const { claim, serialNumber, brandName, retailerName } = selected;
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
    ageDays: Math.max(0, Math.floor((now - claim.submittedAt.getTime()) / DAY_MS)),
    assignee: personName({
      firstName: selected.assigneeFirstName,
      lastName: selected.assigneeLastName,
      email: selected.assigneeEmail,
    }),
    version: claim.version,
  };
}

/** The list's filters within the viewer's scope (the CSV export uses exactly these). */
function listFilter(viewer: Viewer, query: ClaimListQuery): SQL | undefined {
  const open = query.open ? inArray : notInArray;
  return and(
    claimScope(viewer),
    query.status ? eq(warrantyClaims.status, query.status) : undefined,
    query.open === undefined ? undefined : open(warrantyClaims.status, UNDECIDED),
    query.brandId ? eq(warrantyClaims.brandCompanyId, query.brandId) : undefined,
    query.retailerId ? eq(warrantyClaims.retailerCompanyId, query.retailerId) : undefined,
    query.component ? eq(warrantyClaims.causalComponentType, query.component) : undefined,
    query.reasonCode ? eq(warrantyClaims.reasonCode, query.reasonCode) : undefined,
    query.submittedFrom
      ? gte(warrantyClaims.submittedAt, new Date(`${query.submittedFrom}T00:00:00Z`))
      : undefined,
    query.submittedTo
      ? lt(warrantyClaims.submittedAt, new Date(`${addDays(query.submittedTo, 1)}T00:00:00Z`))
      : undefined,
    // strpos, not LIKE: the serial's characters need no escaping.
    query.q ? sql`strpos(${warranties.serialNumber}, ${query.q}) > 0` : undefined,
  );
}

const sortColumns = {
  submittedAt: warrantyClaims.submittedAt,
  claimedTotalCents: warrantyClaims.claimedTotalCents,
  approvedTotalCents: warrantyClaims.approvedTotalCents,
  number: warrantyClaims.number,
};

function orderOf(sort: ClaimListQuery['sort']): SQL[] {
  const descending = sort.startsWith('-');
  const column = sortColumns[(descending ? sort.slice(1) : sort) as keyof typeof sortColumns];
  // Undecided claims have no approved total: they sort last either way.
  const direction = descending ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, descending ? desc(warrantyClaims.id) : asc(warrantyClaims.id)];
}

export async function listClaims(
  db: Database,
  viewer: Viewer,
  query: ClaimListQuery,
): Promise<{ rows: ClaimRow[]; total: number }> {
  const where = listFilter(viewer, query);
  const [rows, [counted]] = await Promise.all([
    selectClaims(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(warrantyClaims)
      .innerJoin(warranties, eq(warranties.id, warrantyClaims.warrantyId))
      .where(where),
  ]);
  const now = Date.now();
  return { rows: rows.map((row) => toRow(row, now)), total: counted?.total ?? 0 };
}

/** Every claim the list's filters match, in its order, a batch at a time (the CSV export). */
export async function* allClaims(
  db: Database,
  viewer: Viewer,
  query: ClaimListQuery,
  batchSize = 1000,
): AsyncGenerator<ClaimRow[]> {
  const where = listFilter(viewer, query);
  const now = Date.now();
  for (let offset = 0; ; offset += batchSize) {
    const rows = await selectClaims(db)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(batchSize)
      .offset(offset);
    if (rows.length) yield rows.map((row) => toRow(row, now));
    if (rows.length < batchSize) return;
  }
}

/** A claim's attachments, oldest first. */
function attachmentsOf(db: Database, claimId: number) {
  return db
    .select({
      fileName: files.fileName,
      originalName: files.originalName,
      mime: files.mime,
      size: files.size,
      addedAt: claimAttachments.addedAt,
    })
    .from(claimAttachments)
    .innerJoin(files, eq(files.id, claimAttachments.fileId))
    .where(and(eq(claimAttachments.claimId, claimId), isNull(files.deletedAt)))
    .orderBy(asc(claimAttachments.addedAt), asc(files.fileName));
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
  const { claim } = selected;
  const undecided = UNDECIDED.includes(claim.status as ClaimStatus);
  const [lines, attachments, [coverage], rule, history] = await Promise.all([
    db.select().from(claimLines).where(eq(claimLines.claimId, id)).orderBy(asc(claimLines.lineNo)),
    attachmentsOf(db, id),
    db
      .select({
        laborCoveredPct: warrantyCoverages.laborCoveredPct,
        partsCoveredPct: warrantyCoverages.partsCoveredPct,
      })
      .from(warrantyCoverages)
      .where(
        and(
          eq(warrantyCoverages.warrantyId, claim.warrantyId),
          eq(warrantyCoverages.componentType, claim.causalComponentType),
        ),
      ),
    // The rule an approval now would freeze: the one in force when the work was done.
    undecided
      ? ruleInForce(
          db,
          claim.brandCompanyId,
          claim.fulfillmentTypeId,
          claim.causalComponentType,
          claim.repairDate ?? claim.failureDate,
        )
      : undefined,
    statusHistory<ClaimStatus>(db, CLAIM_ENTITY, id),
  ]);
  const ruleNow = rule ? toRule(rule) : null;
  const claimCoverage: ClaimCoverage | null = coverage ?? null;
  return {
    ...toRow(selected),
    complaint: claim.complaint,
    diagnosis: claim.diagnosis,
    causalPartNumber: claim.causalPartNumber,
    ruleSnapshot: claim.ruleSnapshot as CompensationRule | null,
    ruleInForce: ruleNow,
    suggestedLines: undecided ? suggestApproval(lines.map(toLine), ruleNow, claimCoverage) : [],
    coverage: claimCoverage,
    ledgerTransactionId: claim.ledgerTransactionId,
    compensatedAt: claim.compensatedAt?.toISOString() ?? null,
    closedAt: claim.closedAt?.toISOString() ?? null,
    lines: lines.map(toLine),
    attachments: attachments.map((file) => ({ ...file, addedAt: file.addedAt.toISOString() })),
    history: history,
  };
}
