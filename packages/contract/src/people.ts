// People (issue 13): a company's employees (with or without a console login), their invitations and company
// roles, and the admin's list of every user. Statuses are derived from data, never stored as such.
import { z } from 'zod';
import { accountEmail } from './account.ts';
import { companyRole, employeeBody, employeePosition } from './company.ts';
import { optionalInput, pageOf, pageQuery } from './envelope.ts';
import { queryId, textLine } from './fields.ts';

/**
 * A person's or a user's status: deactivated (switched off), invited (a login that has never had a
 * password), active otherwise.
 */
export const personStatus = z.enum(['invited', 'active', 'deactivated'], 'Choose a status.');
export type PersonStatus = z.infer<typeof personStatus>;

/** `GET /company/employees` and its CSV: the viewer's own company's people. */
export const employeeListQuery = pageQuery.extend({
  /** Part of the name, e-mail or phone. */
  q: optionalInput(textLine().max(100)),
  position: optionalInput(employeePosition),
  status: optionalInput(personStatus),
  shopId: optionalInput(queryId),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

/**
 * A person as they are added or edited. The e-mail is optional for someone without a console login (a
 * technician); `invite` gives them one: an invited user and an e-mailed link to set a password. The company
 * role applies to a login only.
 */
export const employeeSaveBody = employeeBody
  .extend({ email: optionalInput(accountEmail), invite: z.boolean() })
  .refine((body) => !body.invite || body.email !== undefined, {
    error: 'Enter the e-mail address the invitation goes to.',
    path: ['email'],
  });
export type EmployeeSaveBody = z.infer<typeof employeeSaveBody>;
export type EmployeeSaveInput = z.input<typeof employeeSaveBody>;

export const employeeIdParams = z.object({ id: queryId });

const namedShop = z.object({ id: z.number().int(), name: z.string() });

/** A row of the employees list (also what the edit form starts from). */
export const employeeRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: employeePosition,
  shops: z.array(namedShop),
  skills: z.array(z.string()),
  status: personStatus,
  /** The console login, if the person has one. */
  userId: z.number().int().nullable(),
  /** Their company role (1 owner, 2 manager, 3 staff); null without a login. */
  companyRole: companyRole.nullable(),
  lastLoginAt: z.string().nullable(),
  /** While invited: when the newest invitation link stops working (it may have already). */
  invitationExpiresAt: z.string().nullable(),
});
export type EmployeeRow = z.infer<typeof employeeRow>;
export const employeePage = pageOf(employeeRow);

/** The shops an employee may be assigned to: the company's own (inactive ones only when already assigned). */
export const employeeShopOption = namedShop.extend({ active: z.boolean() });
export type EmployeeShopOption = z.infer<typeof employeeShopOption>;

/** A user's type: 1 brand, 2 retailer, 3 platform admin. */
export const userTypeValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** `GET /admin/users` and its CSV: every user of the platform. */
export const adminUserListQuery = pageQuery.extend({
  /** Part of the name or e-mail. */
  q: optionalInput(textLine().max(100)),
  userType: optionalInput(z.coerce.number().pipe(userTypeValue)),
  companyId: optionalInput(queryId),
  /** `user_role`: owner / manager / staff, or super admin / finance / support for admins. */
  role: optionalInput(z.coerce.number().pipe(companyRole)),
  status: optionalInput(personStatus),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

export const adminUserRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: userTypeValue,
  companyId: z.number().int(),
  companyName: z.string(),
  /** `user_role` (1–3), read with the user type: owner / manager / staff or super admin / finance / support. */
  role: z.number().int(),
  status: personStatus,
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUserPage = pageOf(adminUserRow);

export const userIdParams = z.object({ id: queryId });
