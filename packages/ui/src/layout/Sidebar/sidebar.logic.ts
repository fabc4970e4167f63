import {
  activeMenuPath,
  findMatchedChain,
  menuItemView,
  type RouteDef,
  type RouteQuery,
} from '@console/core';

export interface SidebarLink {
  kind: 'link';
  /** Position in the tree, e.g. '4.1' (unique even when two entries share a path). */
  key: string;
  title: string;
  icon?: string;
  /** The menu path, compared with the highlighted path. */
  path: string;
  /** Where the link goes: the path with its query. */
  to: string;
  external: boolean;
}

export interface SidebarGroup {
  kind: 'submenu';
  key: string;
  title: string;
  icon?: string;
  children: SidebarNode[];
}

export type SidebarNode = SidebarLink | SidebarGroup;

/** The path with the menu entry's query, e.g. '/reports/payouts?year=2026'. */
export function linkTarget(path: string, query?: RouteQuery): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/**
 * The sidebar tree of a menu (full paths, as `buildMenu` gives), with core's `menuItemView` rules: hidden
 * entries skipped, a single visible child shown as a link, `alwaysShow` kept as a group. A group without a
 * title has nothing to show as a heading, so its entries take its place.
 */
export function buildSidebarTree(
  routes: readonly RouteDef[],
  parentPath = '/',
  parentKey = '',
): SidebarNode[] {
  const nodes: SidebarNode[] = [];
  routes.forEach((route, index) => {
    const key = parentKey ? `${parentKey}.${index}` : String(index);
    const view = menuItemView(route, parentPath);
    if (view.kind === 'link') {
      nodes.push({
        kind: 'link',
        key,
        title: view.title,
        icon: view.icon,
        path: view.path,
        to: view.external ? view.path : linkTarget(view.path, view.query),
        external: view.external,
      });
    } else if (view.kind === 'submenu') {
      const children = buildSidebarTree(view.children, view.path, key);
      if (!view.title) nodes.push(...children);
      else if (children.length > 0) {
        nodes.push({ kind: 'submenu', key, title: view.title, icon: view.icon, children });
      }
    }
  });
  return nodes;
}

/**
 * The menu path to highlight for the current path: the matched route's `meta.activeMenu` (so a hidden
 * detail page lights up its list), else the path itself. `routes` must include the hidden routes.
 */
export function highlightedPath(routes: readonly RouteDef[], currentPath: string): string {
  const leaf = findMatchedChain(routes, currentPath).at(-1);
  return leaf ? activeMenuPath(leaf) : currentPath;
}

export interface ActiveTrail {
  /** Key of the highlighted link, if the menu has it. */
  link?: string;
  /** Keys of the groups that contain it, outermost first. */
  groups: string[];
}

/** Where the highlighted path sits in the tree. */
export function activeTrail(nodes: readonly SidebarNode[], path: string): ActiveTrail {
  for (const node of nodes) {
    if (node.kind === 'link') {
      if (!node.external && node.path === path) return { link: node.key, groups: [] };
      continue;
    }
    const inner = activeTrail(node.children, path);
    if (inner.link) return { link: inner.link, groups: [node.key, ...inner.groups] };
  }
  return { groups: [] };
}

/** The keys of the groups enclosing a key, outermost first ('4.1.2' → ['4', '4.1']). */
export function ancestorKeys(key: string): string[] {
  const parts = key.split('.');
  return parts.slice(0, -1).map((_, index) => parts.slice(0, index + 1).join('.'));
}

/**
 * Opens or closes a group. With `uniqueOpened`, opening a group keeps only its own ancestors open, so its
 * siblings (and everything under them) close.
 */
export function toggleGroup(open: readonly string[], key: string, uniqueOpened: boolean): string[] {
  if (open.includes(key)) return open.filter((k) => k !== key);
  if (uniqueOpened) return [...ancestorKeys(key), key];
  return [...open, key];
}

/**
 * Opens the groups holding the highlighted item when it changes (only them with `uniqueOpened`). A top-level
 * or unknown page leaves the groups as the user set them.
 */
export function openForActive(
  open: readonly string[],
  activeGroups: readonly string[],
  uniqueOpened: boolean,
): string[] {
  if (activeGroups.length === 0) return [...open];
  if (uniqueOpened) return [...activeGroups];
  return [...open, ...activeGroups.filter((key) => !open.includes(key))];
}

export interface VisibleItem {
  key: string;
  kind: SidebarNode['kind'];
  /** Key of the enclosing group, if any. */
  parent?: string;
  /** For groups: whether the group is open. */
  open: boolean;
  /** For links: where the link goes. */
  to?: string;
}

/**
 * The items a user can reach with the arrow keys, top to bottom: the entries of open groups follow their
 * group. Collapsed, only the top level is in the bar (groups open as fly-outs).
 */
export function visibleItems(
  nodes: readonly SidebarNode[],
  open: readonly string[],
  collapsed: boolean,
  parent?: string,
): VisibleItem[] {
  const items: VisibleItem[] = [];
  for (const node of nodes) {
    const isOpen = node.kind === 'submenu' && !collapsed && open.includes(node.key);
    items.push({
      key: node.key,
      kind: node.kind,
      parent,
      open: isOpen,
      ...(node.kind === 'link' && { to: node.to }),
    });
    if (node.kind === 'submenu' && isOpen)
      items.push(...visibleItems(node.children, open, collapsed, node.key));
  }
  return items;
}

export type SidebarKeyAction =
  | { type: 'focus'; key: string }
  | { type: 'open'; key: string }
  | { type: 'close'; key: string };

/**
 * Arrow-key navigation of the sidebar: Up/Down move between visible items, Home/End jump to the ends,
 * Right opens a closed group (or enters an open one), Left closes an open group (or goes up to its group).
 * Enter and Space keep their native button and link behaviour.
 */
export function sidebarKeyAction(
  items: readonly VisibleItem[],
  currentKey: string,
  key: string,
): SidebarKeyAction | null {
  const index = items.findIndex((item) => item.key === currentKey);
  const current = items[index];
  if (!current) return null;
  const focus = (target: VisibleItem | undefined): SidebarKeyAction | null =>
    target ? { type: 'focus', key: target.key } : null;
  switch (key) {
    case 'ArrowDown':
      return focus(items[index + 1]);
    case 'ArrowUp':
      return focus(items[index - 1]);
    case 'Home':
      return focus(items[0]);
    case 'End':
      return focus(items.at(-1));
    case 'ArrowRight':
      if (current.kind !== 'submenu') return null;
      return current.open ? focus(items[index + 1]) : { type: 'open', key: current.key };
    case 'ArrowLeft':
      if (current.kind === 'submenu' && current.open) return { type: 'close', key: current.key };
      return current.parent ? { type: 'focus', key: current.parent } : null;
    default:
      return null;
  }
}
