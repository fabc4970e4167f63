import type { RouteDef } from '@console/core';
import { describe, expect, it } from 'vitest';
import { retailerMenu, retailerRoutes } from '../fixtures/routes.fixture';
import {
  activeTrail,
  ancestorKeys,
  buildSidebarTree,
  highlightedPath,
  linkTarget,
  openForActive,
  type SidebarGroup,
  sidebarKeyAction,
  toggleGroup,
  visibleItems,
} from './sidebar.logic';

const nested: RouteDef[] = [
  { path: '/a', meta: { title: 'A' }, children: [{ path: '/a/1', meta: { title: 'A1' } }], alwaysShow: true },
  {
    path: '/b',
    meta: { title: 'B' },
    children: [
      { path: '/b/1', meta: { title: 'B1' } },
      {
        path: '/b/c',
        meta: { title: 'C' },
        children: [
          { path: '/b/c/1', meta: { title: 'C1' } },
          { path: '/b/c/2', meta: { title: 'C2' } },
        ],
      },
    ],
  },
  { path: '/d', meta: { title: 'D' } },
];

describe('buildSidebarTree', () => {
  it('applies the menu rules to the retailer menu', () => {
    const tree = buildSidebarTree(retailerMenu);
    expect(tree.map((node) => `${node.kind}:${node.title}`)).toEqual([
      'link:Dashboard',
      'link:Quick Start Guide',
      'link:Warranties',
      'link:Brands',
      'submenu:Events',
      'submenu:Reports',
      'link:Live Data Program',
      'submenu:Company',
      'submenu:Appointments',
      'link:Bug Reports',
      'link:Help Center',
    ]);
    const warranties = tree[2];
    expect(warranties).toMatchObject({ path: '/warranty/index', to: '/warranty/index', icon: 'warranty' });
    expect(tree.at(-1)).toMatchObject({ external: true, to: 'https://help.example.com/console' });
    const events = tree[4] as SidebarGroup;
    expect(events.children.map((child) => child.title)).toEqual(['Event Booking Manager', 'Event Setting']);
  });

  it('adds the query to the link target and lifts the entries of untitled groups', () => {
    const tree = buildSidebarTree([
      {
        path: '/x',
        children: [
          { path: 'one', meta: { title: 'One' }, query: { tab: 'a b' } },
          { path: 'two', meta: { title: 'Two' } },
        ],
      },
    ]);
    expect(tree.map((node) => node.title)).toEqual(['One', 'Two']);
    expect(tree[0]).toMatchObject({ path: '/x/one', to: '/x/one?tab=a+b' });
    expect(linkTarget('/p')).toBe('/p');
  });
});

describe('active item', () => {
  it('follows meta.activeMenu of the matched hidden route', () => {
    expect(highlightedPath(retailerRoutes, '/warranty/detail')).toBe('/warranty/index');
    expect(highlightedPath(retailerRoutes, '/company/shop/detail/7')).toBe('/company/shop');
    expect(highlightedPath(retailerRoutes, '/reports/payouts')).toBe('/reports/payouts');
    expect(highlightedPath(retailerRoutes, '/nowhere')).toBe('/nowhere');
  });

  it('finds the link and its enclosing groups', () => {
    const tree = buildSidebarTree(nested);
    expect(activeTrail(tree, '/b/c/2')).toEqual({ link: '1.1.1', groups: ['1', '1.1'] });
    expect(activeTrail(tree, '/d')).toEqual({ link: '2', groups: [] });
    expect(activeTrail(tree, '/zzz')).toEqual({ groups: [] });
  });
});

describe('open groups', () => {
  it('lists ancestors of a key', () => {
    expect(ancestorKeys('4.1.2')).toEqual(['4', '4.1']);
    expect(ancestorKeys('3')).toEqual([]);
  });

  it('closes the siblings when unique-opened', () => {
    expect(toggleGroup(['0'], '1', true)).toEqual(['1']);
    expect(toggleGroup(['1'], '1.1', true)).toEqual(['1', '1.1']);
    expect(toggleGroup(['1', '1.1'], '0', true)).toEqual(['0']);
    expect(toggleGroup(['0'], '1', false)).toEqual(['0', '1']);
    expect(toggleGroup(['0', '1'], '0', true)).toEqual(['1']);
  });

  it('opens the groups of the active item', () => {
    expect(openForActive(['0'], ['1', '1.1'], true)).toEqual(['1', '1.1']);
    expect(openForActive(['0', '1'], ['1', '1.1'], false)).toEqual(['0', '1', '1.1']);
    expect(openForActive(['0'], [], true)).toEqual(['0']);
  });
});

describe('keyboard', () => {
  const tree = buildSidebarTree(nested);
  const open = visibleItems(tree, ['1'], false);

  it('lists what the arrow keys reach', () => {
    expect(open.map((item) => item.key)).toEqual(['0', '1', '1.0', '1.1', '2']);
    expect(visibleItems(tree, ['1'], true).map((item) => item.key)).toEqual(['0', '1', '2']);
  });

  it('says where each link shown goes', () => {
    const links = open.filter((item) => item.kind === 'link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.to).toMatch(/^\//);
    expect(open.filter((item) => item.kind !== 'link').every((item) => item.to === undefined)).toBe(true);
  });

  it('moves, opens and closes', () => {
    expect(sidebarKeyAction(open, '0', 'ArrowDown')).toEqual({ type: 'focus', key: '1' });
    expect(sidebarKeyAction(open, '0', 'ArrowUp')).toBeNull();
    expect(sidebarKeyAction(open, '2', 'ArrowDown')).toBeNull();
    expect(sidebarKeyAction(open, '1.1', 'Home')).toEqual({ type: 'focus', key: '0' });
    expect(sidebarKeyAction(open, '0', 'End')).toEqual({ type: 'focus', key: '2' });
    expect(sidebarKeyAction(open, '0', 'ArrowRight')).toEqual({ type: 'open', key: '0' });
    expect(sidebarKeyAction(open, '1', 'ArrowRight')).toEqual({ type: 'focus', key: '1.0' });
    expect(sidebarKeyAction(open, '1', 'ArrowLeft')).toEqual({ type: 'close', key: '1' });
    expect(sidebarKeyAction(open, '1.0', 'ArrowLeft')).toEqual({ type: 'focus', key: '1' });
    expect(sidebarKeyAction(open, '2', 'ArrowLeft')).toBeNull();
    expect(sidebarKeyAction(open, '2', 'ArrowRight')).toBeNull();
    expect(sidebarKeyAction(open, '2', 'x')).toBeNull();
    expect(sidebarKeyAction(open, 'missing', 'ArrowDown')).toBeNull();
  });
});
