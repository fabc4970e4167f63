import type { SideTheme } from '@console/core';
import { type KeyboardEvent, memo } from 'react';
import styled, { css } from 'styled-components';
import type { Tooltip as TooltipComponent } from '../../kit/Tooltip';
import { AppLink, type PrefetchReason } from '../../navigation';
import { sidebarThemes, vars } from '../../theme';
import { MenuIcon } from './icons';
import type { SidebarGroup, SidebarLink } from './sidebar.logic';

type ItemStyle = { $theme: SideTheme; $depth: number; $collapsed: boolean; $active?: boolean };

const activeStyle = css<ItemStyle>`
  color: ${(p) => (p.$theme === 'theme-dark' ? '#ffffff' : vars.primaryReadable)};
  font-weight: 600;
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 3px;
    background: ${(p) => (p.$theme === 'theme-dark' ? vars.primaryLight5 : vars.primary)};
  }
`;

const itemStyle = css<ItemStyle>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$collapsed ? 'center' : 'flex-start')};
  gap: 12px;
  width: 100%;
  height: 50px;
  padding: 0 ${(p) => (p.$collapsed ? '0' : '20px')} 0
    ${(p) => (p.$collapsed ? '0' : `${20 + p.$depth * 16}px`)};
  border: 0;
  background: transparent;
  color: ${(p) => sidebarThemes[p.$theme].text};
  font: inherit;
  font-size: 14px;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${(p) => sidebarThemes[p.$theme].hoverBackground};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${vars.focusRing};
  }
  ${(p) => p.$active && activeStyle}
`;

const ItemLink = styled(AppLink)<ItemStyle>`
  ${itemStyle}
`;

/** A group's button: opens its list inline, or its fly-out when the sidebar is collapsed. */
export const GroupButton = styled.button<ItemStyle>`
  ${itemStyle}
`;

const Label = styled.span<{ $collapsed: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  ${(p) =>
    p.$collapsed &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      clip-path: inset(50%);
    `}
`;

const Caret = styled.svg<{ $open: boolean }>`
  flex: none;
  transform: rotate(${(p) => (p.$open ? '180deg' : '0deg')});
  transition: transform 0.2s;
`;

function ChevronDown({ open }: { open: boolean }) {
  return (
    <Caret $open={open} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </Caret>
  );
}

/** What every item of one sidebar shares; the callbacks stay the same from one render to the next. */
export interface SidebarItemShared {
  theme: SideTheme;
  collapsed: boolean;
  /** Arrow keys on an item (the sidebar's roving focus). */
  onItemKeyDown: (event: KeyboardEvent<HTMLElement>, key: string) => void;
}

export interface SidebarLinkItemProps extends SidebarItemShared {
  node: SidebarLink;
  depth: number;
  active: boolean;
  /** The item the Tab key reaches (one per sidebar). */
  tabbable: boolean;
  /** The collapsed sidebar's tooltip, which names the icon. */
  Tooltip?: typeof TooltipComponent;
  onNavigate?: (to: string) => void;
  prefetch?: (to: string, reason: PrefetchReason) => void;
}

/**
 * A menu link. Memoised with stable callbacks, so a navigation re-renders only the link that lights up and
 * the one that goes dark, not the whole menu.
 */
export const SidebarLinkItem = memo(function SidebarLinkItem({
  node,
  depth,
  active,
  tabbable,
  theme,
  collapsed,
  Tooltip,
  onItemKeyDown,
  onNavigate,
  prefetch,
}: SidebarLinkItemProps) {
  const link = (
    <ItemLink
      to={node.to}
      aria-current={active ? 'page' : undefined}
      onClick={() => onNavigate?.(node.to)}
      onPointerEnter={() => prefetch?.(node.to, 'intent')}
      onFocus={() => prefetch?.(node.to, 'intent')}
      data-sidebar-key={node.key}
      tabIndex={tabbable ? 0 : -1}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => onItemKeyDown(event, node.key)}
      $theme={theme}
      $depth={depth}
      $collapsed={collapsed}
      $active={active}
    >
      {(node.icon || collapsed) && <MenuIcon name={node.icon} />}
      <Label $collapsed={collapsed}>{node.title}</Label>
    </ItemLink>
  );
  return (
    <li>
      {Tooltip ? (
        <Tooltip content={node.title} side="right">
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
});

export interface SidebarGroupToggleProps extends Omit<SidebarItemShared, 'collapsed'> {
  node: SidebarGroup;
  depth: number;
  open: boolean;
  tabbable: boolean;
  /** Id of the group's list. */
  listId: string;
  onToggle: (key: string) => void;
}

/** The button of an open sidebar's group, which shows or hides its list; memoised as the links are. */
export const SidebarGroupToggle = memo(function SidebarGroupToggle({
  node,
  depth,
  open,
  tabbable,
  listId,
  theme,
  onItemKeyDown,
  onToggle,
}: SidebarGroupToggleProps) {
  return (
    <GroupButton
      type="button"
      aria-expanded={open}
      aria-controls={listId}
      onClick={() => onToggle(node.key)}
      data-sidebar-key={node.key}
      tabIndex={tabbable ? 0 : -1}
      onKeyDown={(event) => onItemKeyDown(event, node.key)}
      $theme={theme}
      $depth={depth}
      $collapsed={false}
    >
      {node.icon && <MenuIcon name={node.icon} />}
      <Label $collapsed={false}>{node.title}</Label>
      <ChevronDown open={open} />
    </GroupButton>
  );
});
