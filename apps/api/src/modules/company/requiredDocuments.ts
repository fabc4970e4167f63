import { type CompanyDocumentType, REQUIRED_DOCUMENT_TYPES } from '@console/contract';

/**
 * Whether a company of this type (1 brand, 2 retailer) has every document its type requires among the
 * types it has approved. Another type (the platform) requires none and is never "verified".
 */
export function hasRequiredDocuments(
  companyType: number,
  approved: ReadonlySet<CompanyDocumentType>,
): boolean {
  if (companyType !== 1 && companyType !== 2) return false;
  return REQUIRED_DOCUMENT_TYPES[companyType].every((type) => approved.has(type));
}
