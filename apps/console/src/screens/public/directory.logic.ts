import { accountUsState, type DirectoryQuery } from '@console/contract';
import { PAGINATION, usStateOptions } from '@console/core';

/** How long typing pauses before the list searches (Enter searches at once). */
export const SEARCH_DELAY_MS = 300;

export const FIRST_DIRECTORY_QUERY: DirectoryQuery = { pageNum: PAGINATION.page, pageSize: PAGINATION.limit };

/**
 * The query for a new search text: trimmed, blank means no search, back to page 1. The same query object
 * when nothing changes, so an unchanged search loads nothing.
 */
export function withSearch(query: DirectoryQuery, text: string): DirectoryQuery {
  const q = text.trim() || undefined;
  if (q === query.q) return query;
  return { ...query, q, pageNum: 1 };
}

/** The query for a state picked in the filter ('' = all states), back to page 1. */
export function withState(query: DirectoryQuery, value: string): DirectoryQuery {
  const state = accountUsState.safeParse(value).data;
  if (state === query.state) return query;
  return { ...query, state, pageNum: 1 };
}

/** The query for a page and page size chosen in the pagination. */
export function withPage(query: DirectoryQuery, change: { page: number; limit: number }): DirectoryQuery {
  if (change.page === query.pageNum && change.limit === query.pageSize) return query;
  return { ...query, pageNum: change.page, pageSize: change.limit };
}

export function hasFilters(query: DirectoryQuery): boolean {
  return query.q !== undefined || query.state !== undefined;
}

/** The state's name for a two-letter code; an unknown code as it is, none as null. */
export function stateName(code: string | null): string | null {
  if (!code) return null;
  return usStateOptions.find((option) => option.value === code)?.label ?? code;
}

/** A company's website as a link target: only http(s) addresses, so no stored text becomes a script link. */
export function websiteHref(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(website.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The short form of a website shown in a list: its host without a leading 'www.'. */
export function websiteLabel(href: string): string {
  return new URL(href).host.replace(/^www\./, '');
}
