import { type RouteDef, topNavVisibleCount } from '@console/core';
import { useEffect, useMemo, useState } from 'react';
import styled, { css } from 'styled-components';
import { Menu, MenuContent, MenuTrigger } from '../../kit/Menu';
import { useMessages } from '../../messages';
import { AppLink, useNavigation } from '../../navigation';
import { vars } from '../../theme';
import { MenuIcon } from '../Sidebar/icons';
import { MenuEntries } from '../Sidebar/MenuEntries';
import { activeTrail, buildSidebarTree, highlightedPath, type SidebarNode } from '../Sidebar/sidebar.logic';

export interface TopNavProps {
  /** The viewer's menu, as core's `buildMenu` gives it. */
  menu: readonly RouteDef[];
  /** The viewer's routes with the hidden ones, for `meta.activeMenu` (defaults to `menu`). */
  routes?: readonly RouteDef[];
  /** The current path (default: the navigation's pathname). */
  activePath?: string;
  /** Width the item count is computed from (default: the body's width, followed on resize). */
  bodyWidth?: number;
  onNavigate?: (to: string) => void;
}

function currentBodyWidth(): number {
  return document.body.getBoundingClientRect().width;
}

/** The body width, kept up to date on window resize. */
function useBodyWidth(enabled: boolean): number {
  const [width, setWidth] = useState(currentBodyWidth);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setWidth(currentBodyWidth());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [enabled]);
  return width;
}

const Bar = styled.ul`
  display: flex;
  align-items: stretch;
  height: ${vars.navbarHeight};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyle = css<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 100%;
  margin: 0 10px;
  padding: 0 5px;
  border: 0;
  border-bottom: 2px solid ${(p) => (p.$active ? vars.primary : 'transparent')};
  background: transparent;
  color: ${(p) => (p.$active ? vars.primaryReadable : vars.text)};
  font: inherit;
  font-size: 14px;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${vars.primaryReadable};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${vars.focusRing};
  }
`;

const ItemLink = styled(AppLink)<{ $active: boolean }>`
  ${itemStyle}
`;

const ItemButton = styled.button<{ $active: boolean }>`
  ${itemStyle}
`;

function Caret() {
  return (
    <svg width="10" height="10" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * The top menu shown instead of the breadcrumb when top navigation is on: as many items as a third of the
 * body width over 85 px allows (at least one), every other item under "More". A group opens its sub-menu
 * and never navigates itself.
 */
export function TopNav({ menu, routes, activePath, bodyWidth, onNavigate }: TopNavProps) {
  const text = useMessages();
  const { pathname } = useNavigation();
  const measured = useBodyWidth(bodyWidth === undefined);
  const nodes = useMemo(() => buildSidebarTree(menu), [menu]);
  const trail = useMemo(
    () => activeTrail(nodes, highlightedPath(routes ?? menu, activePath ?? pathname)),
    [nodes, routes, menu, activePath, pathname],
  );
  const activeTop = trail.groups[0] ?? trail.link;
  const count = topNavVisibleCount(bodyWidth ?? measured);
  const shown = nodes.slice(0, count);
  const more = nodes.slice(count);

  const renderItem = (node: SidebarNode) => {
    const active = node.key === activeTop;
    const icon = node.icon && <MenuIcon name={node.icon} size={16} />;
    if (node.kind === 'link') {
      return (
        <li key={node.key}>
          <ItemLink
            to={node.to}
            $active={active}
            aria-current={node.key === trail.link ? 'page' : undefined}
            onClick={() => onNavigate?.(node.to)}
          >
            {icon}
            {node.title}
          </ItemLink>
        </li>
      );
    }
    return (
      <li key={node.key}>
        <Menu>
          <MenuTrigger asChild>
            <ItemButton type="button" $active={active}>
              {icon}
              {node.title}
              <Caret />
            </ItemButton>
          </MenuTrigger>
          <MenuContent align="start">
            <MenuEntries nodes={node.children} activeKey={trail.link} onNavigate={onNavigate} />
          </MenuContent>
        </Menu>
      </li>
    );
  };

  return (
    <nav aria-label={text.mainNavigation}>
      <Bar>
        {shown.map(renderItem)}
        {more.length > 0 && (
          <li>
            <Menu>
              <MenuTrigger asChild>
                <ItemButton type="button" $active={more.some((node) => node.key === activeTop)}>
                  {text.more}
                  <Caret />
                </ItemButton>
              </MenuTrigger>
              <MenuContent align="end">
                <MenuEntries nodes={more} activeKey={trail.link} onNavigate={onNavigate} />
              </MenuContent>
            </Menu>
          </li>
        )}
      </Bar>
    </nav>
  );
}
