import { type AccessViewer, allowsUserType, canAccessRoute } from '../access';
import { resolveRoutePath } from './paths';
import type { RouteDef } from './types';

/**
 * Keeps the routes `keep` accepts, at every depth. A container whose children were all refused is
 * dropped too: it has no screen of its own and would show as an empty group.
 */
export function pruneRoutes<E>(
  routes: readonly RouteDef<E>[],
  keep: (route: RouteDef<E>) => boolean,
): RouteDef<E>[] {
  const kept: RouteDef<E>[] = [];
  for (const route of routes) {
    if (!keep(route)) continue;
    if (!route.children || route.children.length === 0) {
      kept.push(route);
      continue;
    }
    const children = pruneRoutes(route.children, keep);
    if (children.length > 0) kept.push({ ...route, children });
  }
  return kept;
}

/** The routes a user type may open (spec §2): a listed route is limited to its types, an unlisted one is open. */
export function filterRoutesByUserType<E>(
  routes: readonly RouteDef<E>[],
  userType: number | null | undefined,
): RouteDef<E>[] {
  return pruneRoutes(routes, (route) => allowsUserType(route, userType));
}

function withResolvedPaths<E>(routes: readonly RouteDef<E>[], parentPath: string): RouteDef<E>[] {
  return routes
    .filter((route) => !route.hidden)
    .map((route) => {
      const path = resolveRoutePath(parentPath, route.path);
      return route.children
        ? { ...route, path, children: withResolvedPaths(route.children, path) }
        : { ...route, path };
    });
}

/**
 * The sidebar tree: routes the viewer's user type may open and whose permissions number the viewer's role
 * passes, without hidden entries (they stay routable), every path resolved to a full path.
 */
export function buildMenu<E>(routes: readonly RouteDef<E>[], viewer: AccessViewer): RouteDef<E>[] {
  const accessible = pruneRoutes(routes, (route) => canAccessRoute(route, viewer).can);
  return withResolvedPaths(accessible, '/');
}
