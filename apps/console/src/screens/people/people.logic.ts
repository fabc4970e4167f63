// What the people screens show and offer: names of positions, roles and statuses, and which actions a
// viewer has on a person (the API's rules, so no button leads to a 403 or a 409).
import {
  type EmployeePosition,
  type EmployeeRow,
  type EmployeeSaveInput,
  type PersonStatus,
  personStatus,
} from '@console/contract';
import type { TagType } from '@console/ui';
import { ADMIN_ROLE_NAMES, COMPANY_ROLE_NAMES } from '../../shared/auditTrail.logic';

export const POSITION_NAMES: Readonly<Record<EmployeePosition, string>> = {
  technician: 'Technician',
  sales: 'Sales',
  service_manager: 'Service manager',
  other: 'Other',
};

export const STATUS_TAGS: Readonly<Record<PersonStatus, { label: string; tag: TagType }>> = {
  invited: { label: 'Invited', tag: 'warning' },
  active: { label: 'Active', tag: 'success' },
  deactivated: { label: 'Deactivated', tag: 'info' },
};

/** The status filter's choices. */
export const statusOptions = personStatus.options.map((value) => ({
  value,
  label: STATUS_TAGS[value].label,
}));

const OWNER = 1;
const MANAGER = 2;
const ADMIN = 3;

/** A `user_role` as a word, read with the user type (admins' roles have their own names). */
export function roleName(userType: number, role: number): string {
  return (userType === ADMIN ? ADMIN_ROLE_NAMES : COMPANY_ROLE_NAMES)[role] ?? String(role);
}

/** The signed-in viewer, as the screens need them. */
export interface PeopleViewer {
  userId: number;
  /** `user_role`: 1 owner, 2 manager, 3 staff. */
  role: number;
}

/** Whether the viewer manages people (owners and managers); staff read. */
export const managesPeople = (viewer: PeopleViewer) => viewer.role <= MANAGER;

/** Why the viewer may not change this person, or null when they may. */
export function editRefusal(viewer: PeopleViewer, row: EmployeeRow | null): string | null {
  if (!managesPeople(viewer)) return "Only the company's owner or a manager can change people.";
  if (row?.companyRole === OWNER && viewer.role !== OWNER)
    return 'Only an owner can change or deactivate another owner.';
  return null;
}

/** Why the role field is locked for the viewer, or null when they may choose it. */
export function roleRefusal(viewer: PeopleViewer, row: EmployeeRow | null): string | null {
  if (viewer.role === OWNER) return null;
  return row?.userId
    ? "Only the company's owner can change roles."
    : "New logins get the staff role; only the company's owner can give another.";
}

export type PersonAction = 'edit' | 'resend' | 'revoke' | 'deactivate' | 'reactivate';

/** The row's actions open to the viewer, in the order the buttons show. */
export function personActions(viewer: PeopleViewer, row: EmployeeRow): PersonAction[] {
  if (editRefusal(viewer, row) !== null) return [];
  const actions: PersonAction[] = ['edit'];
  if (row.status === 'invited') actions.push('resend', 'revoke');
  if (row.status === 'deactivated') actions.push('reactivate');
  else if (row.userId !== viewer.userId) actions.push('deactivate');
  return actions;
}

/** The form's values for a person (a new one: a technician without a login). */
export function formValues(row: EmployeeRow | null): EmployeeSaveInput {
  if (!row)
    return {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      position: 'technician',
      shopIds: [],
      skills: [],
      companyRole: 3,
      invite: false,
    };
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? '',
    phone: row.phone ?? '',
    position: row.position,
    shopIds: row.shops.map((shop) => shop.id),
    skills: row.skills,
    companyRole: row.companyRole ?? 3,
    invite: false,
  };
}

/** A person's full name. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** A timestamp to the minute ('2026-11-22 08:00'), or '—' for never. */
export const timeOrNever = (at: string | null) => (at ? at.slice(0, 16).replace('T', ' ') : '—');

/** The export's file name, dated: employees-2026-11-22.csv. */
export const exportFileName = (what: 'employees' | 'users', today: string) => `${what}-${today}.csv`;

export const USER_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'Brand',
  2: 'Retailer',
  3: 'Platform admin',
};

export type UserAction = 'deactivate' | 'reactivate' | 'resendInvitation' | 'resetPassword';

const SUPER_ADMIN = 1;
const FINANCE = 2;

/**
 * An admin's actions on a user, in the order the buttons show: super admins and finance switch users off and
 * on (a super admin only by a super admin), any admin resends an invitation or forces a password reset;
 * nobody acts on themselves.
 */
export function userActions(
  viewer: PeopleViewer,
  user: { id: number; userType: number; role: number; status: PersonStatus },
): UserAction[] {
  if (user.id === viewer.userId) return [];
  const switches =
    viewer.role <= FINANCE &&
    !(user.userType === ADMIN && user.role === SUPER_ADMIN && viewer.role !== SUPER_ADMIN);
  const actions: UserAction[] = [];
  if (user.status === 'invited') actions.push('resendInvitation');
  if (user.status === 'active') actions.push('resetPassword');
  if (switches) actions.push(user.status === 'deactivated' ? 'reactivate' : 'deactivate');
  return actions;
}
