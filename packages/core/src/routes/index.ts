export { type BreadcrumbItem, type BreadcrumbOptions, breadcrumbTrail } from './breadcrumb';
export { buildMenu, filterRoutesByUserType, pruneRoutes } from './filter';
export {
  decideNavigation,
  isPublicRoute,
  type NavigationDecision,
  type NavigationRequest,
  PUBLIC_ROUTES,
  ROUTE_PATHS,
} from './guard';
export { findMatchedChain, type RouteAccessStatus, routeAccess } from './match';
export { activeMenuPath, type MenuItemView, menuItemView } from './menu';
export { resolveRoutePath } from './paths';
export { buildSearchPool, createRouteSearch, type RouteSearch, type RouteSearchEntry } from './search';
export { documentTitle, pageTitle } from './title';
export { NO_REDIRECT, type RouteDef, type RouteMeta, type RouteQuery } from './types';
