import { describe, expect, it } from 'vitest';
import { decideNavigation, isPublicRoute, PUBLIC_ROUTES } from './guard';

describe('public routes', () => {
  it('are the twelve paths of spec §2', () => {
    expect(PUBLIC_ROUTES).toEqual([
      '/login',
      '/register',
      '/forgotPassword',
      '/changePassword',
      '/home',
      '/brands',
      '/retailers',
      '/login_setup',
      '/questionnaire',
      '/serviceOrderPdf',
      '/404',
      '/401',
    ]);
    for (const path of PUBLIC_ROUTES) expect(isPublicRoute(path)).toBe(true);
  });

  it('include /redirect/{path}', () => {
    expect(isPublicRoute('/redirect/warranty/index')).toBe(true);
    expect(isPublicRoute('/redirect')).toBe(false);
  });

  it('exclude app pages and look-alikes', () => {
    expect(isPublicRoute('/dashboard')).toBe(false);
    expect(isPublicRoute('/home/extra')).toBe(false);
    expect(isPublicRoute('/Login')).toBe(false);
    expect(isPublicRoute('/brands/1')).toBe(false);
  });

  it('tolerate a trailing slash', () => {
    expect(isPublicRoute('/login/')).toBe(true);
  });
});

describe('decideNavigation', () => {
  const signedIn = { hasLoginFlag: true, hasToken: true, routesLoaded: true };
  const anonymous = { hasLoginFlag: false, hasToken: false, routesLoaded: false };

  it('always allows the login route', () => {
    expect(decideNavigation({ path: '/login', ...anonymous })).toEqual({ action: 'allow' });
    expect(decideNavigation({ path: '/login', ...signedIn })).toEqual({ action: 'allow' });
  });

  it('allows public routes without a session', () => {
    expect(decideNavigation({ path: '/questionnaire', ...anonymous })).toEqual({ action: 'allow' });
    expect(decideNavigation({ path: '/redirect/warranty/index', ...anonymous })).toEqual({ action: 'allow' });
  });

  it('sends a visitor without login flag and token to /home, remembering the page', () => {
    expect(
      decideNavigation({ path: '/warranty/detail', fullPath: '/warranty/detail?id=12&tab=2', ...anonymous }),
    ).toEqual({ action: 'redirect', to: '/home?redirect=%2Fwarranty%2Fdetail%3Fid%3D12%26tab%3D2' });
    expect(decideNavigation({ path: '/dashboard', ...anonymous })).toEqual({
      action: 'redirect',
      to: '/home?redirect=%2Fdashboard',
    });
    expect(decideNavigation({ path: '/', ...anonymous })).toEqual({ action: 'redirect', to: '/home' });
  });

  it('needs both the flag and the token', () => {
    const flagOnly = { hasLoginFlag: true, hasToken: false, routesLoaded: true };
    const tokenOnly = { hasLoginFlag: false, hasToken: true, routesLoaded: true };
    expect(decideNavigation({ path: '/dashboard', ...flagOnly })).toMatchObject({ action: 'redirect' });
    expect(decideNavigation({ path: '/dashboard', ...tokenOnly })).toMatchObject({ action: 'redirect' });
    expect(decideNavigation({ path: '/dashboard', ...flagOnly })).toHaveProperty(
      'to',
      '/home?redirect=%2Fdashboard',
    );
  });

  it('loads routes once, then allows', () => {
    expect(decideNavigation({ path: '/dashboard', ...signedIn, routesLoaded: false })).toEqual({
      action: 'load-routes',
    });
    expect(decideNavigation({ path: '/dashboard', ...signedIn })).toEqual({ action: 'allow' });
  });

  it('sends unknown paths to /404 and other user types’ pages to /401 once routes are loaded', () => {
    expect(decideNavigation({ path: '/nope', ...signedIn, access: 'not-found' })).toEqual({
      action: 'redirect',
      to: '/404',
    });
    expect(decideNavigation({ path: '/events/detail', ...signedIn, access: 'forbidden' })).toEqual({
      action: 'redirect',
      to: '/401',
    });
    expect(decideNavigation({ path: '/dashboard', ...signedIn, access: 'ok' })).toEqual({ action: 'allow' });
  });
});
