import type { AdminCompanyUser, CompanyKind, CompanyStatus } from '@console/contract';
import type { TagType } from '@console/ui';

/** How each company status reads and shows. */
export const COMPANY_STATUSES: Record<CompanyStatus, { label: string; tag: TagType }> = {
  pending_review: { label: 'Pending review', tag: 'warning' },
  active: { label: 'Active', tag: 'success' },
  suspended: { label: 'Suspended', tag: 'danger' },
  closed: { label: 'Closed', tag: 'info' },
};

/** A company user's role (`user_role`). */
export const ROLE_NAMES: Record<number, string> = { 1: 'Owner', 2: 'Manager', 3: 'Staff' };

export const USER_STATUSES: Record<AdminCompanyUser['status'], { label: string; tag: TagType }> = {
  active: { label: 'Active', tag: 'success' },
  invited: { label: 'Invited', tag: 'warning' },
  deactivated: { label: 'Deactivated', tag: 'info' },
};

/** The list a path belongs to: /admin-company/brand… lists brands, /admin-company/retailer… retailers. */
export function kindOfPath(fullPath: string): CompanyKind {
  return fullPath.startsWith('/admin-company/brand') ? 'brand' : 'retailer';
}

/** The kind of a company by its user type (1 brand, 2 retailer). */
export const kindOfType = (type: number): CompanyKind => (type === 1 ? 'brand' : 'retailer');

export const listPath = (kind: CompanyKind) => `/admin-company/${kind}`;

/** A company's page, under the list it belongs to (so the menu shows that list). */
export const companyPath = (kind: CompanyKind, id: number) => `/admin-company/${kind}/detail/${id}`;

/** The export's file name, dated: retailers-2026-11-25.csv. */
export function exportFileName(kind: CompanyKind, today: string): string {
  return `${kind}s-${today}.csv`;
}
