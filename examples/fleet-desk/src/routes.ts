import type { RouteDef } from '@console/core';
import type { ComponentType } from 'react';
import { BikeDetail } from './pages/BikeDetail';
import { BikeList } from './pages/BikeList';
import { Overview } from './pages/Overview';
import { Settings } from './pages/Settings';
import { Uploads } from './pages/Uploads';

/** A page gets its own full path: pages stay alive per tab, so the router's location may be another tab's. */
export type Page = ComponentType<{ fullPath: string }>;

/**
 * The app's route table: the menu, the tabs, the breadcrumb and the header search all come from it.
 * `icon` names one of the layout's menu icons; `affix` pins a tab; `hidden` keeps a route out of the menu.
 */
export const routes: RouteDef<Page>[] = [
  {
    path: '/dashboard',
    name: 'Overview',
    meta: { title: 'Overview', icon: 'dashboard', affix: true },
    element: Overview,
  },
  {
    path: '/bikes',
    redirect: '/bikes/index',
    children: [
      { path: 'index', name: 'Bikes', meta: { title: 'Bikes', icon: 'shop' }, element: BikeList },
      {
        path: 'detail',
        name: 'BikeDetail',
        hidden: true,
        meta: { title: 'Bike', activeMenu: '/bikes/index' },
        element: BikeDetail,
      },
    ],
  },
  { path: '/uploads', name: 'Uploads', meta: { title: 'Uploads', icon: 'document' }, element: Uploads },
  // `permissions` is the sidebar level: shown to users whose level is at most 1 (the fleet lead).
  {
    path: '/settings',
    name: 'Settings',
    permissions: 1,
    meta: { title: 'Settings', icon: 'setting' },
    element: Settings,
  },
];
