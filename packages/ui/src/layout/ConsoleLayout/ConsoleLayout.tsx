import {
  addTab,
  appStateAtom,
  breadcrumbTrail,
  buildMenu,
  type ComponentSize,
  closeSidebar,
  deviceForWidth,
  documentTitle,
  type Feedback,
  findMatchedChain,
  initAffixTabs,
  type LayoutSettings,
  layoutSettingsAtom,
  moveTab,
  persistVisitedTabs,
  type RouteDef,
  readPersistedTabs,
  resetLayoutSettings,
  restoreTabs,
  saveLayoutSettings,
  setAppDevice,
  setComponentSize,
  setSidebarHide,
  type TabsState,
  tabsAtom,
  toggleSidebar,
} from '@console/core';
import { getDefaultStore, useAtomValue } from 'jotai';
import type { Store } from 'jotai/vanilla';
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import styled from 'styled-components';
import { useMessages } from '../../messages';
import { useNavigation } from '../../navigation';
import { ThemeStyle, vars } from '../../theme';
import { AppMain } from '../AppMain';
import {
  commandsForViewer,
  createScreenCommandRegistry,
  type PaletteCommand,
  type PaletteViewer,
  ScreenCommandsContext,
} from '../HeaderSearch';
import { Navbar } from '../Navbar';
import { ProgressBar } from '../ProgressBar';
import { Sidebar } from '../Sidebar';
import { TagsView, useTabsController } from '../TagsView';
import type { UserMenuItem } from '../UserMenu';
import { confirmLogout } from '../UserMenu/confirmLogout';
import {
  affixTabsOf,
  pathAfterRefresh,
  replacedOwnUrl,
  routesForViewer,
  tabForLocation,
} from './consoleLayout.logic';
import { layoutCommands, routeOpens } from './layoutCommands';

export interface ConsoleLayoutUser {
  name: string;
  avatar: string;
  /** 1 brand, 2 retailer, 3 platform admin (spec §6). */
  userType: number;
  /** The numeric role the sidebar permissions rule compares with. */
  userRole: number;
  /** Permission codes (core's `hasPermi`): commands that list `permissions` need one of them. */
  permissions?: readonly string[];
}

export interface ConsoleLayoutProps {
  /** The whole route table; the layout filters it for the user (menu, tabs, breadcrumb, search). */
  routes: readonly RouteDef[];
  user: ConsoleLayoutUser;
  /** Renders the page of a full path (kept alive per tab). Keep it stable with useCallback. */
  renderPage: (fullPath: string) => ReactNode;
  /** Shows every message, confirm and overlay (core's Feedback, e.g. from useFeedback()). */
  feedback: Feedback;
  onLogout: () => void;
  /** Product name: the logo text and the page-title suffix ('{title} - {product}'). */
  product: string;
  logoSrc?: string;
  /** Top-bar slot, e.g. the brand balance; nothing is rendered when absent (spec §6: brand users only). */
  balance?: ReactNode;
  showOnsiteService?: boolean;
  onsiteServicePath?: string;
  showCompanyDetails?: boolean;
  companyDetailsPath?: string;
  profilePath?: string;
  /** The host's own user-menu entries (e.g. "Report a problem"); keep the array stable (useMemo). */
  userMenuItems?: readonly UserMenuItem[];
  /**
   * The host's commands for the header search's palette (Ctrl+K), available on every screen; screens add
   * theirs with `useScreenCommands`. Each shows only to users it allows (`userTypes`, `permissions`, and
   * `to` being one of their routes). The layout adds its own after them: the other sizes, the layout
   * settings, the user-menu entries and Log out. Keep the array stable (useMemo).
   */
  commands?: readonly PaletteCommand[];
  /** Where closing the last tab goes, and the breadcrumb's HOME. */
  dashboardPath?: string;
  /** True while the host loads a route: the progress bar runs. */
  loading?: boolean;
  /** The jotai store holding core's layout state (default: jotai's default store). */
  store?: Store;
}

