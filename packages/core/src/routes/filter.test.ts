import { describe, expect, it } from 'vitest';
import { buildMenu, filterRoutesByUserType } from './filter';
import { consoleRoutes } from './route-table.fixture';
import type { RouteDef } from './types';

const topPaths = (routes: readonly RouteDef[]) => routes.map((route) => route.path);

describe('filterRoutesByUserType', () => {
  it('keeps routes listing the user type and routes listing none', () => {
    expect(topPaths(filterRoutesByUserType(consoleRoutes, 2))).toEqual([
      '/',
      '/warranty',
      '/events',
      '/reports',
      '/company',
      '/appointment',
      'https://help.example.com/console',
    ]);
    expect(topPaths(filterRoutesByUserType(consoleRoutes, 1))).toEqual([
      '/',
      '/warranty',
      '/company',
      '/testRides',
      '/appointment',
      'https://help.example.com/console',
    ]);
    expect(topPaths(filterRoutesByUserType(consoleRoutes, 3))).toEqual([
      '/',
      '/warranty',
      '/appointment',
      '/adminConfiguration',
      '/amount',
      'https://help.example.com/console',
    ]);
  });

  it('picks the brand company group for a brand user, not the retailer one', () => {
    const company = filterRoutesByUserType(consoleRoutes, 1).find((route) => route.path === '/company');
    expect(company?.children?.map((child) => child.path)).toEqual([
      'details',
      'details/edit',
      'warrantyCompensation',
      'webhook',
    ]);
  });

  it('filters children and drops a container left without any', () => {
    const routes: RouteDef[] = [
      {
        path: '/mixed',
        children: [
          { path: 'retail', userTypes: [2], meta: { title: 'Retail' } },
          { path: 'all', meta: { title: 'All' } },
        ],
      },
      { path: '/brandOnly', children: [{ path: 'index', userTypes: [1], meta: { title: 'Brand page' } }] },
    ];
    const forAdmin = filterRoutesByUserType(routes, 3);
    expect(topPaths(forAdmin)).toEqual(['/mixed']);
    expect(forAdmin[0]?.children?.map((child) => child.path)).toEqual(['all']);
    expect(routes[0]?.children).toHaveLength(2);
  });

  it('limits listed routes to nobody when the user type is unknown', () => {
    expect(topPaths(filterRoutesByUserType(consoleRoutes, undefined))).toEqual([
      '/',
      '/appointment',
      'https://help.example.com/console',
    ]);
  });
});

describe('buildMenu', () => {
  it('leaves out hidden entries and resolves full paths', () => {
    const menu = buildMenu(consoleRoutes, { userType: 2, userRole: 1 });
    const root = menu[0];
    expect(root?.children?.map((child) => child.path)).toEqual(['/dashboard']);
    const warranty = menu.find((route) => route.path === '/warranty');
    expect(warranty?.children?.map((child) => child.path)).toEqual(['/warranty/index']);
    const company = menu.find((route) => route.path === '/company');
    expect(company?.children?.map((child) => child.path)).toEqual(['/company/details', '/company/shop']);
    expect(menu.at(-1)?.path).toBe('https://help.example.com/console');
  });

  it('applies the sidebar permissions rule at its boundary', () => {
    const brandChildren = (userRole: number) =>
      buildMenu(consoleRoutes, { userType: 1, userRole })
        .find((route) => route.path === '/company')
        ?.children?.map((child) => child.meta?.title);
    expect(brandChildren(1)).toEqual(['Company Details', 'Warranty Compensation', 'Developer']);
    expect(brandChildren(2)).toEqual(['Company Details']);

    const hasAmount = (userRole: number) =>
      buildMenu(consoleRoutes, { userType: 3, userRole }).some((route) => route.path === '/amount');
    expect(hasAmount(2)).toBe(true);
    expect(hasAmount(3)).toBe(false);
  });
});
