import { type AccessViewer, allowsUserType, canAccessRoute } from '../access';
import { isExternal } from '../validate';
import { pruneRoutes } from './filter';
import { resolveRoutePath } from './paths';
import type { RouteDef } from './types';

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Number of literal segments when `wanted` matches `actual` (':name' takes any one segment), else null. */
function matchScore(wanted: readonly string[], actual: readonly string[]): number | null {
  if (wanted.length !== actual.length) return null;
  let literal = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment.startsWith(':')) continue;
    if (segment !== actual[index]) return null;
    literal += 1;
  }
  return literal;
}

/** A route with its full path's segments and the chain from the root down to it. */
interface Entry<E> {
  chain: RouteDef<E>[];
  segments: string[];
}

function collectEntries<E>(
  routes: readonly RouteDef<E>[],
  parentPath: string,
  ancestors: RouteDef<E>[],
  found: Entry<E>[],
): void {
  for (const route of routes) {
    if (isExternal(route.path)) continue;
    const resolved = { ...route, path: resolveRoutePath(parentPath, route.path) };
    const chain = [...ancestors, resolved];
    // Children first, so an index child with the same full path wins over its container.
    if (route.children) collectEntries(route.children, resolved.path, chain, found);
    found.push({ chain, segments: segmentsOf(resolved.path) });
  }
}

// Route tables do not change once built: each is flattened once, not on every navigation (the menu, the
// breadcrumb and the tabs all match the current path).
const flattened = new WeakMap<readonly RouteDef<unknown>[], Entry<unknown>[]>();

function entriesOf<E>(routes: readonly RouteDef<E>[]): Entry<E>[] {
  let entries = flattened.get(routes) as Entry<E>[] | undefined;
  if (!entries) {
    entries = [];
    collectEntries(routes, '/', [], entries);
    flattened.set(routes, entries);
  }
  return entries;
}

/**
 * The root→leaf chain of routes matching a concrete path (':param' segments supported), each with its full
 * path; [] when nothing matches. A literal segment beats a parameter ('/a/new' over '/a/:id'); otherwise the
 * first route in table order wins. Pass the viewer's filtered routes so the chain is the one they can open.
 */
export function findMatchedChain<E>(routes: readonly RouteDef<E>[], path: string): RouteDef<E>[] {
  const actual = segmentsOf(resolveRoutePath('/', path));
  let best: Entry<E> | undefined;
  let bestScore = -1;
  for (const entry of entriesOf(routes)) {
    const score = matchScore(entry.segments, actual);
    if (score !== null && score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best ? [...best.chain] : [];
}

/** 'forbidden' → the host shows /401, 'not-found' → /404. */
export type RouteAccessStatus = 'ok' | 'forbidden' | 'not-found';

/**
 * Whether a user may open a path: 'ok' if a route they may open matches, 'forbidden' if only routes of
 * other user types match, 'not-found' if none does. When `userRole` is given the sidebar permissions
 * number is enforced too, so a page hidden from the menu by level cannot be opened by typing its URL.
 */
export function routeAccess(
  routes: readonly RouteDef<unknown>[],
  path: string,
  userType: number | null | undefined,
  userRole?: number | null,
): RouteAccessStatus {
  const viewer: AccessViewer = { userType, userRole };
  const allowed = pruneRoutes(routes, (route) =>
    userRole === undefined ? allowsUserType(route, userType) : canAccessRoute(route, viewer).can,
  );
  if (findMatchedChain(allowed, path).length > 0) return 'ok';
  return findMatchedChain(routes, path).length > 0 ? 'forbidden' : 'not-found';
}