// Parts whose props stay the same from one location to the next (the callbacks and objects below are kept
// stable for them): a click in the menu re-renders what shows the location, not these.
const MemoThemeStyle = memo(ThemeStyle);
const MemoProgressBar = memo(ProgressBar);
// The frame's parts re-render only when what they show changes: the progress bar starting or a tab's page
// moving does not re-render the menu, the top bar or the pages.
const MemoSidebar = memo(Sidebar);
const MemoNavbar = memo(Navbar);
const MemoTagsView = memo(TagsView);
const MemoAppMain = memo(AppMain);
// The drawers' code (Radix dialog, focus trap, scroll lock, the settings' radios and switches) is not part of
// a page's first paint: the settings drawer loads when it is first opened, the mobile sidebar drawer on phones.
const MemoSettingsDrawer = memo(
  lazy(() =>
    import('../SettingsDrawer/SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })),
  ),
);
const Drawer = lazy(() => import('../../kit/Drawer/Drawer').then((module) => ({ default: module.Drawer })));

const Shell = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${vars.background};
`;

const SidebarSlot = styled.aside<{ $width: string }>`
  position: sticky;
  top: 0;
  flex: 0 0 ${(p) => p.$width};
  width: ${(p) => p.$width};
  height: 100vh;
  z-index: ${vars.zSidebar};
  transition: width 0.28s, flex-basis 0.28s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Column = styled.div<{ $fixedHeader: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  ${(p) => (p.$fixedHeader ? 'height: 100vh;' : '')}
`;

const Header = styled.header<{ $fixedHeader: boolean }>`
  ${(p) => (p.$fixedHeader ? `position: sticky; top: 0; z-index: ${vars.zHeader};` : '')}
  background: ${vars.surface};
`;

/** With a fixed header the content area is the scroller, so pages (and Pagination) scroll it. */
const Content = styled.div<{ $fixedHeader: boolean }>`
  flex: 1;
  min-height: 0;
  ${(p) => (p.$fixedHeader ? 'overflow: auto;' : '')}
  padding: 16px;
`;

/**
 * The whole console frame: sidebar (or top menu), top bar, tags view, kept-alive pages, settings drawer,
 * and the mobile drawer under 992 px. It wires core's stores (layout settings, sidebar and device, tabs)
 * to the layout parts; everything it shows comes from props and those stores.
 */
export function ConsoleLayout({
  routes,
  user,
  renderPage,
  feedback,
  onLogout,
  product,
  logoSrc,
  balance,
  showOnsiteService = false,
  onsiteServicePath,
  showCompanyDetails = false,
  companyDetailsPath,
  profilePath,
  userMenuItems,
  commands,
  dashboardPath = '/dashboard',
  loading = false,
  store = getDefaultStore(),
}: ConsoleLayoutProps) {
  const text = useMessages();
  const { pathname, fullPath, replaced, navigate } = useNavigation();
  const settings = useAtomValue(layoutSettingsAtom, { store });
  const app = useAtomValue(appStateAtom, { store });
  const tabs = useAtomValue(tabsAtom, { store });
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Once opened, the settings drawer stays mounted so that it can play its closing transition.
  const [settingsOpened, setSettingsOpened] = useState(false);
  const sidebarId = useId();

  const viewer = useMemo(
    () => ({ userType: user.userType, userRole: user.userRole }),
    [user.userType, user.userRole],
  );
  const menu = useMemo(() => buildMenu(routes, viewer), [routes, viewer]);
  const viewerRoutes = useMemo(() => routesForViewer(routes, viewer), [routes, viewer]);
  const mobile = app.device === 'mobile';

  // Device from the window width, on mount and on resize (spec §4: recalculated on resize).
  useEffect(() => {
    const update = () => setAppDevice(store, deviceForWidth(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [store]);

  // Top navigation replaces the sidebar: hidden, and the hamburger is ignored (spec §2, §4).
  useEffect(() => setSidebarHide(store, settings.topNav), [store, settings.topNav]);

  // Pinned tabs once, then the tabs left open before the last reload.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const state = initAffixTabs(store.get(tabsAtom), affixTabsOf(viewerRoutes));
    store.set(tabsAtom, restoreTabs(state, readPersistedTabs()));
  }, [store, viewerRoutes]);

  // The page in view that replaced its own URL (a filter, a drawer opened) stays one tab and one page: the
  // location it came from, found while rendering so that its page is not mounted a second time meanwhile.
  const [shown, setShown] = useState<{ fullPath: string; movedFrom?: string }>({ fullPath });
  let movedFrom = shown.movedFrom;
  if (shown.fullPath !== fullPath) {
    movedFrom = replacedOwnUrl(tabs, shown.fullPath, fullPath, replaced) ? shown.fullPath : undefined;
    setShown({ fullPath, movedFrom });
  }

  // Every location with a titled route becomes (or re-activates) a tab; the refresh helper goes back.
  useEffect(() => {
    const back = pathAfterRefresh(fullPath);
    if (back) {
      navigate(back, { replace: true });
      return;
    }
    const tab = tabForLocation(viewerRoutes, fullPath);
    if (!tab) return;
    const state = store.get(tabsAtom);
    store.set(tabsAtom, movedFrom ? moveTab(state, movedFrom, tab) : addTab(state, tab));
  }, [fullPath, movedFrom, navigate, store, viewerRoutes]);

  useEffect(() => persistVisitedTabs(tabs), [tabs]);

  // The mobile drawer closes on every route change (spec §4).
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    if (store.get(appStateAtom).device === 'mobile') closeSidebar(store);
  }, [pathname, store]);

  const matched = useMemo(() => findMatchedChain(viewerRoutes, pathname), [viewerRoutes, pathname]);
  const title = matched.at(-1)?.meta?.title;
  useEffect(() => {
    document.title = documentTitle(product, title, settings.dynamicTitle);
  }, [product, title, settings.dynamicTitle]);

  const breadcrumb = useMemo(
    () => breadcrumbTrail(matched, { homePath: dashboardPath, homeTitle: text.breadcrumbHome }),
    [matched, dashboardPath, text.breadcrumbHome],
  );

  const setTabs = useCallback((next: TabsState) => store.set(tabsAtom, next), [store]);
  const controller = useTabsController({
    state: tabs,
    setState: setTabs,
    navigate,
    activeFullPath: fullPath,
    dashboardPath,
  });

  const changeSettings = useCallback(
    (partial: Partial<LayoutSettings>) =>
      store.set(layoutSettingsAtom, { ...store.get(layoutSettingsAtom), ...partial }),
    [store],
  );
  const saveSettings = useCallback(() => {
    const close = feedback.loading(text.settingsSaving);
    saveLayoutSettings(store.get(layoutSettingsAtom));
    // A short pause so the overlay is seen; the template closed it at once (a bug).
    setTimeout(close, 600);
  }, [feedback, store, text.settingsSaving]);
  const resetSettings = useCallback(() => {
    feedback.loading(text.settingsResetting);
    setTimeout(() => resetLayoutSettings(), 600);
  }, [feedback, text.settingsResetting]);

  // Read when the size changes, so the size menu's callback stays the same across navigations.
  const currentFullPath = useRef(fullPath);
  currentFullPath.current = fullPath;
  const changeSize = useCallback(
    (size: ComponentSize) => {
      setComponentSize(store, size);
      // Pages re-render at the new size: drop the kept-alive pages but the current one.
      const state = store.get(tabsAtom);
      store.set(tabsAtom, {
        ...state,
        cached: state.cached.filter((key) => key === currentFullPath.current),
      });
    },
    [store],
  );
  const toggle = useCallback(() => toggleSidebar(store), [store]);
  const openSettings = useCallback(() => {
    setSettingsOpened(true);
    setSettingsOpen(true);
  }, []);
  // The palette: the host's and the layout's commands and the screen in view's, filtered for the user.
  const [screenCommandRegistry] = useState(createScreenCommandRegistry);
  const registeredScreenCommands = useSyncExternalStore(
    screenCommandRegistry.subscribe,
    screenCommandRegistry.get,
    screenCommandRegistry.get,
  );
  const paletteViewer = useMemo<PaletteViewer>(
    () => ({
      userType: user.userType,
      permissions: user.permissions,
      canOpen: (to) => routeOpens(viewerRoutes, to),
    }),
    [user.userType, user.permissions, viewerRoutes],
  );
  const logoutWithConfirm = useCallback(
    () => confirmLogout(feedback, text, onLogout),
    [feedback, onLogout, text],
  );
  const paletteCommands = useMemo(
    () =>
      commandsForViewer(
        [
          ...(commands ?? []),
          ...layoutCommands({
            text,
            size: app.size,
            onSizeChange: changeSize,
            onOpenSettings: openSettings,
            userMenuItems,
            onLogout: () => void logoutWithConfirm(),
          }),
        ],
        paletteViewer,
      ),
    [commands, text, app.size, changeSize, openSettings, userMenuItems, logoutWithConfirm, paletteViewer],
  );
  const screenCommands = useMemo(
    () => commandsForViewer(registeredScreenCommands, paletteViewer),
    [registeredScreenCommands, paletteViewer],
  );
  const openTabs = useMemo(
    () =>
      tabs.visited
        .filter((tab) => tab.fullPath !== fullPath)
        .map((tab) => ({ fullPath: tab.fullPath, title: tab.title })),
    [tabs.visited, fullPath],
  );

  const navbarUser = useMemo(() => ({ name: user.name, avatar: user.avatar }), [user.name, user.avatar]);
  const logo = useMemo(() => ({ title: product, src: logoSrc }), [product, logoSrc]);

  const frames = useMemo(
    () =>
      tabs.iframes.flatMap((tab) =>
        tab.link ? [{ key: tab.fullPath, title: tab.title, src: tab.link }] : [],
      ),
    [tabs.iframes],
  );

  const sidebar = (
    <MemoSidebar
      id={sidebarId}
      menu={menu}
      routes={viewerRoutes}
      collapsed={!mobile && !app.sidebar.opened}
      sideTheme={settings.sideTheme}
      showLogo={settings.sidebarLogo}
      logo={logo}
    />
  );

  return (
    <>
      <MemoThemeStyle themeColor={settings.theme} size={app.size} />
      <MemoProgressBar active={loading} />
      <Shell>
        {!settings.topNav &&
          (mobile ? (
            <Suspense fallback={null}>
              <Drawer
                open={app.sidebar.opened}
                onOpenChange={(open) => (open ? toggleSidebar(store) : closeSidebar(store))}
                title={text.mainNavigation}
                side="left"
                width="250px"
                hideHeader
                padded={false}
              >
                {sidebar}
              </Drawer>
            </Suspense>
          ) : (
            <SidebarSlot $width={app.sidebar.opened ? vars.sidebarWidth : vars.sidebarCollapsedWidth}>
              {sidebar}
            </SidebarSlot>
          ))}
        <Column $fixedHeader={settings.fixedHeader}>
          <Header $fixedHeader={settings.fixedHeader}>
            <MemoNavbar
              device={app.device}
              sidebarOpened={app.sidebar.opened}
              onToggleSidebar={toggle}
              sidebarId={sidebarId}
              topNav={settings.topNav}
              menu={menu}
              routes={viewerRoutes}
              breadcrumb={breadcrumb}
              balance={balance}
              size={app.size}
              onSizeChange={changeSize}
              feedback={feedback}
              user={navbarUser}
              onLogout={onLogout}
              profilePath={profilePath}
              showOnsiteService={showOnsiteService}
              onsiteServicePath={onsiteServicePath}
              showCompanyDetails={showCompanyDetails}
              companyDetailsPath={companyDetailsPath}
              extraItems={userMenuItems}
              onOpenSettings={openSettings}
              openTabs={openTabs}
              screenCommands={screenCommands}
              commands={paletteCommands}
            />
            {settings.tagsView && (
              <MemoTagsView tabs={tabs.visited} activeFullPath={fullPath} {...controller} />
            )}
          </Header>
          <Content $fixedHeader={settings.fixedHeader}>
            <ScreenCommandsContext.Provider value={screenCommandRegistry}>
              <MemoAppMain
                cachedKeys={tabs.cached}
                activeKey={fullPath}
                movedFrom={movedFrom}
                render={renderPage}
                frames={frames}
              />
            </ScreenCommandsContext.Provider>
          </Content>
        </Column>
      </Shell>
      {settingsOpened && (
        <Suspense fallback={null}>
          <MemoSettingsDrawer
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            settings={settings}
            onChange={changeSettings}
            onSave={saveSettings}
            onReset={resetSettings}
          />
        </Suspense>
      )}
    </>
  );
}
