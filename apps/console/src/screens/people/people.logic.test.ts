import { describe, expect, it } from 'vitest';
import { employees } from './people.fixtures';
import { editRefusal, personActions, roleName, roleRefusal, userActions } from './people.logic';

const [rita, rosa, ivan, casey, logan] = employees as [
  (typeof employees)[0],
  (typeof employees)[0],
  (typeof employees)[0],
  (typeof employees)[0],
  (typeof employees)[0],
];
const owner = { userId: 5, role: 1 };
const manager = { userId: 6, role: 2 };
const staff = { userId: 9, role: 3 };

describe('what a viewer may do to a person', () => {
  it('gives owners and managers the actions each status has, never on themselves or (managers) an owner', () => {
    expect(personActions(owner, ivan)).toEqual(['edit', 'resend', 'revoke', 'deactivate']);
    expect(personActions(owner, logan)).toEqual(['edit', 'reactivate']);
    expect(personActions(owner, rita)).toEqual(['edit']);
    expect(personActions(manager, rita)).toEqual([]);
    expect(personActions(manager, casey)).toEqual(['edit', 'deactivate']);
    expect(personActions(staff, casey)).toEqual([]);
  });

  it('says why the form or its role are locked', () => {
    expect(editRefusal(staff, null)).toBe("Only the company's owner or a manager can change people.");
    expect(editRefusal(manager, rita)).toBe('Only an owner can change or deactivate another owner.');
    expect(editRefusal(manager, rosa)).toBeNull();
    expect(roleRefusal(owner, rosa)).toBeNull();
    expect(roleRefusal(manager, rosa)).toBe("Only the company's owner can change roles.");
    expect(roleRefusal(manager, casey)).toBe(
      "New logins get the staff role; only the company's owner can give another.",
    );
  });
});

describe("an admin's actions on a user", () => {
  const user = { id: 20, userType: 2, role: 3 };
  it('lets super admins and finance switch users, any admin resend or reset, nobody act on themselves', () => {
    expect(userActions({ userId: 1, role: 1 }, { ...user, status: 'active' })).toEqual([
      'resetPassword',
      'deactivate',
    ]);
    expect(userActions({ userId: 1, role: 3 }, { ...user, status: 'invited' })).toEqual(['resendInvitation']);
    expect(userActions({ userId: 1, role: 2 }, { ...user, status: 'deactivated' })).toEqual(['reactivate']);
    expect(userActions({ userId: 1, role: 2 }, { id: 2, userType: 3, role: 1, status: 'active' })).toEqual([
      'resetPassword',
    ]);
    expect(userActions({ userId: 20, role: 1 }, { ...user, status: 'active' })).toEqual([]);
  });

  it('names roles by the user type', () => {
    expect(roleName(3, 2)).toBe('Finance');
    expect(roleName(2, 2)).toBe('Manager');
  });
});
