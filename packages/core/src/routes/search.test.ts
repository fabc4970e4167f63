import { describe, expect, it } from 'vitest';
import { buildMenu } from './filter';
import { consoleRoutes } from './route-table.fixture';
import { buildSearchPool, createRouteSearch } from './search';
import type { RouteDef } from './types';

describe('buildSearchPool', () => {
  const pool = buildSearchPool(consoleRoutes);
  const paths = pool.map((entry) => entry.path);

  it('holds titled pages with their ancestor titles', () => {
    expect(pool).toContainEqual({
      path: '/dashboard',
      title: ['Dashboard'],
      icon: 'dashboard',
      external: false,
    });
    expect(pool).toContainEqual({ path: '/reports/payouts', title: ['Reports', 'Payouts'], external: false });
    expect(pool).toContainEqual({
      path: '/adminConfiguration/adminWarrantyCompensation',
      title: ['Configuration', 'Warranty Compensation'],
      external: false,
    });
  });

  it('skips hidden routes and noRedirect directories', () => {
    expect(paths).not.toContain('/warranty/detail');
    expect(paths).not.toContain('/editSchedule');
    expect(paths).not.toContain('/events');
    expect(paths).not.toContain('/reports');
    expect(paths).not.toContain('/appointment/detail/:id');
  });

  it('skips the whole subtree of a hidden route', () => {
    const routes: RouteDef[] = [
      {
        path: '/secret',
        hidden: true,
        meta: { title: 'Secret' },
        children: [{ path: 'page', meta: { title: 'Page' } }],
      },
      { path: '/open', meta: { title: 'Open' } },
    ];
    expect(buildSearchPool(routes).map((entry) => entry.path)).toEqual(['/open']);
  });

  it('keeps external addresses and flags them, and keeps queries', () => {
    expect(pool).toContainEqual({
      path: 'https://help.example.com/console',
      title: ['Help Center'],
      icon: 'link',
      external: true,
    });
    const withQuery = buildSearchPool([
      { path: '/orders', query: { status: 'open' }, meta: { title: 'Orders' } },
    ]);
    expect(withQuery).toEqual([
      { path: '/orders', title: ['Orders'], query: { status: 'open' }, external: false },
    ]);
  });

  it('built from the menu, holds only what the viewer may open', () => {
    const brandPaths = buildSearchPool(buildMenu(consoleRoutes, { userType: 1, userRole: 2 })).map(
      (e) => e.path,
    );
    expect(brandPaths).toContain('/testRides/testRides');
    expect(brandPaths).not.toContain('/events/eventsManager');
    expect(brandPaths).not.toContain('/company/webhook');
  });
});

describe('createRouteSearch', () => {
  const search = createRouteSearch(buildSearchPool(consoleRoutes));

  it('finds a misspelt title', () => {
    expect(search('Warantis')[0]?.path).toBe('/warranty/index');
  });

  it('finds by path', () => {
    expect(search('eventsStting')[0]?.path).toBe('/events/eventsStting');
  });

  it('returns external entries flagged', () => {
    expect(search('Help Center')[0]).toMatchObject({
      path: 'https://help.example.com/console',
      external: true,
    });
  });

  it('returns nothing for an empty or blank query', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('returns nothing for unrelated text', () => {
    expect(search('zzzzqqqq')).toEqual([]);
  });
});
