import type { TabsState, TabView } from './state';

export { EMPTY_TABS_STATE, type TabQuery, type TabsState, type TabView, tabsAtom } from './state';

/** Prefix of the helper route that re-mounts a view (spec §2 /redirect/{path}). */
export const REFRESH_ROUTE_PREFIX = '/redirect';

/** The helper route never becomes a tab. */
export function isRefreshRoute(fullPath: string): boolean {
  return fullPath === REFRESH_ROUTE_PREFIX || fullPath.startsWith(`${REFRESH_ROUTE_PREFIX}/`);
}

/** The URL that re-mounts `fullPath`, query included. */
export function refreshRoutePath(fullPath: string): string {
  return `${REFRESH_ROUTE_PREFIX}${fullPath.startsWith('/') ? '' : '/'}${fullPath}`;
}

function findTab(state: TabsState, fullPath: string): TabView | undefined {
  return state.visited.find((tab) => tab.fullPath === fullPath);
}

/** Pinned tabs first, in the given order; tabs already open keep their place after them. */
export function initAffixTabs(state: TabsState, affixTabs: readonly TabView[]): TabsState {
  const pinned = new Map<string, TabView>();
  for (const tab of affixTabs) {
    if (!pinned.has(tab.fullPath)) {
      pinned.set(tab.fullPath, { ...findTab(state, tab.fullPath), ...tab, affix: true });
    }
  }
  const rest = state.visited.filter((tab) => !pinned.has(tab.fullPath));
  return { ...state, visited: [...pinned.values(), ...rest] };
}

/** Same fields, the query compared by content (it is parsed afresh from the URL each time). */
function sameTab(a: TabView, b: TabView): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof TabView>;
  return [...keys].every((key) =>
    key === 'query' ? JSON.stringify(a.query) === JSON.stringify(b.query) : a[key] === b[key],
  );
}

/**
 * Opens (or re-opens) a tab. A known fullPath keeps its place and pin and takes the new fields (a new
 * title included). The tab is kept alive unless `noCache`, and a link tab keeps its frame. Re-opening a
 * tab that is already open as it is returns the same state, so going back to a tab re-renders nothing.
 */
export function addTab(state: TabsState, view: TabView): TabsState {
  if (isRefreshRoute(view.fullPath)) return state;
  const existing = findTab(state, view.fullPath);
  const tab: TabView = existing?.affix ? { ...existing, ...view, affix: true } : { ...existing, ...view };
  const unchanged =
    existing !== undefined &&
    sameTab(existing, tab) &&
    (tab.noCache || state.cached.includes(tab.fullPath)) &&
    (!tab.link || state.iframes.some((item) => item.fullPath === tab.fullPath && sameTab(item, tab)));
  if (unchanged) return state;
  const visited = existing
    ? state.visited.map((item) => (item === existing ? tab : item))
    : [...state.visited, tab];
  const cached =
    tab.noCache || state.cached.includes(tab.fullPath) ? state.cached : [...state.cached, tab.fullPath];
  return { visited, cached, iframes: withFrame(state.iframes, tab) };
}

/**
 * The tab `from` takes the location `to` in its place: its page changed its own URL (a filter, a drawer
 * opened, with a replace), so it stays one tab, pinned, kept alive and in its frame as it was. When `from`
 * is not open or `to` is open already, `to` opens as `addTab` opens it.
 */
export function moveTab(state: TabsState, from: string, to: TabView): TabsState {
  const existing = findTab(state, from);
  if (!existing || from === to.fullPath || findTab(state, to.fullPath)) return addTab(state, to);
  const tab: TabView = existing.affix ? { ...to, affix: true } : to;
  const rename = (fullPath: string) => (fullPath === from ? to.fullPath : fullPath);
  return {
    visited: state.visited.map((item) => (item === existing ? tab : item)),
    cached: state.cached.map(rename),
    iframes: state.iframes.map((item) => (item.fullPath === from ? tab : item)),
  };
}

function withFrame(iframes: TabView[], tab: TabView): TabView[] {
  if (!tab.link) return iframes;
  const known = iframes.some((item) => item.fullPath === tab.fullPath);
  return known ? iframes.map((item) => (item.fullPath === tab.fullPath ? tab : item)) : [...iframes, tab];
}

/**
 * Removes the given tabs from all three lists, by fullPath only: an entry that is not there is simply
 * not removed (the template could drop the wrong iframe). Pinned tabs are never removed.
 */
