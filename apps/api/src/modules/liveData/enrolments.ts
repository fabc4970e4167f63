// A retailer's enrolments in the Live Data Program, one per brand it deals for (domain §2.6): consent per scope
// under the current terms version, then pause, resume and revoke at any time. Every change is a status_changes
// row (consent changes too, with the scopes in the reason) and an audit row, in the change's transaction.
import {
  LIVE_DATA_SCOPES,
  LIVE_DATA_TERMS,
  LIVE_DATA_TERMS_VERSION,
  type LiveDataEnrolBody,
  type LiveDataEnrolment,
  type LiveDataEnrolmentStatus,
  type LiveDataOverview,
  type LiveDataScope,
} from '@console/contract';
import { and, asc, count, eq, inArray, max, sum } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  brandRetailers,
  companies,
  DealerStatus,
  liveDataEnrollments,
  liveDataImports,
  liveDataRecords,
  statusChanges,
  users,
} from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { recordAudit } from '../audit/audit.ts';
import { personName, statusHistories } from '../statusHistory.ts';
import { recentImports } from './imports.ts';

export const ENROLMENT_ENTITY = 'live_data_enrollment';

type EnrolmentRecord = typeof liveDataEnrollments.$inferSelect;

/** Scopes in the program's order, each once. */
const ordered = (scopes: readonly string[]) => LIVE_DATA_SCOPES.filter((scope) => scopes.includes(scope));

const consentNote = (scopes: readonly string[]) =>
  `Consent: ${ordered(scopes).join(', ')} (terms ${LIVE_DATA_TERMS_VERSION}).`;

/** The brands the retailer deals for now (active links), by name. */
async function dealtBrands(db: Database | Transaction, retailerId: number) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(brandRetailers)
    .innerJoin(companies, eq(companies.id, brandRetailers.brandCompanyId))
    .where(
      and(eq(brandRetailers.retailerCompanyId, retailerId), eq(brandRetailers.status, DealerStatus.active)),
    )
    .orderBy(asc(companies.name));
}

/** The retailer's page: the terms, every brand it deals for (enrolled or not), totals and recent imports. */
export async function overview(db: Database, viewer: Viewer): Promise<LiveDataOverview> {
  const brands = await dealtBrands(db, viewer.companyId);
  const enrolments = await enrolmentsOf(db, viewer.companyId);
  const byBrand = new Map(enrolments.map((enrolment) => [enrolment.brandCompanyId, enrolment]));
  const [totals] = await db
    .select({
      accepted: sum(liveDataImports.rowsAccepted),
      refused: sum(liveDataImports.rowsRefused),
      last: max(liveDataImports.createdAt),
    })
    .from(liveDataImports)
    .where(eq(liveDataImports.companyId, viewer.companyId));
  // A brand no longer dealt for still shows its enrolment (so it can be revoked), after the current ones.
  const listed = [
    ...brands.map((brand) => ({ brandCompanyId: brand.id, brandName: brand.name })),
    ...enrolments
      .filter((enrolment) => !brands.some((brand) => brand.id === enrolment.brandCompanyId))
      .map((enrolment) => ({ brandCompanyId: enrolment.brandCompanyId, brandName: enrolment.brandName })),
  ];
  return {
    termsVersion: LIVE_DATA_TERMS_VERSION,
    terms: [...LIVE_DATA_TERMS],
    brands: listed.map((brand) => ({ ...brand, enrolment: byBrand.get(brand.brandCompanyId) ?? null })),
    totals: {
      rowsAccepted: Number(totals?.accepted ?? 0),
      rowsRefused: Number(totals?.refused ?? 0),
      lastSyncAt: totals?.last ? new Date(totals.last).toISOString() : null,
    },
    imports: await recentImports(db, viewer.companyId),
  };
}

