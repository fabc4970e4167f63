import {
  type AccessViewer,
  canAccessRoute,
  findMatchedChain,
  isRefreshRoute,
  pruneRoutes,
  REFRESH_ROUTE_PREFIX,
  type RouteDef,
  resolveRoutePath,
  type TabQuery,
  type TabsState,
  type TabView,
} from '@console/core';

function queryOf(fullPath: string): TabQuery | undefined {
  const index = fullPath.indexOf('?');
  if (index < 0) return undefined;
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(fullPath.slice(index + 1).split('#')[0])) {
    const existing = query[key];
    query[key] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
}

/**
 * The tab of the current location: its route's title, pin, cache and frame flags. Null for the refresh
 * helper and for paths no route matches (they get no tab, like the template's unnamed routes).
 */
export function tabForLocation(routes: readonly RouteDef[], fullPath: string): TabView | null {
  if (isRefreshRoute(fullPath)) return null;
  const pathname = fullPath.split(/[?#]/)[0] || '/';
  const leaf = findMatchedChain(routes, pathname).at(-1);
  const title = leaf?.meta?.title;
  if (!leaf || !title) return null;
  return {
    fullPath,
    path: pathname,
    name: leaf.name,
    title,
    query: queryOf(fullPath),
    affix: leaf.meta?.affix,
    noCache: leaf.meta?.noCache,
    link: leaf.meta?.link,
  };
}

/** The viewer's routes, hidden ones included (the menu drops hidden entries; tabs and matching need them). */
export function routesForViewer(routes: readonly RouteDef[], viewer: AccessViewer): RouteDef[] {
  return pruneRoutes(routes, (route) => canAccessRoute(route, viewer).can);
}

/** Every pinned route the viewer may open, as tabs (the dashboard, in the spec's table). */
export function affixTabsOf(routes: readonly RouteDef[]): TabView[] {
  const tabs: TabView[] = [];
  const walk = (list: readonly RouteDef[], parent: string) => {
    for (const route of list) {
      const path = resolveRoutePath(parent, route.path);
      if (route.meta?.affix && route.meta.title) {
        tabs.push({ fullPath: path, path, name: route.name, title: route.meta.title, affix: true });
      }
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '/');
  return tabs;
}

/** Where the refresh helper '/redirect/x?y' sends the user back to: '/x?y'. */
export function pathAfterRefresh(fullPath: string): string | null {
  if (!isRefreshRoute(fullPath)) return null;
  const rest = fullPath.slice(REFRESH_ROUTE_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Whether the page at `from` replaced its own URL with `to` (same path, a new query, by a replace): its tab
 * then moves to `to` with its page, where a link to another query of the path (a second detail) opens a
 * second tab. Only while `from` is a tab and `to` is not one yet.
 */
export function replacedOwnUrl(tabs: TabsState, from: string, to: string, replaced = false): boolean {
  const pathOf = (fullPath: string) => fullPath.split(/[?#]/)[0] || '/';
  const isTab = (fullPath: string) => tabs.visited.some((tab) => tab.fullPath === fullPath);
  return replaced && from !== to && pathOf(from) === pathOf(to) && isTab(from) && !isTab(to);
}
