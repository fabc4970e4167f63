// A job from a warranty claim (the claim drawer): the claim must be the brand's; the unit, serial and the
// owner's contact come from its warranty; a claim that already has a job that is not cancelled links to it.
import type { OnsiteJobDraft } from '@console/contract';
import { and, eq, ne } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { onsiteJobs, products, warranties, warrantyClaims } from '../../db/schema.ts';
import type { OnsiteViewer } from './access.ts';
import type { Db } from './rows.ts';

/** A claim of the brand with its unit; 404 otherwise. */
export async function brandClaim(db: Db, brandId: number, claimId: number) {
  const [claim] = await db
    .select({
      id: warrantyClaims.id,
      number: warrantyClaims.number,
      complaint: warrantyClaims.complaint,
      warrantyId: warranties.id,
      productId: warranties.productId,
      serialNumber: warranties.serialNumber,
      ownerName: warranties.ownerName,
      ownerEmail: warranties.ownerEmail,
      ownerPhone: warranties.ownerPhone,
      model: products.name,
    })
    .from(warrantyClaims)
    .innerJoin(warranties, eq(warranties.id, warrantyClaims.warrantyId))
    .innerJoin(products, eq(products.id, warranties.productId))
    .where(and(eq(warrantyClaims.id, claimId), eq(warrantyClaims.brandCompanyId, brandId)));
  if (!claim) throw new ApiError(404, 'Claim not found.');
  return claim;
}

/** The job already made from a claim and not cancelled, if any. */
export async function jobOfClaim(db: Db, brandId: number, claimId: number) {
  const [job] = await db
    .select({ id: onsiteJobs.id, number: onsiteJobs.number })
    .from(onsiteJobs)
    .where(
      and(
        eq(onsiteJobs.brandCompanyId, brandId),
        eq(onsiteJobs.claimId, claimId),
        ne(onsiteJobs.status, 'cancelled'),
      ),
    )
    .limit(1);
  return job ?? null;
}

/** GET /onsite/jobs/fromClaim/:id: what a new job from the claim starts with. */
export async function draftFromClaim(db: Db, onsite: OnsiteViewer, claimId: number): Promise<OnsiteJobDraft> {
  const claim = await brandClaim(db, onsite.brandId, claimId);
  return {
    claim: { id: claim.id, number: claim.number },
    productId: claim.productId,
    model: claim.model,
    serialNumber: claim.serialNumber,
    customer: { name: claim.ownerName, phone: claim.ownerPhone, email: claim.ownerEmail },
    description: claim.complaint,
    existingJob: await jobOfClaim(db, onsite.brandId, claim.id),
  };
}
