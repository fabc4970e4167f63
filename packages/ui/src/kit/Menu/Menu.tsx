import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../theme';
import { shareNonceWithOverlays } from '../../theme/overlayNonce';
import { popupSurface } from '../../theme/surfaces';

shareNonceWithOverlays();

/** A dropdown menu built from Radix parts: arrow keys move, Enter selects, Escape closes. */
export const Menu = RadixMenu.Root;
export const MenuTrigger = RadixMenu.Trigger;
export const MenuGroup = RadixMenu.Group;
export const MenuSub = RadixMenu.Sub;

const surface = css`
  min-width: 120px;
  padding: 6px 0;
  ${popupSurface}
`;

const StyledContent = styled(RadixMenu.Content)`
  ${surface}
`;

const StyledSubContent = styled(RadixMenu.SubContent)`
  ${surface}
`;

export interface MenuContentProps extends RadixMenu.DropdownMenuContentProps {
  children: ReactNode;
}

/** The menu's popup, portalled to the body and kept inside the window. */
export function MenuContent({ children, sideOffset = 6, collisionPadding = 8, ...props }: MenuContentProps) {
  return (
    <RadixMenu.Portal>
      <StyledContent sideOffset={sideOffset} collisionPadding={collisionPadding} {...props}>
        {children}
      </StyledContent>
    </RadixMenu.Portal>
  );
}

export function MenuSubContent({ children, ...props }: RadixMenu.DropdownMenuSubContentProps) {
  return (
    <RadixMenu.Portal>
      <StyledSubContent collisionPadding={8} {...props}>
        {children}
      </StyledSubContent>
    </RadixMenu.Portal>
  );
}

const itemStyle = `
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 16px;
  line-height: 34px;
  font-size: ${vars.controlFontSize};
  color: ${vars.textRegular};
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: ${vars.primaryLight9};
    color: ${vars.primaryReadable};
  }
  &[data-disabled] {
    color: ${vars.disabledText};
    cursor: not-allowed;
  }
`;

export const MenuItem = styled(RadixMenu.Item)`
  ${itemStyle}
`;

export const MenuSubTrigger = styled(RadixMenu.SubTrigger)`
  ${itemStyle}
`;

export const MenuSeparator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: 4px 0;
  background: ${vars.borderLight};
`;

export const MenuLabel = styled(RadixMenu.Label)`
  padding: 0 16px;
  line-height: 30px;
  font-size: 12px;
  color: ${vars.textSecondary};
`;