function removeTabs(state: TabsState, shouldRemove: (tab: TabView, index: number) => boolean): TabsState {
  const removed = new Set(
    state.visited.filter((tab, index) => !tab.affix && shouldRemove(tab, index)).map((tab) => tab.fullPath),
  );
  if (removed.size === 0) return state;
  return {
    visited: state.visited.filter((tab) => !removed.has(tab.fullPath)),
    cached: state.cached.filter((fullPath) => !removed.has(fullPath)),
    iframes: state.iframes.filter((tab) => !removed.has(tab.fullPath)),
  };
}

/** Closes one tab; a pinned or unknown tab leaves the state as it is. */
export function closeTab(state: TabsState, fullPath: string): TabsState {
  return removeTabs(state, (tab) => tab.fullPath === fullPath);
}

/** Keeps the pinned tabs and this one, with their cache entries (the pinned ones stay alive too). */
export function closeOtherTabs(state: TabsState, fullPath: string): TabsState {
  return removeTabs(state, (tab) => tab.fullPath !== fullPath);
}

function indexOfTab(state: TabsState, fullPath: string): number {
  return state.visited.findIndex((tab) => tab.fullPath === fullPath);
}

/** Closes the unpinned tabs strictly left of this one. */
export function closeLeftTabs(state: TabsState, fullPath: string): TabsState {
  const at = indexOfTab(state, fullPath);
  return at < 0 ? state : removeTabs(state, (_tab, index) => index < at);
}

/** Closes the unpinned tabs strictly right of this one. */
export function closeRightTabs(state: TabsState, fullPath: string): TabsState {
  const at = indexOfTab(state, fullPath);
  return at < 0 ? state : removeTabs(state, (_tab, index) => index > at);
}

/** Keeps only the pinned tabs, with their cache and frame entries. */
export function closeAllTabs(state: TabsState): TabsState {
  return removeTabs(state, () => true);
}

/** Drops every cache entry, so each tab re-mounts when shown next (e.g. after a size change). */
export function clearCachedTabs(state: TabsState): TabsState {
  return state.cached.length === 0 ? state : { ...state, cached: [] };
}

export interface TabRefresh {
  state: TabsState;
  /** Where to navigate (replacing the history entry) to re-mount the view; null when nothing to do. */
  redirectTo: string | null;
}

/**
 * Refreshing drops the tab's cache entry (and its frame, so a link page reloads) and sends the router
 * through the /redirect helper, which comes back to the same fullPath and mounts the view afresh.
 * A refresh asked while already on the helper route is ignored (rapid clicks used to end on a 404).
 */
export function refreshTab(state: TabsState, fullPath: string): TabRefresh {
  if (isRefreshRoute(fullPath)) return { state, redirectTo: null };
  const cached = state.cached.filter((item) => item !== fullPath);
  const iframes = state.iframes.filter((tab) => tab.fullPath !== fullPath);
  const changed = cached.length !== state.cached.length || iframes.length !== state.iframes.length;
  return { state: changed ? { ...state, cached, iframes } : state, redirectTo: refreshRoutePath(fullPath) };
}

/** Renames a tab (and its frame entry); an unknown fullPath changes nothing. */
export function updateTabTitle(state: TabsState, fullPath: string, title: string): TabsState {
  if (!findTab(state, fullPath)) return state;
  const rename = (tab: TabView) => (tab.fullPath === fullPath ? { ...tab, title } : tab);
  return { ...state, visited: state.visited.map(rename), iframes: state.iframes.map(rename) };
}

export interface NextActiveInput {
  /** The tabs left open; the closed view is ignored if still listed. */
  remaining: readonly TabView[];
  closedView: Pick<TabView, 'fullPath'>;
  /** Where to go when no tab is left (the dashboard). */
  dashboardRedirect?: string;
}

/** After closing the active tab: the last remaining tab, else the dashboard redirect, else the root. */
export function nextActiveAfterClose({ remaining, closedView, dashboardRedirect }: NextActiveInput): string {
  const open = remaining.filter((tab) => tab.fullPath !== closedView.fullPath);
  return open.at(-1)?.fullPath ?? dashboardRedirect ?? '/';
}

/**
 * After any close, given the new state: null when the current tab is still open, else where to go.
 * (For "close others" the UI first moves to the chosen tab, as the template does.)
 */
export function activeAfterGroupClose(
  state: TabsState,
  currentFullPath: string,
  dashboardRedirect?: string,
): string | null {
  if (findTab(state, currentFullPath)) return null;
  return nextActiveAfterClose({
    remaining: state.visited,
    closedView: { fullPath: currentFullPath },
    dashboardRedirect,
  });
}
