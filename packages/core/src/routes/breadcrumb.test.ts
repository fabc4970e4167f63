import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb';
import { findMatchedChain } from './match';
import { consoleRoutes } from './route-table.fixture';

const trailFor = (path: string) => breadcrumbTrail(findMatchedChain(consoleRoutes, path));

describe('breadcrumbTrail', () => {
  it('is just the dashboard, as text, on the dashboard', () => {
    expect(trailFor('/dashboard')).toEqual([{ path: '/dashboard', title: 'Dashboard' }]);
  });

  it('starts with a HOME link to the dashboard elsewhere', () => {
    expect(trailFor('/warranty/index')).toEqual([
      { path: '/dashboard', title: 'HOME', to: '/dashboard' },
      { path: '/warranty/index', title: 'Warranties' },
    ]);
  });

  it('shows a noRedirect directory as text and the current page last', () => {
    expect(trailFor('/events/eventsManager')).toEqual([
      { path: '/dashboard', title: 'HOME', to: '/dashboard' },
      { path: '/events', title: 'Events' },
      { path: '/events/eventsManager', title: 'Event Booking Manager' },
    ]);
  });

  it('shows the own title of a hidden detail page with a parameter', () => {
    expect(trailFor('/adminConfiguration/adminWarrantyDetail/7').map((item) => item.title)).toEqual([
      'HOME',
      'Configuration',
      'Warranty Compensation Detail',
    ]);
    expect(trailFor('/warranty/detail').map((item) => item.title)).toEqual(['HOME', 'Warranty Detail']);
  });

  it('drops untitled routes and breadcrumb:false, and links through a redirect', () => {
    const trail = breadcrumbTrail([
      { path: '/', redirect: '/dashboard' },
      { path: '/settings', redirect: 'profile', meta: { title: 'Settings' } },
      { path: '/settings/internal', meta: { title: 'Internal', breadcrumb: false } },
      { path: '/settings/profile', meta: { title: 'Profile' } },
    ]);
    expect(trail).toEqual([
      { path: '/dashboard', title: 'HOME', to: '/dashboard' },
      { path: '/settings', title: 'Settings', to: '/settings/profile' },
      { path: '/settings/profile', title: 'Profile' },
    ]);
  });

  it('takes the home path and title from the options', () => {
    const trail = breadcrumbTrail([{ path: '/reports/payouts', meta: { title: 'Payouts' } }], {
      homePath: '/index',
      homeTitle: 'Home',
    });
    expect(trail[0]).toEqual({ path: '/index', title: 'Home', to: '/index' });
    expect(
      breadcrumbTrail([{ path: '/index', meta: { title: 'Home' } }], { homePath: '/index' }),
    ).toHaveLength(1);
  });

  it('is a lone HOME, as text, when nothing matched has a title', () => {
    expect(breadcrumbTrail([])).toEqual([{ path: '/dashboard', title: 'HOME' }]);
  });
});
