import { describe, expect, it } from 'vitest';
import { ROLE } from '../constants';
import { allowsUserType, canAccessRoute, passesPermissionLevel } from './levels';

describe('passesPermissionLevel (sidebar rule: role < permissions + 1)', () => {
  it.each([
    [1, 1, true],
    [2, 1, false],
    [2, 2, true],
    [3, 2, false],
    [1, 2, true],
    [3, 3, true],
  ])('role %i with permissions %i → %s', (role, permissions, shown) => {
    expect(passesPermissionLevel(role, permissions)).toBe(shown);
  });

  it('an entry without a permissions number is shown to every role', () => {
    expect(passesPermissionLevel(3)).toBe(true);
    expect(passesPermissionLevel(undefined)).toBe(true);
  });

  it('an unknown role fails an entry that has a permissions number', () => {
    expect(passesPermissionLevel(undefined, 2)).toBe(false);
    expect(passesPermissionLevel(null, 2)).toBe(false);
  });
});

describe('allowsUserType', () => {
  const retailerOnly = { userTypes: [ROLE.retailer] };

  it('a route listing user types is limited to them', () => {
    expect(allowsUserType(retailerOnly, 2)).toBe(true);
    expect(allowsUserType(retailerOnly, 1)).toBe(false);
    expect(allowsUserType(retailerOnly, 3)).toBe(false);
    expect(allowsUserType(retailerOnly, undefined)).toBe(false);
    expect(allowsUserType({ userTypes: [1, 2] }, 1)).toBe(true);
  });

  it('a route without a list, or with an empty one, is open to all', () => {
    expect(allowsUserType({}, 3)).toBe(true);
    expect(allowsUserType({ userTypes: [] }, 1)).toBe(true);
    expect(allowsUserType({}, undefined)).toBe(true);
  });
});

describe('canAccessRoute', () => {
  it('gives the reason of a refusal', () => {
    const brandLevel1 = { userTypes: [1], permissions: 1 };
    expect(canAccessRoute(brandLevel1, { userType: 1, userRole: 1 })).toEqual({ can: true });
    expect(canAccessRoute(brandLevel1, { userType: 2, userRole: 1 })).toEqual({
      can: false,
      reason: 'user-type',
    });
    expect(canAccessRoute(brandLevel1, { userType: 1, userRole: 2 })).toEqual({
      can: false,
      reason: 'permission-level',
    });
  });
});
