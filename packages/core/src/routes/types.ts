import type { AccessRule } from '../access';

/** Route metadata of spec §2 "Menu entry shape", plus `noCache` for the tab cache. */
export interface RouteMeta {
  title?: string;
  icon?: string;
  /** Pinned tab that cannot be closed. */
  affix?: boolean;
  /** External address shown inside the in-page frame. */
  link?: string;
  /** Menu path to highlight while this (usually hidden) route is open. */
  activeMenu?: string;
  /** `false` keeps the route out of the breadcrumb. */
  breadcrumb?: boolean;
  noCache?: boolean;
}

/**
 * Query attached to a menu link. An object, not the template's JSON string: the route table is
 * written in TypeScript, so there is nothing to parse and nothing that can fail to parse.
 */
export type RouteQuery = Readonly<Record<string, string>>;

/**
 * One entry of the host's route table. Core never renders, so the screen is an opaque `element` of
 * whatever type the host's router wants (a React element, a lazy component...).
 */
export interface RouteDef<E = unknown> extends AccessRule {
  /** Absolute ('/warranty'), relative to the parent ('index'), with ':param' segments, or an external URL. */
  path: string;
  name?: string;
  /** Routable but never in the menu or the header search. */
  hidden?: boolean;
  /** Where the route sends its visitor; 'noRedirect' marks a directory that is not a link. */
  redirect?: string;
  meta?: RouteMeta;
  children?: readonly RouteDef<E>[];
  query?: RouteQuery;
  /** Render as a sub-menu even with a single visible child. */
  alwaysShow?: boolean;
  element?: E;
}

/** The redirect value of a directory: not clickable in the breadcrumb, not a search result. */
export const NO_REDIRECT = 'noRedirect';
