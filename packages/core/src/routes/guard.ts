import type { RouteAccessStatus } from './match';
import { resolveRoutePath } from './paths';

/** Fixed paths the guard and the breadcrumb use (router paths, without the /ec/ base). */
export const ROUTE_PATHS = {
  login: '/login',
  home: '/home',
  dashboard: '/dashboard',
  notFound: '/404',
  forbidden: '/401',
  /** Prefix of the refresh helper '/redirect/{path}'. */
  redirectPrefix: '/redirect/',
} as const;

/** Routes needing no login (spec §2); '/redirect/{path}' is public too, see `isPublicRoute`. */
export const PUBLIC_ROUTES: readonly string[] = [
  '/login',
  '/register',
  '/forgotPassword',
  '/changePassword',
  '/home',
  '/brands',
  '/retailers',
  '/login_setup',
  '/questionnaire',
  '/serviceOrderPdf',
  '/404',
  '/401',
];

/** True for a router path (no base, no query) that needs no login. */
export function isPublicRoute(path: string): boolean {
  const normalized = resolveRoutePath('/', path);
  if (PUBLIC_ROUTES.includes(normalized)) return true;
  return normalized.startsWith(ROUTE_PATHS.redirectPrefix);
}

export interface NavigationRequest {
  /** Router path, without base, query or hash. */
  path: string;
  /** Path with query and hash, kept for the return trip after sign-in; defaults to `path`. */
  fullPath?: string;
  hasLoginFlag: boolean;
  hasToken: boolean;
  /** Routes have been built for this session. */
  routesLoaded: boolean;
  /** `routeAccess` for the path once routes are loaded; omitted means the router resolves it. */
  access?: RouteAccessStatus;
}

export type NavigationDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string }
  /** Build the routes for the user, mark them loaded, then decide again. */
  | { action: 'load-routes' };

const ALLOW: NavigationDecision = { action: 'allow' };

/** Where an anonymous visitor goes, remembering the requested page (the template dropped it). */
function homeWithReturn(fullPath: string): string {
  if (resolveRoutePath('/', fullPath) === '/') return ROUTE_PATHS.home;
  return `${ROUTE_PATHS.home}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * The route guard of spec §2 as a pure decision. Public routes (login included) always pass; anything else
 * needs both the stored login flag and a token, otherwise the visitor goes to /home. Signed-in users build
 * their routes once; then unknown paths go to /404 and other user types' pages to /401.
 */
export function decideNavigation(request: NavigationRequest): NavigationDecision {
  if (isPublicRoute(request.path)) return ALLOW;
  if (!request.hasLoginFlag || !request.hasToken) {
    return { action: 'redirect', to: homeWithReturn(request.fullPath ?? request.path) };
  }
  if (!request.routesLoaded) return { action: 'load-routes' };
  if (request.access === 'not-found') return { action: 'redirect', to: ROUTE_PATHS.notFound };
  if (request.access === 'forbidden') return { action: 'redirect', to: ROUTE_PATHS.forbidden };
  return ALLOW;
}
