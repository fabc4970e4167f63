import type { EmployeeRow } from '@console/contract';
import type { Confirmation } from '../../shared/useConfirmedAction';
import { fullName, type PersonAction } from './people.logic';

export const EMPLOYEE_ACTION_NAMES: Record<Exclude<PersonAction, 'edit'>, string> = {
  resend: 'Resend invitation',
  revoke: 'Revoke invitation',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
};

export const EMPLOYEE_SUCCESS: Record<Exclude<PersonAction, 'edit'>, string> = {
  resend: 'Invitation sent again.',
  revoke: 'Invitation revoked.',
  deactivate: 'Employee deactivated.',
  reactivate: 'Employee reactivated.',
};

/** What each action asks before it is sent (resending asks nothing: it only sends a new link). */
export function employeeConfirmation(
  action: Exclude<PersonAction, 'edit'>,
  row: EmployeeRow,
): Confirmation | null {
  const name = fullName(row);
  switch (action) {
    case 'resend':
      return null;
    case 'revoke':
      return {
        title: 'Revoke the invitation?',
        message: `The link e-mailed to ${row.email} stops working. ${name} stays on the list without a console login.`,
        confirmText: 'Revoke',
      };
    case 'deactivate':
      return {
        title: `Deactivate ${name}?`,
        message: row.userId
          ? `${name} can no longer sign in and is signed out at once. You can reactivate them later.`
          : `${name} is marked deactivated. You can reactivate them later.`,
        confirmText: 'Deactivate',
      };
    case 'reactivate':
      return {
        title: `Reactivate ${name}?`,
        message: row.userId ? `${name} can sign in again.` : `${name} is marked active again.`,
        confirmText: 'Reactivate',
      };
  }
}
