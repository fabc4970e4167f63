// Registering a unit (domain §2.3, §2.7): coverages are computed from the brand's terms in effect on the
// purchase date and frozen with the warranty; the live-serial unique index decides races.
import {
  type ComponentType,
  type SerialCheckResult,
  todayIso,
  type WarrantyDetail,
  type WarrantyRegisterBody,
} from '@console/contract';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  companies,
  FileKind,
  files,
  statusChanges,
  WarrantyStatus,
  warranties,
  warrantyCoverages,
  warrantyTerms,
} from '../../db/schema.ts';
import { first, isUniqueViolation } from '../account/db.ts';
import { emitWarrantyRegistered } from '../webhooks/areaEvents.ts';
import { computeCoverages } from './coverage.ts';
import { nextCoverageEndOf } from './nextCoverageEnd.ts';
import { productInBrands } from './products.ts';
import { getWarranty } from './queries.ts';
import { catalogueBrandFilter, catalogueBrandIds, isDealerOf, UserType } from './scope.ts';

/** Records that hold their serial: a void or transferred record frees it for a new registration. */
const FREED_STATUSES = [WarrantyStatus.void, WarrantyStatus.transferred];

/** The Add form's live duplicate check: whether the brand has a live warranty on the serial. No PII. */
export async function checkSerial(
  db: Database,
  viewer: Viewer,
  brandId: number,
  serialNumber: string,
): Promise<SerialCheckResult> {
  await catalogueBrandFilter(db, viewer, brandId);
  const [live] = await db
    .select({ id: warranties.id })
    .from(warranties)
    .where(
      and(
        eq(warranties.brandCompanyId, brandId),
        eq(warranties.serialNumber, serialNumber),
        notInArray(warranties.status, FREED_STATUSES),
      ),
    )
    .limit(1);
  return { serialNumber, available: !live };
}

/** The selling retailer: a retailer's own company; for brands and admins, a dealer of the product's brand. */
async function sellingRetailerOf(
  db: Database,
  viewer: Viewer,
  brandId: number,
  requested: number | undefined,
): Promise<number> {
  if (viewer.userType === UserType.retailer) {
    if (requested !== undefined && requested !== viewer.companyId) {
      throw new ApiError(400, 'Retailers register the units they sold themselves.', {
        'body.sellingRetailerCompanyId': 'Leave this out: it is always your company.',
      });
    }
    return viewer.companyId;
  }
  if (requested === undefined) {
    throw new ApiError(400, 'Choose the retailer that sold the unit.', {
      'body.sellingRetailerCompanyId': 'Choose the retailer that sold the unit.',
    });
  }
  if (!(await isDealerOf(db, brandId, requested))) {
    throw new ApiError(404, 'Retailer not found among the brand’s dealers.', {
      'body.sellingRetailerCompanyId': 'Not a retailer of this brand.',
    });
  }
  return requested;
}

/** The id of the caller's company's upload named by its `fileName`; another company's file → 404. */
async function proofFileId(
  db: Database,
  viewer: Viewer,
  fileName: string | undefined,
): Promise<string | null> {
  if (fileName === undefined) return null;
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.fileName, fileName),
        eq(files.companyId, viewer.companyId),
        eq(files.kind, FileKind.upload),
        isNull(files.deletedAt),
      ),
    );
  if (!file) {
    throw new ApiError(404, 'Proof of purchase file not found.', {
      'body.proofOfPurchaseFileId': 'Upload the proof of purchase again.',
    });
  }
  return file.id;
}

export async function registerWarranty(
  db: Database,
  viewer: Viewer,
  body: WarrantyRegisterBody,
): Promise<WarrantyDetail> {
  // Units of the brands whose catalogue the viewer reads: its own (brand), linked brands (retailer), any (admin).
  const product = await productInBrands(db, body.productId, await catalogueBrandIds(db, viewer));
  if (!product) throw new ApiError(404, 'Product not found.', { 'body.productId': 'No such product.' });
  const retailerId = await sellingRetailerOf(
    db,
    viewer,
    product.brandCompanyId,
    body.sellingRetailerCompanyId,
  );
  const proofId = await proofFileId(db, viewer, body.proofOfPurchaseFileId);
  const terms = await db
    .select()
    .from(warrantyTerms)
    .where(eq(warrantyTerms.brandCompanyId, product.brandCompanyId));
  const registeredAt = new Date();
  const registeredOn = todayIso(registeredAt);
  const coverages = computeCoverages(
    terms,
    product.components.map((component) => component.type as ComponentType),
    product.id,
    body.purchaseDate,
    registeredOn,
  );
  const status = WarrantyStatus.active;
  let warrantyId: number;
  try {
    warrantyId = await db.transaction(async (tx) => {
      const created = first(
        await tx
          .insert(warranties)
          .values({
            brandCompanyId: product.brandCompanyId,
            productId: product.id,
            serialNumber: body.serialNumber,
            batterySerial: body.batterySerial ?? null,
            motorSerial: body.motorSerial ?? null,
            purchaseDate: body.purchaseDate,
            sellingRetailerCompanyId: retailerId,
            ownerName: body.owner.name,
            ownerEmail: body.owner.email,
            ownerPhone: body.owner.phone ?? null,
            proofOfPurchaseFileId: proofId,
            // Retailers register at the point of sale (auto-approved, §2.7); admins register for the brand.
            source: viewer.userType === UserType.retailer ? 'retailer_pos' : 'brand',
            status,
            registeredByUserId: viewer.userId,
            registeredAt,
            nextCoverageEnd: nextCoverageEndOf(coverages, registeredOn),
          })
          .returning({ id: warranties.id }),
      );
      if (coverages.length) {
        await tx.insert(warrantyCoverages).values(coverages.map((c) => ({ ...c, warrantyId: created.id })));
      }
      await tx.insert(statusChanges).values({
        entity: 'warranty',
        entityId: String(created.id),
        toStatus: status,
        actorUserId: viewer.userId,
        reason: 'registered',
        at: registeredAt,
      });
      await emitWarrantyRegistered(tx, created.id, registeredAt);
      return created.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [brand] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, product.brandCompanyId));
    throw new ApiError(
      409,
      `Serial ${body.serialNumber} is already registered with ${brand?.name ?? 'this brand'}.`,
      {
        'body.serialNumber': 'This serial number is already registered.',
      },
    );
  }
  return getWarranty(db, viewer, warrantyId);
}
