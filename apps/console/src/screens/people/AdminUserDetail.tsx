import type { AdminUserRow } from '@console/contract';
import { Button, Descriptions } from '@console/ui';
import styled from 'styled-components';
import { AuditTrail, type AuditTrailProps } from '../../shared/AuditTrail';
import { ActionBar } from '../../shared/ScreenLayout';
import {
  fullName,
  type PeopleViewer,
  roleName,
  timeOrNever,
  USER_TYPE_NAMES,
  type UserAction,
  userActions,
} from './people.logic';
import { StatusTag } from './StatusTag';

const Heading = styled.h3`
  margin: 20px 0 8px;
`;

export const USER_ACTION_NAMES: Record<UserAction, string> = {
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  resendInvitation: 'Resend invitation',
  resetPassword: 'Force password reset',
};

export interface AdminUserDetailProps {
  user: AdminUserRow;
  viewer: PeopleViewer;
  onAction: (action: UserAction) => void;
  /** The user's audit trail and its paging. */
  trail: Omit<AuditTrailProps, 'label' | 'showCompany'>;
}

/** One user on the admin's users page: who they are, what the admin may do, and the user's audit trail. */
export function AdminUserDetail({ user, viewer, onAction, trail }: AdminUserDetailProps) {
  return (
    <>
      <Descriptions
        columns={2}
        bordered
        items={[
          { label: 'E-mail', value: user.email },
          { label: 'Type', value: USER_TYPE_NAMES[user.userType] },
          { label: 'Company', value: user.companyName },
          { label: 'Role', value: roleName(user.userType, user.role) },
          { label: 'Status', value: <StatusTag status={user.status} /> },
          { label: 'Last sign-in', value: timeOrNever(user.lastLoginAt) },
        ]}
      />
      <ActionBar>
        {userActions(viewer, user).map((action) => (
          <Button key={action} onClick={() => onAction(action)}>
            {USER_ACTION_NAMES[action]}
          </Button>
        ))}
      </ActionBar>
      <Heading>Audit trail</Heading>
      <AuditTrail label={`Audit trail of ${fullName(user)}`} {...trail} />
    </>
  );
}
