// Warranty terms (domain §2.3 WarrantyTerm): a brand's policy lines per component type. Rows are never
// edited: a change is a new row with a later effective date, and registered coverages stay as they were.
import {
  type CatalogueQuery,
  type ComponentType,
  pageOffset,
  type WarrantyStartBasis,
  type WarrantyTerm,
  type WarrantyTermCreateBody,
} from '@console/contract';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { companies, warrantyTerms } from '../../db/schema.ts';
import { first, isUniqueViolation } from '../account/db.ts';
import { productInBrands } from './products.ts';
import { catalogueBrandFilter, writableBrandId } from './scope.ts';

function toTerm(term: typeof warrantyTerms.$inferSelect): WarrantyTerm {
  return {
    id: term.id,
    brandCompanyId: term.brandCompanyId,
    productId: term.productId,
    code: term.code,
    name: term.name,
    // The table's check constraints hold these to the contract's values.
    componentType: term.componentType as ComponentType,
    durationMonths: term.durationMonths,
    startBasis: term.startBasis as WarrantyStartBasis,
    laborCoveredPct: term.laborCoveredPct,
    partsCoveredPct: term.partsCoveredPct,
    transferable: term.transferable,
    effectiveFrom: term.effectiveFrom,
    effectiveTo: term.effectiveTo,
  };
}

export async function listTerms(
  db: Database,
  viewer: Viewer,
  query: CatalogueQuery,
): Promise<{ rows: WarrantyTerm[]; total: number }> {
  const brandIds = await catalogueBrandFilter(db, viewer, query.brandId);
  const where = brandIds === null ? undefined : inArray(warrantyTerms.brandCompanyId, brandIds);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ term: warrantyTerms })
      .from(warrantyTerms)
      .innerJoin(companies, eq(companies.id, warrantyTerms.brandCompanyId))
      .where(where)
      .orderBy(
        asc(companies.name),
        asc(warrantyTerms.componentType),
        desc(warrantyTerms.effectiveFrom),
        asc(warrantyTerms.id),
      )
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(warrantyTerms).where(where),
  ]);
  return { rows: rows.map((row) => toTerm(row.term)), total: counted?.total ?? 0 };
}

export async function createTerm(
  db: Database,
  viewer: Viewer,
  body: WarrantyTermCreateBody,
): Promise<WarrantyTerm> {
  const brandCompanyId = await writableBrandId(db, viewer, body.brandCompanyId);
  if (body.productId !== null && !(await productInBrands(db, body.productId, [brandCompanyId]))) {
    throw new ApiError(404, 'Product not found.', { 'body.productId': 'No such product of this brand.' });
  }
  try {
    const values = {
      brandCompanyId,
      productId: body.productId,
      code: body.code,
      name: body.name,
      componentType: body.componentType,
      durationMonths: body.durationMonths,
      startBasis: body.startBasis,
      laborCoveredPct: body.laborCoveredPct,
      partsCoveredPct: body.partsCoveredPct,
      transferable: body.transferable,
      effectiveFrom: body.effectiveFrom,
      effectiveTo: body.effectiveTo,
    };
    return toTerm(first(await db.insert(warrantyTerms).values(values).returning()));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, `Term ${body.code} already has a version from ${body.effectiveFrom}.`, {
      'body.code': 'This code already has a version from that date.',
    });
  }
}
