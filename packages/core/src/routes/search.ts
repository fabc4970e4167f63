import Fuse from 'fuse.js';
import { SEARCH } from '../constants';
import { isExternal } from '../validate';
import { resolveRoutePath } from './paths';
import { NO_REDIRECT, type RouteDef, type RouteQuery } from './types';

export interface RouteSearchEntry {
  /** Full path, or the external address as written. */
  path: string;
  /** Ancestor titles then the route's own, e.g. ['Reports', 'Payouts']. */
  title: string[];
  query?: RouteQuery;
  icon?: string;
  /** Open in a new tab instead of navigating. */
  external: boolean;
}

/**
 * The header-search pool. Hidden routes are skipped with their whole subtree; directories ('noRedirect')
 * and untitled routes are not entries, but lend their titles to their children. Pass the viewer's routes
 * (e.g. `buildMenu` output) so only accessible pages are found.
 */
export function buildSearchPool(
  routes: readonly RouteDef<unknown>[],
  parentPath = '/',
  parentTitles: readonly string[] = [],
): RouteSearchEntry[] {
  const pool: RouteSearchEntry[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const path = resolveRoutePath(parentPath, route.path);
    const ownTitle = route.meta?.title;
    const title = ownTitle ? [...parentTitles, ownTitle] : [...parentTitles];
    if (ownTitle && route.redirect !== NO_REDIRECT) {
      const entry: RouteSearchEntry = { path, title, external: isExternal(path) };
      if (route.query) entry.query = route.query;
      if (route.meta?.icon) entry.icon = route.meta.icon;
      pool.push(entry);
    }
    if (route.children) pool.push(...buildSearchPool(route.children, path, title));
  }
  return pool;
}

export type RouteSearch = (query: string) => RouteSearchEntry[];

/** Fuzzy search over a pool (spec §9: threshold 0.4, title weight 0.7, path weight 0.3); best match first. */
export function createRouteSearch(pool: readonly RouteSearchEntry[]): RouteSearch {
  const fuse = new Fuse([...pool], {
    keys: [
      { name: 'title', weight: SEARCH.titleWeight },
      { name: 'path', weight: SEARCH.pathWeight },
    ],
    threshold: SEARCH.threshold,
    shouldSort: true,
    minMatchCharLength: 1,
    location: 0,
    distance: 100,
  });
  return (query) => {
    const text = query.trim();
    return text ? fuse.search(text).map((result) => result.item) : [];
  };
}
