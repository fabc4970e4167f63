// What companies have earned, computed from data (spec §2 names badges without their content), for any
// number of companies at once: a company's own details page, and the lists where other companies see it
// (a brand's dealer network, the admin's company lists) read them the same way.
import { type CompanyBadge, type CompanyDocumentType, todayIso } from '@console/contract';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  brandRetailers,
  CompanyStatus,
  CompanyType,
  companies,
  companyDocuments,
  DealerStatus,
  DocumentStatus,
} from '../../db/schema.ts';
import { hasRequiredDocuments } from './requiredDocuments.ts';

/**
 * The document types each company has current (not superseded), approved and unexpired (a document is
 * expired on its expiry date, UTC, as the contract's `todayIso` counts days). One query for all of them.
 */
async function approvedDocumentTypes(
  db: Database,
  companyIds: readonly number[],
): Promise<Map<number, Set<CompanyDocumentType>>> {
  const rows = await db
    .selectDistinct({ companyId: companyDocuments.companyId, type: companyDocuments.type })
    .from(companyDocuments)
    .where(
      and(
        inArray(companyDocuments.companyId, [...companyIds]),
        isNull(companyDocuments.supersededAt),
        eq(companyDocuments.status, DocumentStatus.approved),
        or(isNull(companyDocuments.expiresOn), gt(companyDocuments.expiresOn, todayIso())),
      ),
    );
  const byCompany = new Map<number, Set<CompanyDocumentType>>();
  for (const row of rows) {
    const types = byCompany.get(row.companyId) ?? new Set();
    types.add(row.type as CompanyDocumentType);
    byCompany.set(row.companyId, types);
  }
  return byCompany;
}

/**
 * Which of these companies have every document their type requires (`REQUIRED_DOCUMENT_TYPES`) current,
 * approved and unexpired. A company of another type (the platform) never counts.
 */
export async function documentsVerifiedCompanies(
  db: Database,
  subjects: readonly { id: number; type: number }[],
): Promise<Set<number>> {
  const verified = new Set<number>();
  if (subjects.length === 0) return verified;
  const approved = await approvedDocumentTypes(
    db,
    subjects.map((company) => company.id),
  );
  for (const company of subjects)
    if (hasRequiredDocuments(company.type, approved.get(company.id) ?? new Set())) verified.add(company.id);
  return verified;
}

/** Each retailer's active dealerships, by the brand's name, of brands that are themselves active. */
async function dealerBrandNames(
  db: Database,
  retailerIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byRetailer = new Map<number, string[]>();
  if (retailerIds.length === 0) return byRetailer;
  const rows = await db
    .select({ retailerId: brandRetailers.retailerCompanyId, brand: companies.name })
    .from(brandRetailers)
    .innerJoin(companies, eq(companies.id, brandRetailers.brandCompanyId))
    .where(
      and(
        inArray(brandRetailers.retailerCompanyId, [...retailerIds]),
        eq(brandRetailers.status, DealerStatus.active),
        eq(companies.status, CompanyStatus.active),
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id));
  for (const row of rows)
    byRetailer.set(row.retailerId, [...(byRetailer.get(row.retailerId) ?? []), row.brand]);
  return byRetailer;
}

/**
 * The badges of each company asked for (an unknown id gets none), in a fixed order: onsite service,
 * authorised dealer per brand (by the brand's name), documents verified. One query per kind of badge,
 * whatever the number of companies.
 */
export async function badgesFor(
  db: Database,
  companyIds: readonly number[],
): Promise<Map<number, CompanyBadge[]>> {
  const ids = [...new Set(companyIds)];
  const badges = new Map<number, CompanyBadge[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return badges;
  const rows = await db
    .select({ id: companies.id, type: companies.type, onsiteAvailable: companies.onsiteAvailable })
    .from(companies)
    .where(inArray(companies.id, ids));
  const retailers = rows.filter((row) => row.type === CompanyType.retailer).map((row) => row.id);
  const dealerships = await dealerBrandNames(db, retailers);
  const verified = await documentsVerifiedCompanies(db, rows);
  for (const row of rows) {
    const list = badges.get(row.id) ?? [];
    if (row.type === CompanyType.brand && row.onsiteAvailable)
      list.push({ code: 'onsite_service', label: 'Onsite service' });
    for (const brand of dealerships.get(row.id) ?? [])
      list.push({ code: 'authorised_dealer', label: `Authorised dealer of ${brand}` });
    if (verified.has(row.id)) list.push({ code: 'documents_verified', label: 'Documents verified' });
  }
  return badges;
}

/** One company's badges (its details page). */
export async function badgesOf(db: Database, companyId: number): Promise<CompanyBadge[]> {
  return (await badgesFor(db, [companyId])).get(companyId) ?? [];
}
