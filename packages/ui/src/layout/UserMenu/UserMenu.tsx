import styled, { css } from 'styled-components';
import { vars } from '../../theme';
import { DeferredMenu } from '../Navbar/DeferredMenu';
import { toolButtonBase } from '../Navbar/ToolButton';
import type { UserMenuProps } from './userMenuProps';

export type { UserMenuItem, UserMenuProps, UserMenuUser } from './userMenuProps';

const Trigger = styled.button`
  ${toolButtonBase}
  gap: 8px;
  height: 40px;
  padding: 0 8px;
  color: ${vars.text};
  font: inherit;
  font-size: 14px;
`;

const Avatar = styled.img`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  object-fit: cover;
`;

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${vars.primaryReadable};
  color: #ffffff;
  font-weight: 600;
`;

const Name = styled.span<{ $compact: boolean }>`
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${(p) =>
    p.$compact &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      clip-path: inset(50%);
    `}
`;

const loadDropdown = () => import('./UserMenuDropdown').then((module) => module.UserMenuDropdown);

/**
 * The avatar menu at the right of the top bar: optional Profile, Onsite Service, Company Details and Layout
 * settings entries, then Log out behind the confirmation of spec §8.
 */
export function UserMenu({ user, compact = false, ...entries }: UserMenuProps) {
  return (
    <DeferredMenu
      trigger={
        <Trigger type="button">
          {user.avatar ? (
            <Avatar src={user.avatar} alt={user.name} />
          ) : (
            <Initial aria-hidden="true">{user.name.slice(0, 1).toUpperCase()}</Initial>
          )}
          {/* With an avatar its alt text names the button; the visible name would say it twice. */}
          <Name $compact={compact} aria-hidden={user.avatar ? true : undefined}>
            {user.name}
          </Name>
        </Trigger>
      }
      load={loadDropdown}
      props={entries}
    />
  );
}
