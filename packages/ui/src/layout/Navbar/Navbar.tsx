import type { AppDevice, BreadcrumbItem, ComponentSize, RouteDef } from '@console/core';
import { lazy, memo, type ReactNode, Suspense } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme';
import { Breadcrumb } from '../Breadcrumb';
import { Hamburger } from '../Hamburger';
import { HeaderSearch, type PaletteCommand, type PaletteTab } from '../HeaderSearch';
import { Screenfull } from '../Screenfull';
import { SizeSelect } from '../SizeSelect';
import { UserMenu, type UserMenuProps } from '../UserMenu';

/** Besides its own, the navbar takes the user menu's props and hands them on. */
export interface NavbarProps extends Omit<UserMenuProps, 'compact'> {
  /** On 'mobile' the search, fullscreen and size tools give way, leaving the user menu. */
  device?: AppDevice;
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  /** Id of the sidebar, for the hamburger's aria-controls. */
  sidebarId?: string;
  /** Show the hamburger (default: unless `topNav`, since top navigation hides the sidebar). */
  showHamburger?: boolean;
  /** The top menu instead of the breadcrumb. */
  topNav?: boolean;
  /** The viewer's menu (`buildMenu` output): the top menu and the header search use it. */
  menu: readonly RouteDef[];
  /** The viewer's routes with hidden ones, for the top menu's `meta.activeMenu`. */
  routes?: readonly RouteDef[];
  /** The current path (default: the navigation's pathname). */
  activePath?: string;
  /** Breadcrumb trail (core's `breadcrumbTrail`), shown when `topNav` is off. */
  breadcrumb?: readonly BreadcrumbItem[];
  /** Slot before the tools, e.g. the brand balance; nothing is rendered without it. */
  balance?: ReactNode;
  size: ComponentSize;
  onSizeChange: (size: ComponentSize) => void;
  /** The header search's open tabs and commands (the command palette); keep the arrays stable. */
  openTabs?: readonly PaletteTab[];
  screenCommands?: readonly PaletteCommand[];
  commands?: readonly PaletteCommand[];
}

// The tools keep their props from one location to the next: memo, so a click in the menu re-renders the
// breadcrumb and not the search, size and user menus (each a few Radix components).
const HamburgerTool = memo(Hamburger);
const SearchTool = memo(HeaderSearch);
const ScreenfullTool = memo(Screenfull);
const SizeTool = memo(SizeSelect);
const UserTool = memo(UserMenu);
// The top menu (Radix menus for its groups) loads only for those who switch top navigation on.
const TopNav = lazy(() => import('../TopNav/TopNav').then((module) => ({ default: module.TopNav })));

const Bar = styled.div`
  display: flex;
  align-items: center;
  height: ${vars.navbarHeight};
  background: ${vars.surface};
  box-shadow: ${vars.shadowLight};
`;

const Center = styled.div`
  flex: 1;
  min-width: 0;
  height: 100%;
  overflow: hidden;
`;

const Tools = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 4px;
  height: 100%;
  padding: 0 8px;
`;

const Balance = styled.div`
  display: flex;
  align-items: center;
  height: 100%;
  padding: 0 8px;
  color: ${vars.textRegular};
  font-size: 14px;
`;

/**
 * The top bar of spec §2, 50 px tall: hamburger, breadcrumb or top menu, the balance slot, header search,
 * fullscreen and size tools, and the user menu. On mobile only the balance and the user menu remain.
 */
export function Navbar({
  device = 'desktop',
  sidebarOpened,
  onToggleSidebar,
  sidebarId,
  topNav = false,
  showHamburger = !topNav,
  menu,
  routes,
  activePath,
  breadcrumb = [],
  balance,
  size,
  onSizeChange,
  openTabs,
  screenCommands,
  commands,
  feedback,
  ...userMenu
}: NavbarProps) {
  const mobile = device === 'mobile';
  return (
    <Bar data-device={device}>
      {showHamburger && (
        <HamburgerTool opened={sidebarOpened} onToggle={onToggleSidebar} controls={sidebarId} />
      )}
      <Center>
        {topNav ? (
          <Suspense fallback={null}>
            <TopNav menu={menu} routes={routes} activePath={activePath} />
          </Suspense>
        ) : (
          <Breadcrumb items={breadcrumb} />
        )}
      </Center>
      <Tools>
        {balance !== undefined && balance !== null && <Balance>{balance}</Balance>}
        {!mobile && (
          <>
            <SearchTool routes={menu} tabs={openTabs} screenCommands={screenCommands} commands={commands} />
            <ScreenfullTool feedback={feedback} />
            <SizeTool size={size} onChange={onSizeChange} feedback={feedback} />
          </>
        )}
        <UserTool {...userMenu} feedback={feedback} compact={mobile} />
      </Tools>
    </Bar>
  );
}
