import { describe, expect, it } from 'vitest';
import { filterRoutesByUserType } from './filter';
import { findMatchedChain, routeAccess } from './match';
import { consoleRoutes } from './route-table.fixture';
import type { RouteDef } from './types';

const chainPaths = (chain: readonly RouteDef[]) => chain.map((route) => route.path);

describe('findMatchedChain', () => {
  it('returns the root-to-leaf chain with full paths', () => {
    expect(chainPaths(findMatchedChain(consoleRoutes, '/warranty/detail'))).toEqual([
      '/warranty',
      '/warranty/detail',
    ]);
    expect(chainPaths(findMatchedChain(consoleRoutes, '/dashboard'))).toEqual(['/', '/dashboard']);
  });

  it('matches parameter segments', () => {
    const chain = findMatchedChain(consoleRoutes, '/appointment/detail/42');
    expect(chainPaths(chain)).toEqual(['/appointment', '/appointment/detail/:id']);
    expect(chain.at(-1)?.meta?.title).toBe('Appointment Detail');
    expect(chainPaths(findMatchedChain(consoleRoutes, '/adminConfiguration/adminWarrantyDetail/7'))).toEqual([
      '/adminConfiguration',
      '/adminConfiguration/adminWarrantyDetail/:id',
    ]);
  });

  it('needs every segment: a missing or extra segment does not match', () => {
    expect(findMatchedChain(consoleRoutes, '/appointment/detail')).toEqual([]);
    expect(findMatchedChain(consoleRoutes, '/appointment/detail/42/extra')).toEqual([]);
    expect(findMatchedChain(consoleRoutes, '/nowhere')).toEqual([]);
  });

  it('prefers a literal segment over a parameter', () => {
    const routes: RouteDef[] = [
      {
        path: '/orders',
        children: [
          { path: ':id', name: 'Order' },
          { path: 'new', name: 'NewOrder' },
        ],
      },
    ];
    expect(findMatchedChain(routes, '/orders/new').at(-1)?.name).toBe('NewOrder');
    expect(findMatchedChain(routes, '/orders/9').at(-1)?.name).toBe('Order');
  });

  it('ignores a trailing slash and skips external entries', () => {
    expect(chainPaths(findMatchedChain(consoleRoutes, '/warranty/index/'))).toEqual([
      '/warranty',
      '/warranty/index',
    ]);
    expect(findMatchedChain(consoleRoutes, 'https://help.example.com/console')).toEqual([]);
  });

  it('finds the chain of the viewer when groups share a path', () => {
    const brand = findMatchedChain(filterRoutesByUserType(consoleRoutes, 1), '/company/details');
    expect(brand[0]?.userTypes).toEqual([1]);
    const retailer = findMatchedChain(filterRoutesByUserType(consoleRoutes, 2), '/company/details');
    expect(retailer[0]?.userTypes).toEqual([2]);
  });
});

describe('routeAccess', () => {
  it("is 'ok' for the user's own and open routes", () => {
    expect(routeAccess(consoleRoutes, '/warranty/index', 1)).toBe('ok');
    expect(routeAccess(consoleRoutes, '/appointment/detail/3', 3)).toBe('ok');
    expect(routeAccess(consoleRoutes, '/company/details', 1)).toBe('ok');
    expect(routeAccess(consoleRoutes, '/company/details', 2)).toBe('ok');
    expect(routeAccess(consoleRoutes, '/adminConfiguration/reverse/5', 3)).toBe('ok');
  });

  it("is 'forbidden' for another user type's route", () => {
    expect(routeAccess(consoleRoutes, '/events/eventsManager', 1)).toBe('forbidden');
    expect(routeAccess(consoleRoutes, '/adminConfiguration/adminWarrantyDetail/7', 2)).toBe('forbidden');
    expect(routeAccess(consoleRoutes, '/company/shop/detail/1', 1)).toBe('forbidden');
  });

  it("is 'not-found' when no route matches", () => {
    expect(routeAccess(consoleRoutes, '/warranty/unknown', 1)).toBe('not-found');
  });

  it('enforces the permissions number only when a role is given', () => {
    expect(routeAccess(consoleRoutes, '/company/webhook', 1)).toBe('ok');
    expect(routeAccess(consoleRoutes, '/company/webhook', 1, 1)).toBe('ok');
    expect(routeAccess(consoleRoutes, '/company/webhook', 1, 2)).toBe('forbidden');
    expect(routeAccess(consoleRoutes, '/amount/index', 3, 3)).toBe('forbidden');
  });
});
