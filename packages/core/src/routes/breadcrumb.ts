import { ROUTE_PATHS } from './guard';
import { resolveRoutePath } from './paths';
import { NO_REDIRECT, type RouteDef } from './types';

export interface BreadcrumbItem {
  path: string;
  title: string;
  /** Where a click goes; absent for plain text (the current page and 'noRedirect' directories). */
  to?: string;
}

export interface BreadcrumbOptions {
  /** Default '/dashboard'. */
  homePath?: string;
  /** Default 'HOME'. */
  homeTitle?: string;
}

function isDashboard(route: RouteDef<unknown>, homePath: string): boolean {
  return route.name?.trim() === 'Dashboard' || route.path === homePath;
}

/**
 * The breadcrumb of spec §2 from the matched chain (root→leaf, full paths, e.g. `findMatchedChain`).
 * Because the chain ends with the current route, hidden detail pages show their own title, unlike the
 * template's menu-tree lookup.
 */
export function breadcrumbTrail(
  matched: readonly RouteDef<unknown>[],
  options: BreadcrumbOptions = {},
): BreadcrumbItem[] {
  const homePath = options.homePath ?? ROUTE_PATHS.dashboard;
  const homeTitle = options.homeTitle ?? 'HOME';
  const titled = matched.filter((route) => route.meta?.title && route.meta.breadcrumb !== false);
  const [first] = titled;
  const trail: Array<{ path: string; title: string; redirect?: string }> = titled.map((route) => ({
    path: route.path,
    title: route.meta?.title ?? '',
    redirect: route.redirect,
  }));
  if (!first || !isDashboard(first, homePath)) trail.unshift({ path: homePath, title: homeTitle });
  return trail.map((item, index) => {
    const plain = index === trail.length - 1 || item.redirect === NO_REDIRECT;
    if (plain) return { path: item.path, title: item.title };
    const to = item.redirect ? resolveRoutePath(item.path, item.redirect) : item.path;
    return { path: item.path, title: item.title, to };
  });
}
