import type { UserInfo } from '@console/core';
import { describe, expect, it } from 'vitest';
import { timezoneLabel } from '../../shared/display.logic';
import { avatarChange, profileFacts } from './profile.logic';

const retailer: UserInfo = {
  id: 7,
  first_name: 'Ada',
  last_name: ' Lovelace ',
  email: 'ada@bayareabikes.example',
  avatar: '/api/public/avatar/0b8a9c62-5d1e-4f7a-9b3c-2d4e6f8a0b1c.png',
  user_type: 2,
  user_role: 1,
  company_name: 'Bay Area Bikes',
  timezone: 'America/Los_Angeles',
};

describe('profileFacts', () => {
  it('reads what the profile shows from the user info', () => {
    expect(profileFacts(retailer)).toEqual({
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@bayareabikes.example',
      company: 'Bay Area Bikes',
      userType: 'Retailer',
      timezone: 'Pacific (America/Los_Angeles)',
      avatar: '/api/public/avatar/0b8a9c62-5d1e-4f7a-9b3c-2d4e6f8a0b1c.png',
    });
  });

  it('names every user type, and leaves out what the info does not hold', () => {
    expect(profileFacts({ id: 1, user_type: 1 }).userType).toBe('Brand');
    expect(profileFacts({ id: 1, user_type: 3 }).userType).toBe('Platform admin');
    expect(profileFacts({ id: 1, user_type: 9, avatar: '' })).toEqual({
      name: '',
      firstName: '',
      lastName: '',
      email: null,
      company: null,
      userType: null,
      timezone: null,
      avatar: null,
    });
  });

  it('shows a time zone outside the list by its IANA name', () => {
    expect(timezoneLabel('Europe/Berlin')).toBe('Europe/Berlin');
    expect(timezoneLabel('Pacific/Honolulu')).toBe('Hawaii-Aleutian Islands (Pacific/Honolulu)');
  });
});

describe('avatarChange', () => {
  const stored = '/api/public/avatar/0b8a9c62-5d1e-4f7a-9b3c-2d4e6f8a0b1c.png';
  const upload = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f.jpg';

  it('leaves the avatar out while it is unchanged', () => {
    expect(avatarChange(stored, [stored])).toBeUndefined();
    expect(avatarChange(null, [])).toBeUndefined();
  });

  it('sends null when the avatar was removed, and the new file name after an upload', () => {
    expect(avatarChange(stored, [])).toBeNull();
    expect(avatarChange(stored, [upload])).toBe(upload);
    expect(avatarChange(null, [upload])).toBe(upload);
  });
});
