import { describe, expect, it } from 'vitest';
import {
  FIRST_DIRECTORY_QUERY,
  hasFilters,
  stateName,
  websiteHref,
  websiteLabel,
  withPage,
  withSearch,
  withState,
} from './directory.logic';

describe('directory query', () => {
  it('starts on page 1 with 20 rows and no filters', () => {
    expect(FIRST_DIRECTORY_QUERY).toEqual({ pageNum: 1, pageSize: 20 });
    expect(hasFilters(FIRST_DIRECTORY_QUERY)).toBe(false);
  });

  it('a new search trims the text and goes back to page 1', () => {
    const onPage3 = { ...FIRST_DIRECTORY_QUERY, pageNum: 3 };
    expect(withSearch(onPage3, '  volt ')).toEqual({ pageNum: 1, pageSize: 20, q: 'volt' });
    expect(hasFilters(withSearch(onPage3, 'volt'))).toBe(true);
  });

  it('an unchanged search keeps the same query, so nothing reloads', () => {
    const searched = withSearch(FIRST_DIRECTORY_QUERY, 'volt');
    expect(withSearch(searched, 'volt ')).toBe(searched);
    expect(withSearch(FIRST_DIRECTORY_QUERY, '   ')).toBe(FIRST_DIRECTORY_QUERY);
  });

  it('clearing the search removes q', () => {
    const searched = withSearch({ ...FIRST_DIRECTORY_QUERY, pageNum: 2 }, 'volt');
    expect(withSearch(searched, '')).toEqual({ pageNum: 1, pageSize: 20, q: undefined });
  });

  it('a state filter takes only a known two-letter code; blank means all states', () => {
    const inCalifornia = withState({ ...FIRST_DIRECTORY_QUERY, pageNum: 2 }, 'CA');
    expect(inCalifornia).toEqual({ pageNum: 1, pageSize: 20, state: 'CA' });
    expect(withState(inCalifornia, 'CA')).toBe(inCalifornia);
    expect(withState(inCalifornia, '').state).toBeUndefined();
    expect(withState(FIRST_DIRECTORY_QUERY, 'XX')).toBe(FIRST_DIRECTORY_QUERY);
  });

  it('paging changes the page and the size', () => {
    expect(withPage(FIRST_DIRECTORY_QUERY, { page: 2, limit: 20 })).toEqual({ pageNum: 2, pageSize: 20 });
    expect(withPage(FIRST_DIRECTORY_QUERY, { page: 1, limit: 50 })).toEqual({ pageNum: 1, pageSize: 50 });
    expect(withPage(FIRST_DIRECTORY_QUERY, { page: 1, limit: 20 })).toBe(FIRST_DIRECTORY_QUERY);
  });
});

describe('directory cells', () => {
  it('names a state by its code', () => {
    expect(stateName('CA')).toBe('California');
    expect(stateName('ZZ')).toBe('ZZ');
    expect(stateName(null)).toBeNull();
  });

  it('links only http and https websites', () => {
    expect(websiteHref('https://www.voltbikes.example/')).toBe('https://www.voltbikes.example/');
    expect(websiteHref(' http://shop.example ')).toBe('http://shop.example/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('www.no-scheme.example')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });

  it('shows a website by its host', () => {
    expect(websiteLabel('https://www.voltbikes.example/about')).toBe('voltbikes.example');
    expect(websiteLabel('http://shop.example:8080/')).toBe('shop.example:8080');
  });
});
