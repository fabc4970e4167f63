import type { AdminUserRow } from '@console/contract';
import type { Confirmation } from '../../shared/useConfirmedAction';
import { fullName, type UserAction } from './people.logic';

export const ADMIN_USER_SUCCESS: Record<UserAction, string> = {
  deactivate: 'User deactivated.',
  reactivate: 'User reactivated.',
  resendInvitation: 'Invitation sent again.',
  resetPassword: 'Password reset: the user has been e-mailed a link.',
};

/** What each admin action asks before it is sent (resending an invitation asks nothing). */
export function adminUserConfirmation(action: UserAction, user: AdminUserRow): Confirmation | null {
  const name = fullName(user) || user.email;
  switch (action) {
    case 'resendInvitation':
      return null;
    case 'deactivate':
      return {
        title: `Deactivate ${name}?`,
        message: `${name} can no longer sign in and is signed out at once. You can reactivate them later.`,
        confirmText: 'Deactivate',
      };
    case 'reactivate':
      return {
        title: `Reactivate ${name}?`,
        message: `${name} can sign in again.`,
        confirmText: 'Reactivate',
      };
    case 'resetPassword':
      return {
        title: `Force a password reset for ${name}?`,
        message: `The current password stops working at once and ${name} is signed out. A link to set a new password is e-mailed to ${user.email}.`,
        confirmText: 'Reset password',
      };
  }
}