/** The retailer's enrolments with their brand, consenting user, rows shared and history. */
async function enrolmentsOf(db: Database, retailerId: number, id?: number): Promise<LiveDataEnrolment[]> {
  const rows = await db
    .select({
      enrolment: liveDataEnrollments,
      brandName: companies.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(liveDataEnrollments)
    .innerJoin(companies, eq(companies.id, liveDataEnrollments.brandCompanyId))
    .leftJoin(users, eq(users.id, liveDataEnrollments.consentedBy))
    .where(
      and(
        eq(liveDataEnrollments.companyId, retailerId),
        id === undefined ? undefined : eq(liveDataEnrollments.id, id),
      ),
    )
    .orderBy(asc(companies.name));
  const shared = await db
    .select({ brandCompanyId: liveDataRecords.brandCompanyId, rows: count() })
    .from(liveDataRecords)
    .where(eq(liveDataRecords.companyId, retailerId))
    .groupBy(liveDataRecords.brandCompanyId);
  const sharedBy = new Map(shared.map((row) => [row.brandCompanyId, row.rows]));
  const histories = await statusHistories<LiveDataEnrolmentStatus>(
    db,
    ENROLMENT_ENTITY,
    rows.map((row) => row.enrolment.id),
  );
  return rows.map(({ enrolment, brandName, ...person }) => ({
    id: enrolment.id,
    brandCompanyId: enrolment.brandCompanyId,
    brandName,
    status: enrolment.status as LiveDataEnrolmentStatus,
    scopes: ordered(enrolment.scopes) as LiveDataScope[],
    termsVersion: enrolment.termsVersion,
    consentedAt: enrolment.consentedAt.toISOString(),
    consentedBy: person.email ? personName({ ...person, email: person.email }) : null,
    pausedAt: enrolment.pausedAt?.toISOString() ?? null,
    revokedAt: enrolment.revokedAt?.toISOString() ?? null,
    lastSyncAt: enrolment.lastSyncAt?.toISOString() ?? null,
    lastError: enrolment.lastError,
    rowsShared: sharedBy.get(enrolment.brandCompanyId) ?? 0,
    version: enrolment.version,
    history: histories.get(String(enrolment.id)) ?? [],
  }));
}

async function enrolmentAnswer(db: Database, viewer: Viewer, id: number): Promise<LiveDataEnrolment> {
  const [enrolment] = await enrolmentsOf(db, viewer.companyId, id);
  if (!enrolment) throw new ApiError(404, 'Enrolment not found.');
  return enrolment;
}

async function recordChange(
  tx: Transaction,
  viewer: Viewer,
  enrolment: Pick<EnrolmentRecord, 'id' | 'companyId' | 'brandCompanyId'>,
  from: string | null,
  to: string,
  reason: string | null,
  action: string,
  after: Record<string, unknown>,
): Promise<void> {
  await tx.insert(statusChanges).values({
    entity: ENROLMENT_ENTITY,
    entityId: String(enrolment.id),
    fromStatus: from,
    toStatus: to,
    actorUserId: viewer.userId,
    reason,
  });
  await recordAudit(tx, {
    actor: viewer,
    companyId: enrolment.companyId,
    action,
    entity: ENROLMENT_ENTITY,
    entityId: enrolment.id,
    after: { brandCompanyId: enrolment.brandCompanyId, ...after },
  });
}

/**
 * Enrols with a brand the retailer deals for, or changes the consent of its enrolment (scopes, under the current
 * terms). A revoked enrolment is enrolled afresh; a paused one keeps its pause. 404 for a brand it does not deal for.
 */
export async function enrol(
  db: Database,
  viewer: Viewer,
  body: LiveDataEnrolBody,
): Promise<LiveDataEnrolment> {
  const scopes = ordered(body.scopes);
  const id = await db.transaction(async (tx) => {
    const brands = await dealtBrands(tx, viewer.companyId);
    if (!brands.some((brand) => brand.id === body.brandCompanyId))
      throw new ApiError(404, 'Brand not found among the brands you deal for.', {
        'body.brandCompanyId': 'You do not deal for this brand.',
      });
    const [existing] = await tx
      .select()
      .from(liveDataEnrollments)
      .where(
        and(
          eq(liveDataEnrollments.companyId, viewer.companyId),
          eq(liveDataEnrollments.brandCompanyId, body.brandCompanyId),
        ),
      )
      .for('update');
    const now = new Date();
    const consent = {
      scopes,
      termsVersion: LIVE_DATA_TERMS_VERSION,
      consentedBy: viewer.userId,
      consentedAt: now,
    };
    if (!existing) {
      const [made] = await tx
        .insert(liveDataEnrollments)
        .values({
          companyId: viewer.companyId,
          brandCompanyId: body.brandCompanyId,
          status: 'active',
          ...consent,
        })
        .returning();
      if (!made) throw new Error('the enrolment was not stored');
      await recordChange(tx, viewer, made, null, 'active', consentNote(scopes), 'live_data.enrol', {
        scopes,
      });
      return made.id;
    }
    const status = existing.status === 'revoked' ? 'active' : existing.status;
    const dropped = existing.scopes.filter((scope) => !scopes.includes(scope as LiveDataScope));
    if (dropped.length) await forgetShared(tx, existing, dropped);
    await tx
      .update(liveDataEnrollments)
      .set({
        ...consent,
        status,
        revokedAt: status === 'active' && existing.status === 'revoked' ? null : existing.revokedAt,
        pausedAt: existing.status === 'revoked' ? null : existing.pausedAt,
        updatedAt: now,
        version: existing.version + 1,
      })
      .where(eq(liveDataEnrollments.id, existing.id));
    await recordChange(
      tx,
      viewer,
      existing,
      existing.status,
      status,
      consentNote(scopes),
      existing.status === 'revoked' ? 'live_data.enrol' : 'live_data.consent',
      { scopes },
    );
    return existing.id;
  });
  return enrolmentAnswer(db, viewer, id);
}

/**
 * Deletes what the retailer shared with the brand in these scopes: consent withdrawn (a revoke, or a scope
 * unticked) takes the data with it, so a later enrolment never brings old data back. Import counts stay.
 */
async function forgetShared(
  tx: Transaction,
  enrolment: Pick<EnrolmentRecord, 'companyId' | 'brandCompanyId'>,
  scopes: readonly string[],
): Promise<void> {
  await tx
    .delete(liveDataRecords)
    .where(
      and(
        eq(liveDataRecords.companyId, enrolment.companyId),
        eq(liveDataRecords.brandCompanyId, enrolment.brandCompanyId),
        inArray(liveDataRecords.scope, [...scopes]),
      ),
    );
}

export type EnrolmentAction = 'pause' | 'resume' | 'revoke';

/** Which statuses each action leaves from, and where it leads. */
const ACTIONS: Record<EnrolmentAction, { from: LiveDataEnrolmentStatus[]; to: LiveDataEnrolmentStatus }> = {
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  revoke: { from: ['active', 'paused'], to: 'revoked' },
};

const REFUSALS: Record<EnrolmentAction, string> = {
  pause: 'Only an active enrolment can be paused.',
  resume: 'Only a paused enrolment can be resumed.',
  revoke: 'This enrolment is already revoked.',
};

/** Pauses, resumes or revokes an enrolment of the viewer's company; 409 invalid_transition from a wrong status. */
export async function changeEnrolment(
  db: Database,
  viewer: Viewer,
  id: number,
  action: EnrolmentAction,
  reason: string | null,
): Promise<LiveDataEnrolment> {
  await db.transaction(async (tx) => {
    const [enrolment] = await tx
      .select()
      .from(liveDataEnrollments)
      .where(and(eq(liveDataEnrollments.id, id), eq(liveDataEnrollments.companyId, viewer.companyId)))
      .for('update');
    if (!enrolment) throw new ApiError(404, 'Enrolment not found.');
    const rule = ACTIONS[action];
    if (!rule.from.includes(enrolment.status as LiveDataEnrolmentStatus))
      throw new ApiError(409, REFUSALS[action], undefined, 'invalid_transition');
    const now = new Date();
    if (action === 'revoke') await forgetShared(tx, enrolment, enrolment.scopes);
    await tx
      .update(liveDataEnrollments)
      .set({
        status: rule.to,
        pausedAt: action === 'pause' ? now : action === 'resume' ? null : enrolment.pausedAt,
        revokedAt: action === 'revoke' ? now : null,
        updatedAt: now,
        version: enrolment.version + 1,
      })
      .where(eq(liveDataEnrollments.id, id));
    await recordChange(tx, viewer, enrolment, enrolment.status, rule.to, reason, `live_data.${action}`, {
      status: rule.to,
    });
  });
  return enrolmentAnswer(db, viewer, id);
}
