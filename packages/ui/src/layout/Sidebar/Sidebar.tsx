import type { RouteDef, SideTheme } from '@console/core';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { useMessages } from '../../messages';
import { useNavigation, useNavigationActions } from '../../navigation';
import { sidebarThemes, vars } from '../../theme';
import { MenuIcon } from './icons';
import { GroupButton, SidebarGroupToggle, SidebarLinkItem } from './SidebarItem';
import { SidebarLogo, type SidebarLogoInfo } from './SidebarLogo';
import {
  activeTrail,
  buildSidebarTree,
  highlightedPath,
  openForActive,
  type SidebarGroup,
  type SidebarLink,
  type SidebarNode,
  sidebarKeyAction,
  toggleGroup,
  visibleItems,
} from './sidebar.logic';

export interface SidebarProps {
  /** The viewer's menu, as core's `buildMenu` gives it (full paths, hidden entries removed). */
  menu: readonly RouteDef[];
  /**
   * The viewer's routes with the hidden ones, to find the current route's `meta.activeMenu` (a detail page
   * lights up its list). Defaults to `menu`.
   */
  routes?: readonly RouteDef[];
  /** Icons only, 54 px wide; titles show in tooltips and group fly-outs. */
  collapsed?: boolean;
  sideTheme?: SideTheme;
  showLogo?: boolean;
  logo?: SidebarLogoInfo;
  /** The current path (default: the navigation's pathname). */
  activePath?: string;
  /** Opening a group closes its open siblings (default true, spec §9). */
  uniqueOpened?: boolean;
  /** Called after a menu link is followed (e.g. to close the mobile drawer). */
  onNavigate?: (to: string) => void;
  /** Id of the sidebar element, for the hamburger's aria-controls. */
  id?: string;
}

type Themed = { $theme: SideTheme };

