import { buildSearchPool, createRouteSearch, type RouteDef, type RouteSearch } from '@console/core';

/** The viewer's pages as core's fuzzy search (fuse.js): a module of its own, loaded when a search starts. */
export function searchRoutes(routes: readonly RouteDef[]): RouteSearch {
  return createRouteSearch(buildSearchPool(routes));
}
