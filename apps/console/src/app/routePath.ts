import { ROUTER_BASE } from '@console/core';

/** The base without its trailing slash ('/ec'), as react-router's basename. */
export const ROUTER_BASENAME = ROUTER_BASE.replace(/\/$/, '');

/** The router path of a browser path ('/ec/warranty/detail' → '/warranty/detail'); outside the base, '/'. */
export function routePath(pathname: string): string {
  const inside = pathname === ROUTER_BASENAME || pathname.startsWith(`${ROUTER_BASENAME}/`);
  return inside ? pathname.slice(ROUTER_BASENAME.length) || '/' : '/';
}
