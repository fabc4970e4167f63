import type { RouteDef, TabsState } from '@console/core';
import { describe, expect, it } from 'vitest';
import {
  affixTabsOf,
  pathAfterRefresh,
  replacedOwnUrl,
  routesForViewer,
  tabForLocation,
} from './consoleLayout.logic';

const routes: RouteDef[] = [
  { path: '/dashboard', name: 'Dashboard', meta: { title: 'Dashboard', affix: true } },
  {
    path: '/warranty',
    redirect: 'noRedirect',
    meta: { title: 'Warranty' },
    children: [
      { path: 'index', name: 'Warranties', meta: { title: 'Warranties' } },
      {
        path: 'detail',
        name: 'WarrantyDetail',
        hidden: true,
        meta: { title: 'Warranty Detail', noCache: true },
      },
    ],
  },
  { path: '/admin-user/index', userTypes: [3], meta: { title: 'Users' } },
  { path: '/docs', meta: { title: 'Docs', link: 'https://docs.example.com' } },
  { path: '/events/detail', userTypes: [2], permissions: 1, hidden: true, meta: { title: 'Event' } },
];

describe('tabForLocation', () => {
  it('takes title and flags from the matched route and keys the tab by full path', () => {
    expect(tabForLocation(routes, '/warranty/detail?id=2&tag=a&tag=b')).toEqual({
      fullPath: '/warranty/detail?id=2&tag=a&tag=b',
      path: '/warranty/detail',
      name: 'WarrantyDetail',
      title: 'Warranty Detail',
      query: { id: '2', tag: ['a', 'b'] },
      affix: undefined,
      noCache: true,
      link: undefined,
    });
    expect(tabForLocation(routes, '/docs')?.link).toBe('https://docs.example.com');
  });

  it('gives no tab for the refresh helper or an unknown path', () => {
    expect(tabForLocation(routes, '/redirect/warranty/index')).toBeNull();
    expect(tabForLocation(routes, '/nowhere')).toBeNull();
  });
});

describe('routesForViewer and affixTabsOf', () => {
  it('keeps hidden routes the viewer may open and drops other user types and levels', () => {
    const admin = routesForViewer(routes, { userType: 3, userRole: 1 });
    expect(admin.map((r) => r.path)).toEqual(['/dashboard', '/warranty', '/admin-user/index', '/docs']);
    const retailer = routesForViewer(routes, { userType: 2, userRole: 1 });
    expect(retailer.map((r) => r.path)).toContain('/events/detail');
    expect(routesForViewer(routes, { userType: 2, userRole: 2 }).map((r) => r.path)).not.toContain(
      '/events/detail',
    );
  });

  it('lists pinned routes as affixed tabs', () => {
    expect(affixTabsOf(routes)).toEqual([
      { fullPath: '/dashboard', path: '/dashboard', name: 'Dashboard', title: 'Dashboard', affix: true },
    ]);
  });
});

describe('pathAfterRefresh', () => {
  it('strips the helper prefix and keeps the query', () => {
    expect(pathAfterRefresh('/redirect/warranty/detail?id=1')).toBe('/warranty/detail?id=1');
    expect(pathAfterRefresh('/warranty/index')).toBeNull();
  });
});

describe('replacedOwnUrl', () => {
  const tab = (fullPath: string) => ({ fullPath, path: fullPath.split('?')[0] ?? fullPath, title: fullPath });
  const tabs: TabsState = {
    visited: [tab('/warranty/index'), tab('/warranty/detail?id=1')],
    cached: ['/warranty/index', '/warranty/detail?id=1'],
    iframes: [],
  };

  it('is true when the page in view replaced its own query', () => {
    expect(replacedOwnUrl(tabs, '/warranty/index', '/warranty/index?view=claims', true)).toBe(true);
    expect(replacedOwnUrl(tabs, '/warranty/detail?id=1', '/warranty/detail?id=1&claim=4', true)).toBe(true);
  });

  it('is false for a push, another path, a location that is a tab already or one that was not a tab', () => {
    expect(replacedOwnUrl(tabs, '/warranty/detail?id=1', '/warranty/detail?id=2', false)).toBe(false);
    expect(replacedOwnUrl(tabs, '/warranty/index', '/dashboard', true)).toBe(false);
    expect(replacedOwnUrl(tabs, '/warranty/index', '/warranty/index', true)).toBe(false);
    expect(replacedOwnUrl(tabs, '/warranty/detail?id=1&claim=4', '/warranty/detail?id=1', true)).toBe(false);
    expect(replacedOwnUrl(tabs, '/redirect/warranty/index', '/warranty/index', true)).toBe(false);
  });
});
