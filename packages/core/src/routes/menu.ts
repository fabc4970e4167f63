import { isExternal } from '../validate';
import { resolveRoutePath } from './paths';
import type { RouteDef, RouteQuery } from './types';

export type MenuItemView<E = unknown> =
  | { kind: 'none' }
  | {
      kind: 'link';
      /** The route the link opens: the only visible child, or the entry itself. */
      route: RouteDef<E>;
      path: string;
      title: string;
      icon?: string;
      query?: RouteQuery;
      /** Opens in a new tab instead of navigating. */
      external: boolean;
    }
  | {
      kind: 'submenu';
      route: RouteDef<E>;
      path: string;
      title?: string;
      icon?: string;
      /** Visible children; render each with `menuItemView(child, path)`. */
      children: RouteDef<E>[];
    };

const NOTHING: MenuItemView<never> = { kind: 'none' };

function hasChildren(route: RouteDef<unknown>): boolean {
  return route.children !== undefined && route.children.length > 0;
}

/**
 * How the sidebar renders one entry. An entry with at most one visible child, that child having no
 * children of its own, and no `alwaysShow`, collapses into a single link to that child (or to itself when
 * no child is visible); anything else is a sub-menu. `parentPath` resolves relative paths; the output of
 * `buildMenu` already holds full paths, so the default suits it.
 */
export function menuItemView<E>(route: RouteDef<E>, parentPath = '/'): MenuItemView<E> {
  if (route.hidden) return NOTHING;
  const path = resolveRoutePath(parentPath, route.path);
  const visible = (route.children ?? []).filter((child) => !child.hidden);
  const [onlyChild] = visible;
  const single =
    !route.alwaysShow && (onlyChild === undefined || (visible.length === 1 && !hasChildren(onlyChild)));
  if (!single) {
    return {
      kind: 'submenu',
      route,
      path,
      title: route.meta?.title,
      icon: route.meta?.icon,
      children: visible,
    };
  }
  const target = onlyChild ?? route;
  const targetPath = onlyChild ? resolveRoutePath(path, onlyChild.path) : path;
  const title = target.meta?.title;
  if (!title) return NOTHING;
  return {
    kind: 'link',
    route: target,
    path: targetPath,
    title,
    icon: target.meta?.icon || route.meta?.icon,
    query: target.query,
    external: isExternal(targetPath),
  };
}

/** The menu entry to highlight for the current route (full path): `meta.activeMenu`, else its own path. */
export function activeMenuPath(route: Pick<RouteDef, 'path' | 'meta'>): string {
  return route.meta?.activeMenu || route.path;
}
