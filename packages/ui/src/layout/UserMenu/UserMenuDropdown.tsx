import { cloneElement } from 'react';
import styled from 'styled-components';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../kit/Menu';
import { useMessages } from '../../messages';
import { AppLink } from '../../navigation';
import { type DeferredMenuProps, useStartFocus } from '../Navbar/DeferredMenu';
import { confirmLogout } from './confirmLogout';
import type { UserMenuProps } from './userMenuProps';

const EntryLink = styled(AppLink)`
  text-decoration: none;
`;

/** The user menu itself (Radix), loaded when its trigger is first reached. */
export function UserMenuDropdown({
  feedback,
  onLogout,
  profilePath,
  showOnsiteService = false,
  onsiteServicePath = '/onsite/work/flightBoard',
  showCompanyDetails = false,
  companyDetailsPath = '/company/details',
  extraItems = [],
  onOpenSettings,
  trigger,
  start,
}: Omit<UserMenuProps, 'user' | 'compact'> & DeferredMenuProps) {
  const text = useMessages();
  const triggerRef = useStartFocus(start);

  const logout = () => confirmLogout(feedback, text, onLogout);

  const link = (to: string, label: string) => (
    <MenuItem asChild>
      <EntryLink to={to}>{label}</EntryLink>
    </MenuItem>
  );

  return (
    <Menu defaultOpen={start.open}>
      <MenuTrigger asChild>{cloneElement(trigger, { ref: triggerRef })}</MenuTrigger>
      <MenuContent align="end">
        {profilePath && link(profilePath, text.profile)}
        {showOnsiteService && link(onsiteServicePath, text.onsiteService)}
        {showCompanyDetails && link(companyDetailsPath, text.companyDetails)}
        {extraItems.map((item) => (
          <MenuItem key={item.key} onSelect={item.onSelect}>
            {item.label}
          </MenuItem>
        ))}
        {onOpenSettings && <MenuItem onSelect={onOpenSettings}>{text.layoutSettings}</MenuItem>}
        {(profilePath ||
          showOnsiteService ||
          showCompanyDetails ||
          extraItems.length > 0 ||
          onOpenSettings) && <MenuSeparator />}
        <MenuItem onSelect={() => void logout()}>{text.logout}</MenuItem>
      </MenuContent>
    </Menu>
  );
}
