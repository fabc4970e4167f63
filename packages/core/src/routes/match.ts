import { type AccessViewer, allowsUserType, canAccessRoute } from '../access';
import { isExternal } from '../validate';
import { pruneRoutes } from './filter';
import { resolveRoutePath } from './paths';
import type { RouteDef } from './types';

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Number of literal segments when `pattern` matches `path` (':name' takes any one segment), else null. */
function matchScore(pattern: string, path: string): number | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (wanted.length !== actual.length) return null;
  let literal = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment.startsWith(':')) continue;
    if (segment !== actual[index]) return null;
    literal += 1;
  }
  return literal;
}

interface Candidate<E> {
  chain: RouteDef<E>[];
  score: number;
}

function collectCandidates<E>(
  routes: readonly RouteDef<E>[],
  parentPath: string,
  ancestors: RouteDef<E>[],
  path: string,
  found: Candidate<E>[],
): void {
  for (const route of routes) {
    if (isExternal(route.path)) continue;
    const resolved = { ...route, path: resolveRoutePath(parentPath, route.path) };
    const chain = [...ancestors, resolved];
    // Children first, so an index child with the same full path wins over its container.
    if (route.children) collectCandidates(route.children, resolved.path, chain, path, found);
    const score = matchScore(resolved.path, path);
    if (score !== null) found.push({ chain, score });
  }
}

/**
 * The root→leaf chain of routes matching a concrete path (':param' segments supported), each with its full
 * path; [] when nothing matches. A literal segment beats a parameter ('/a/new' over '/a/:id'); otherwise the
 * first route in table order wins. Pass the viewer's filtered routes so the chain is the one they can open.
 */
export function findMatchedChain<E>(routes: readonly RouteDef<E>[], path: string): RouteDef<E>[] {
  const found: Candidate<E>[] = [];
  collectCandidates(routes, '/', [], resolveRoutePath('/', path), found);
  let best: Candidate<E> | undefined;
  for (const candidate of found) {
    if (!best || candidate.score > best.score) best = candidate;
  }
  return best?.chain ?? [];
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
