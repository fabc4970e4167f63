// Submitting a claim (domain §2.7 → submitted): a retailer claims on a unit it sold, for a component the
// warranty covers on the failure date, within the rule's submission window, with its attachments. The
// open-claim unique index decides two submissions of one fault.
import { type ClaimDetail, type ClaimSubmitBody, todayIso } from '@console/contract';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  claimLines,
  fulfillmentTypes,
  statusChanges,
  WarrantyStatus,
  warranties,
  warrantyClaims,
  warrantyCoverages,
} from '../../db/schema.ts';
import { first, isUniqueViolation } from '../account/db.ts';
import { addDays } from '../warranty/coverage.ts';
import { warrantyScope } from '../warranty/scope.ts';
import { emitClaimStatus } from '../webhooks/areaEvents.ts';
import { attachFiles, uploadIds } from './attachments.ts';
import { ruleInForce } from './compensationRules.ts';
import { CLAIM_ENTITY, getClaim } from './queries.ts';

function notActive(field: string, message: string): ApiError {
  return new ApiError(422, message, { [field]: message }, 'warranty_not_active');
}

/** The warranty must be active and cover the component on the failure date (not the filing date). */
async function coveredWarranty(db: Database, viewer: Viewer, body: ClaimSubmitBody) {
  const [warranty] = await db
    .select({ id: warranties.id, brandCompanyId: warranties.brandCompanyId, status: warranties.status })
    .from(warranties)
    .where(and(eq(warranties.id, body.warrantyId), warrantyScope(viewer)));
  if (!warranty) throw new ApiError(404, 'Warranty not found.', { 'body.warrantyId': 'No such warranty.' });
  if (warranty.status !== WarrantyStatus.active) {
    throw notActive(
      'body.warrantyId',
      `The warranty is ${warranty.status.replaceAll('_', ' ')}, not active.`,
    );
  }
  const [coverage] = await db
    .select({ id: warrantyCoverages.id })
    .from(warrantyCoverages)
    .where(
      and(
        eq(warrantyCoverages.warrantyId, warranty.id),
        eq(warrantyCoverages.componentType, body.causalComponentType),
        lte(warrantyCoverages.startsOn, body.failureDate),
        or(isNull(warrantyCoverages.endsOn), gte(warrantyCoverages.endsOn, body.failureDate)),
      ),
    );
  if (!coverage) {
    throw notActive(
      'body.failureDate',
      `The warranty does not cover the ${body.causalComponentType} on ${body.failureDate}.`,
    );
  }
  return warranty;
}

/** An active fulfillment type the brand offers: a platform default or the brand's own. */
async function checkFulfillmentType(db: Database, brandId: number, typeId: number): Promise<void> {
  const [type] = await db
    .select({ id: fulfillmentTypes.id })
    .from(fulfillmentTypes)
    .where(
      and(
        eq(fulfillmentTypes.id, typeId),
        eq(fulfillmentTypes.active, true),
        or(isNull(fulfillmentTypes.ownerCompanyId), eq(fulfillmentTypes.ownerCompanyId, brandId)),
      ),
    );
  if (!type) {
    throw new ApiError(404, 'Fulfillment type not found.', {
      'body.fulfillmentTypeId': 'Not a fulfillment type of this brand.',
    });
  }
}

/** 422 `submitted_late` when the rule in force gives N days from the repair (else the failure) and they passed. */
async function checkSubmittedInTime(db: Database, brandId: number, body: ClaimSubmitBody, today: string) {
  const workDate = body.repairDate ?? body.failureDate;
  const rule = await ruleInForce(db, brandId, body.fulfillmentTypeId, body.causalComponentType, workDate);
  if (!rule || rule.submitWithinDays === null) return;
  const deadline = addDays(workDate, rule.submitWithinDays);
  if (today <= deadline) return;
  const what = body.repairDate ? 'repair' : 'failure';
  const message = `Claims must be submitted within ${rule.submitWithinDays} days of the ${what} (by ${deadline}).`;
  const field = body.repairDate ? 'body.repairDate' : 'body.failureDate';
  throw new ApiError(422, message, { [field]: message }, 'submitted_late');
}

export async function submitClaim(db: Database, viewer: Viewer, body: ClaimSubmitBody): Promise<ClaimDetail> {
  const submittedAt = new Date();
  const warranty = await coveredWarranty(db, viewer, body);
  await checkFulfillmentType(db, warranty.brandCompanyId, body.fulfillmentTypeId);
  await checkSubmittedInTime(db, warranty.brandCompanyId, body, todayIso(submittedAt));
  const fileIds = await uploadIds(db, viewer, body.attachmentFileIds);
  // Cents from hours or units × unit price; the line total is what the retailer claims.
  const lines = body.lines.map((line, index) => ({
    lineNo: index + 1,
    kind: line.kind,
    code: line.code ?? null,
    description: line.description,
    quantity: line.quantity,
    unitCents: line.unitCents,
    claimedCents: Math.round(line.quantity * line.unitCents),
  }));
  let claimId: number;
  try {
    claimId = await db.transaction(async (tx) => {
      const claim = first(
        await tx
          .insert(warrantyClaims)
          .values({
            warrantyId: warranty.id,
            brandCompanyId: warranty.brandCompanyId,
            retailerCompanyId: viewer.companyId,
            submittedByUserId: viewer.userId,
            failureDate: body.failureDate,
            repairDate: body.repairDate ?? null,
            complaint: body.complaint,
            diagnosis: body.diagnosis ?? null,
            causalComponentType: body.causalComponentType,
            causalPartNumber: body.causalPartNumber ?? null,
            fulfillmentTypeId: body.fulfillmentTypeId,
            status: 'submitted',
            claimedTotalCents: lines.reduce((sum, line) => sum + line.claimedCents, 0),
            submittedAt,
          })
          .returning({ id: warrantyClaims.id }),
      );
      await tx.insert(claimLines).values(lines.map((line) => ({ ...line, claimId: claim.id })));
      await attachFiles(tx, claim.id, fileIds, viewer.userId, submittedAt);
      await tx.insert(statusChanges).values({
        entity: CLAIM_ENTITY,
        entityId: String(claim.id),
        toStatus: 'submitted',
        actorUserId: viewer.userId,
        reason: 'submitted',
        at: submittedAt,
      });
      await emitClaimStatus(tx, claim.id, 'submitted', submittedAt);
      return claim.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, `This unit already has an open claim on its ${body.causalComponentType}.`, {
      'body.causalComponentType': 'An open claim already covers this component.',
    });
  }
  return getClaim(db, viewer, claimId);
}