const Root = styled.div<Themed & { $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${(p) => (p.$collapsed ? vars.sidebarCollapsedWidth : vars.sidebarWidth)};
  height: 100%;
  background: ${(p) => sidebarThemes[p.$theme].background};
  box-shadow: 2px 0 6px rgba(0, 21, 41, 0.35);
  overflow: hidden;
  transition: width 0.28s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Nav = styled.nav`
  flex: 1;
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SubList = styled(List)<Themed>`
  background: ${(p) => sidebarThemes[p.$theme].submenuBackground};
  &[hidden] {
    display: none;
  }
`;

type CollapsedParts = typeof import('./collapsedParts');
let collapsedParts: Promise<CollapsedParts> | undefined;
const loadCollapsedParts = () => {
  collapsedParts ??= import('./collapsedParts');
  return collapsedParts;
};

/** Renders its children with the collapsed sidebar's parts, suspending while they load. */
function WithCollapsedParts({ children }: { children: (parts: CollapsedParts) => ReactNode }) {
  return children(use(loadCollapsedParts()));
}

/**
 * The side menu of spec §2: 250 px (54 px collapsed), dark or light, with the menu rules of core's
 * `menuItemView`, unique-opened groups, the active item (or its `activeMenu`) highlighted and its groups
 * open. Arrow keys move between items, Right opens a group (a fly-out when collapsed), Left closes it.
 */
export function Sidebar({
  menu,
  routes,
  collapsed = false,
  sideTheme = 'theme-dark',
  showLogo = true,
  logo,
  activePath,
  uniqueOpened = true,
  onNavigate,
  id,
}: SidebarProps) {
  const text = useMessages();
  const { pathname } = useNavigation();
  const { prefetch } = useNavigationActions();
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const tree = useMemo(() => buildSidebarTree(menu), [menu]);
  const highlighted = useMemo(
    () => highlightedPath(routes ?? menu, activePath ?? pathname),
    [routes, menu, activePath, pathname],
  );
  const trail = useMemo(() => activeTrail(tree, highlighted), [tree, highlighted]);

  const [open, setOpen] = useState<string[]>(trail.groups);
  const [openedFor, setOpenedFor] = useState(trail.groups.join(' '));
  const trailId = trail.groups.join(' ');
  if (openedFor !== trailId) {
    // The active item moved: open its groups (adjusting state during render, no effect round-trip).
    setOpenedFor(trailId);
    setOpen((current) => openForActive(current, trail.groups, uniqueOpened));
  }
  const [flyout, setFlyout] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const visible = visibleItems(tree, open, collapsed);
  const visibleKeys = visible.map((item) => item.key);
  // The pages of the links in view: the host may load their code while the browser has nothing else to do.
  const shownLinks = visible.flatMap((item) => (item.to === undefined ? [] : [item.to])).join('\n');
  useEffect(() => {
    if (!shownLinks) return;
    for (const to of shownLinks.split('\n')) prefetch?.(to, 'visible');
  }, [shownLinks, prefetch]);
  const activeVisible = [trail.link, ...[...trail.groups].reverse()].find(
    (key) => key !== undefined && visibleKeys.includes(key),
  );
  const tabStop =
    (focusKey !== null && visibleKeys.includes(focusKey) ? focusKey : activeVisible) ?? visibleKeys[0];

  const focusItem = (key: string) => {
    navRef.current?.querySelector<HTMLElement>(`[data-sidebar-key="${key}"]`)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>, key: string) => {
    const action = sidebarKeyAction(visible, key, event.key);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'focus') focusItem(action.key);
    else if (collapsed) setFlyout(action.type === 'open' ? action.key : null);
    else setOpen(toggleGroup(open, action.key, uniqueOpened));
  };

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    const key = event.target.getAttribute('data-sidebar-key');
    if (key) setFocusKey(key);
  };

  // Items get callbacks that stay the same, so they re-render only when what they show changes.
  const keyDown = useRef(handleKeyDown);
  useLayoutEffect(() => {
    keyDown.current = handleKeyDown;
  });
  const onItemKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, key: string) => keyDown.current(event, key),
    [],
  );
  const toggle = useCallback(
    (key: string) => setOpen((current) => toggleGroup(current, key, uniqueOpened)),
    [uniqueOpened],
  );
  const shared = { theme: sideTheme, onItemKeyDown };

  const renderLink = (node: SidebarLink, depth: number, parts?: CollapsedParts) => (
    <SidebarLinkItem
      key={node.key}
      node={node}
      depth={depth}
      active={node.key === trail.link}
      tabbable={node.key === tabStop}
      collapsed={collapsed}
      Tooltip={parts?.Tooltip}
      onNavigate={onNavigate}
      prefetch={prefetch}
      {...shared}
    />
  );

  const renderCollapsedGroup = (
    node: SidebarGroup,
    { Menu, MenuContent, MenuEntries, MenuLabel, MenuTrigger }: CollapsedParts,
  ) => (
    <li key={node.key}>
      <Menu open={flyout === node.key} onOpenChange={(next) => setFlyout(next ? node.key : null)}>
        <MenuTrigger asChild>
          <GroupButton
            type="button"
            aria-label={node.title}
            data-sidebar-key={node.key}
            tabIndex={node.key === tabStop ? 0 : -1}
            onKeyDown={(event) => onItemKeyDown(event, node.key)}
            $theme={sideTheme}
            $depth={0}
            $collapsed
            $active={trail.groups.includes(node.key)}
          >
            <MenuIcon name={node.icon} />
          </GroupButton>
        </MenuTrigger>
        <MenuContent
          side="right"
          align="start"
          sideOffset={2}
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') setFlyout(null);
          }}
        >
          <MenuLabel>{node.title}</MenuLabel>
          <MenuEntries nodes={node.children} activeKey={trail.link} onNavigate={onNavigate} />
        </MenuContent>
      </Menu>
    </li>
  );

  const renderGroup = (node: SidebarGroup, depth: number, parts?: CollapsedParts) => {
    if (parts) return renderCollapsedGroup(node, parts);
    const isOpen = open.includes(node.key);
    const listId = `${baseId}-group-${node.key}`;
    return (
      <li key={node.key}>
        <SidebarGroupToggle
          node={node}
          depth={depth}
          open={isOpen}
          tabbable={node.key === tabStop}
          listId={listId}
          onToggle={toggle}
          {...shared}
        />
        <SubList id={listId} hidden={!isOpen} $theme={sideTheme}>
          {node.children.map((child) => renderNode(child, depth + 1))}
        </SubList>
      </li>
    );
  };

  // Collapsed, every node is top-level (groups open as fly-outs) and uses the collapsed parts.
  function renderNode(node: SidebarNode, depth: number, parts?: CollapsedParts) {
    return node.kind === 'link' ? renderLink(node, depth, parts) : renderGroup(node, depth, parts);
  }

  return (
    <Root id={id} $theme={sideTheme} $collapsed={collapsed}>
      {showLogo && logo && <SidebarLogo {...logo} collapsed={collapsed} sideTheme={sideTheme} />}
      <Nav ref={navRef} aria-label={text.mainNavigation} onFocus={handleFocus}>
        <List>
          {collapsed ? (
            <Suspense fallback={null}>
              <WithCollapsedParts>
                {(parts) => tree.map((node) => renderNode(node, 0, parts))}
              </WithCollapsedParts>
            </Suspense>
          ) : (
            tree.map((node) => renderNode(node, 0))
          )}
        </List>
      </Nav>
    </Root>
  );
}
