import type { AdminUserRow, AuditEvent } from '@console/contract';
import { Button, Descriptions, Tag } from '@console/ui';
import styled from 'styled-components';
import { AuditTrail } from '../../shared/AuditTrail';
import type { Page } from '../../shared/page';
import { ActionBar } from '../../shared/ScreenLayout';
import {
  fullName,
  type PeopleViewer,
  roleName,
  STATUS_TAGS,
  timeOrNever,
  USER_TYPE_NAMES,
  type UserAction,
  userActions,
} from './people.logic';

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
  trail: {
    page: Page<AuditEvent> | undefined;
    loading: boolean;
    failed: boolean;
    onRetry: () => void;
    pageNum: number;
    pageSize: number;
    onPageChange: (page: { pageNum: number; pageSize: number }) => void;
  };
}

/** One user on the admin's users page: who they are, what the admin may do, and the user's audit trail. */
export function AdminUserDetail({ user, viewer, onAction, trail }: AdminUserDetailProps) {
  const status = STATUS_TAGS[user.status];
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
          { label: 'Status', value: <Tag type={status.tag}>{status.label}</Tag> },
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
      <AuditTrail label={`Audit trail of ${fullName(user)}`} showCompany={false} {...trail} />
    </>
  );
}
