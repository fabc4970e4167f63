import {
  findMatchedChain,
  isOnsiteUser,
  ROUTE_PATHS,
  type RouteAccessStatus,
  routeAccess,
  type UserInfo,
} from '@console/core';
import { ONSITE_ONLY_PATHS, routeTable, STANDALONE_PATHS } from './routeTable';

/**
 * Whether a signed-in user may open a router path (spec §2): another user type's page is 'forbidden' (401),
 * an unknown one 'not-found' (404). The pages without the sidebar and the refresh helper are everyone's, but
 * an onsite page (the kiosk board among them) is only for brands with onsite service.
 */
export function accessFor(path: string, userInfo: UserInfo): RouteAccessStatus {
  if (ONSITE_ONLY_PATHS.includes(path) && !isOnsiteUser(userInfo)) return 'forbidden';
  if (STANDALONE_PATHS.includes(path) || path.startsWith(ROUTE_PATHS.redirectPrefix)) return 'ok';
  return routeAccess(routeTable, path, userInfo.user_type, userInfo.user_role ?? undefined);
}

/** Where a group's own path sends the user ('/' → '/dashboard', '/warranty' → '/warranty/index'), if anywhere. */
export function redirectOf(path: string): string | undefined {
  const route = findMatchedChain(routeTable, path).at(-1);
  if (!route?.redirect || route.redirect === 'noRedirect' || !route.children) return undefined;
  return route.redirect;
}
