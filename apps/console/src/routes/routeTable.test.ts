// The sidebar rule of spec §6 on the console's own route table, for every company and admin role: entries
// with a permissions number show only for roles up to it (the API refuses the calls behind them alike).
import { buildMenu, type RouteDef, routeAccess } from '@console/core';
import { describe, expect, it } from 'vitest';
import { accessFor } from './access';
import { routeTable, STANDALONE_PATHS } from './routeTable';

/** Every entry title of the sidebar, at every depth. */
function titles(routes: readonly RouteDef<unknown>[]): string[] {
  return routes.flatMap((route) => [
    ...(route.meta?.title ? [route.meta.title] : []),
    ...titles(route.children ?? []),
  ]);
}

const menuOf = (userType: number, userRole: number) => titles(buildMenu(routeTable, { userType, userRole }));

describe('the sidebar by company and admin role', () => {
  it('shows Warranty Compensation and Developer to brand owners only', () => {
    expect(menuOf(1, 1)).toEqual(expect.arrayContaining(['Warranty Compensation', 'Developer', 'Employees']));
    for (const role of [2, 3]) {
      const menu = menuOf(1, role);
      expect(menu).not.toContain('Warranty Compensation');
      expect(menu).not.toContain('Developer');
      expect(menu).toEqual(expect.arrayContaining(['Employees', 'Products', 'Fulfillment Type']));
    }
  });

  it('gives a retailer of every role the same menu: it has no permission-1 entries', () => {
    expect(menuOf(2, 3)).toEqual(menuOf(2, 1));
    expect(menuOf(2, 3)).toContain('Employees');
  });

  it('shows Amount list to super admins and finance, not to support', () => {
    expect(menuOf(3, 1)).toContain('Amount list');
    expect(menuOf(3, 2)).toContain('Amount list');
    expect(menuOf(3, 3)).not.toContain('Amount list');
    expect(menuOf(3, 3)).toContain('Users');
  });

  it('opens Payment logs (hidden, under Amount list) to every admin, the Amount list to super admins and finance', () => {
    for (const role of [1, 2, 3]) {
      expect(routeAccess(routeTable, '/amount/payLogs', 3, role)).toBe('ok');
      expect(menuOf(3, role)).not.toContain('Payment logs');
    }
    expect(routeAccess(routeTable, '/amount/index', 3, 2)).toBe('ok');
    expect(routeAccess(routeTable, '/amount/index', 3, 3)).toBe('forbidden');
    expect(routeAccess(routeTable, '/amount/payLogs', 1, 1)).toBe('forbidden');
  });
});

describe('the onsite pages', () => {
  const onsiteBrand = { id: 1, user_type: 1, user_role: 3, brands_info: { onsite_available: 1 } };
  const plainBrand = { id: 2, user_type: 1, user_role: 1, brands_info: { onsite_available: 0 } };
  const retailer = { id: 3, user_type: 2, user_role: 1 };

  it('open the board and the kiosk (a page without the sidebar) to brands with onsite service only', () => {
    for (const path of ['/onsite/work/flightBoard', '/onsite/kiosk']) {
      expect(accessFor(path, onsiteBrand)).toBe('ok');
      expect(accessFor(path, plainBrand)).toBe('forbidden');
      expect(accessFor(path, retailer)).toBe('forbidden');
    }
    expect(STANDALONE_PATHS).toContain('/onsite/kiosk');
    expect(accessFor('/user/profile', retailer)).toBe('ok');
  });
});
