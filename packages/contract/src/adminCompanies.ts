// The admins' companies pages (issue 13): the brands and retailers lists, a company's page, and suspending
// or reactivating a company.
import { z } from 'zod';
import { accountUsState } from './account.ts';
import { companyDetails } from './company.ts';
import { optionalInput, pageQuery } from './envelope.ts';
import { queryId, textLine } from './fields.ts';
import { isoDate } from './warranty.ts';

/** companies.status; only an active company's users sign in. */
export const companyStatus = z.enum(['pending_review', 'active', 'suspended', 'closed']);
export type CompanyStatus = z.infer<typeof companyStatus>;

/** The kind of company a list shows: brands (user type 1) or retailers (2). */
export const companyKind = z.enum(['brand', 'retailer']);
export type CompanyKind = z.infer<typeof companyKind>;

export const adminCompanySort = z.enum(['name', '-name', 'createdAt', '-createdAt']);

/** The filters of /admin-company/brand and /admin-company/retailer (the same for the list and its CSV). */
export const adminCompanyListQuery = pageQuery.extend({
  sort: optionalInput(adminCompanySort).default('name'),
  status: optionalInput(companyStatus),
  state: optionalInput(accountUsState),
  /** Part of the display or legal name, or of the e-mail. */
  q: optionalInput(textLine().max(100)),
  createdFrom: optionalInput(isoDate),
  createdTo: optionalInput(isoDate),
});
export type AdminCompanyListQuery = z.infer<typeof adminCompanyListQuery>;

/** `GET /admin/companies` and its `/export.csv`: the list's filters and the kind of company. */
export const adminCompanyListRequest = adminCompanyListQuery.extend({ kind: companyKind });
export type AdminCompanyListRequest = z.infer<typeof adminCompanyListRequest>;

export const adminCompanyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  legalName: z.string().nullable(),
  state: z.string().nullable(),
  status: companyStatus,
  users: z.number().int(),
  shops: z.number().int(),
  /** Current documents uploaded or under review. */
  documentsToReview: z.number().int(),
  /** ISO 8601 (UTC). */
  createdAt: z.string(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRow>;

/** A user of the company as its admin page lists them. */
export const adminCompanyUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** `user_role`: 1 owner, 2 manager, 3 staff. */
  role: z.number().int(),
  /** invited: no password set yet. */
  status: z.enum(['active', 'invited', 'deactivated']),
  lastLoginAt: z.string().nullable(),
});
export type AdminCompanyUser = z.infer<typeof adminCompanyUser>;

export const adminCompanyShop = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  active: z.boolean(),
});
export type AdminCompanyShop = z.infer<typeof adminCompanyShop>;

export const companyStatusChange = z.object({
  from: companyStatus.nullable(),
  to: companyStatus,
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type CompanyStatusChange = z.infer<typeof companyStatusChange>;

/** `GET /admin/companies/{id}`: a brand or retailer as its admin page shows it. */
export const adminCompanyDetail = z.object({
  id: z.number().int(),
  /** 1 brand, 2 retailer. */
  type: z.number().int(),
  name: z.string(),
  legalName: z.string().nullable(),
  ein: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** As the company's own details page reads it. */
  address: companyDetails.shape.address,
  timezone: z.string(),
  onsiteAvailable: z.boolean(),
  status: companyStatus,
  createdAt: z.string(),
  users: z.array(adminCompanyUser),
  shops: z.array(adminCompanyShop),
  statusHistory: z.array(companyStatusChange),
  /** What the viewing admin may do now (suspending and reactivating take a super admin or finance). */
  can: z.object({ suspend: z.boolean(), reactivate: z.boolean() }),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetail>;

export const adminCompanyIdParams = z.object({ id: queryId });

/** Suspending or reactivating a company says why (kept in its status history and audit trail). */
export const companyStatusBody = z.strictObject({
  reason: textLine().min(1, 'Say why.').max(500),
});
export type CompanyStatusBody = z.infer<typeof companyStatusBody>;
