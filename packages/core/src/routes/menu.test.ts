import { describe, expect, it } from 'vitest';
import { buildMenu } from './filter';
import { activeMenuPath, menuItemView } from './menu';
import { consoleRoutes } from './route-table.fixture';
import type { RouteDef } from './types';

describe('menuItemView', () => {
  const menu = buildMenu(consoleRoutes, { userType: 2, userRole: 1 });
  const byPath = (path: string) => {
    const route = menu.find((entry) => entry.path === path);
    if (!route) throw new Error(`no menu entry ${path}`);
    return route;
  };

  it('renders a wrapper with one visible child as a link to that child', () => {
    expect(menuItemView(byPath('/warranty'))).toMatchObject({
      kind: 'link',
      path: '/warranty/index',
      title: 'Warranties',
      icon: 'warranty',
      external: false,
    });
    expect(menuItemView(byPath('/'))).toMatchObject({ kind: 'link', path: '/dashboard', title: 'Dashboard' });
  });

  it('renders a group as a sub-menu of its visible children', () => {
    const view = menuItemView(byPath('/company'));
    expect(view.kind).toBe('submenu');
    if (view.kind !== 'submenu') return;
    expect(view.title).toBe('Company');
    expect(view.children.map((child) => menuItemView(child, view.path))).toMatchObject([
      { kind: 'link', path: '/company/details', title: 'Company Details' },
      { kind: 'link', path: '/company/shop', title: 'Shop(s)' },
    ]);
  });

  it('keeps a sub-menu for alwaysShow even with a single child', () => {
    const route: RouteDef = {
      path: '/reports',
      alwaysShow: true,
      meta: { title: 'Reports' },
      children: [{ path: 'payouts', meta: { title: 'Payouts' } }],
    };
    expect(menuItemView(route)).toMatchObject({ kind: 'submenu', path: '/reports', title: 'Reports' });
  });

  it('keeps a sub-menu when the only child has children of its own', () => {
    const route: RouteDef = {
      path: '/outer',
      meta: { title: 'Outer' },
      children: [
        { path: 'inner', meta: { title: 'Inner' }, children: [{ path: 'leaf', meta: { title: 'Leaf' } }] },
      ],
    };
    expect(menuItemView(route).kind).toBe('submenu');
  });

  it('links to the entry itself when no child is visible, working on raw relative routes too', () => {
    const route: RouteDef = {
      path: 'bugs',
      meta: { title: 'Bug Reports', icon: 'bug' },
      children: [{ path: 'allBugs', hidden: true, meta: { title: 'All Bugs' } }],
    };
    expect(menuItemView(route, '/support')).toMatchObject({
      kind: 'link',
      path: '/support/bugs',
      title: 'Bug Reports',
    });
  });

  it('falls back to the parent icon, carries the query, and flags external links', () => {
    const route: RouteDef = {
      path: '/orders',
      meta: { icon: 'cart' },
      children: [{ path: 'list', query: { status: 'open' }, meta: { title: 'Open orders' } }],
    };
    expect(menuItemView(route)).toMatchObject({ icon: 'cart', query: { status: 'open' } });
    expect(menuItemView(byPath('https://help.example.com/console'))).toMatchObject({
      kind: 'link',
      path: 'https://help.example.com/console',
      external: true,
    });
  });

  it('renders nothing for hidden entries or a link target without a title', () => {
    expect(menuItemView({ path: '/x', hidden: true, meta: { title: 'X' } })).toEqual({ kind: 'none' });
    expect(menuItemView({ path: '/', children: [{ path: 'editSchedule', hidden: true }] })).toEqual({
      kind: 'none',
    });
  });
});

describe('activeMenuPath', () => {
  it('prefers meta.activeMenu and falls back to the path', () => {
    expect(activeMenuPath({ path: '/warranty/detail', meta: { activeMenu: '/warranty/index' } })).toBe(
      '/warranty/index',
    );
    expect(activeMenuPath({ path: '/warranty/index', meta: { title: 'Warranties' } })).toBe(
      '/warranty/index',
    );
  });
});
