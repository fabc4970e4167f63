import { beforeEach, describe, expect, it } from 'vitest';
import {
  hasStoredLogin,
  isOnsiteUser,
  landingPathAfterLogin,
  readStoredSession,
  safeRedirectPath,
} from './session';
import { DEFAULT_AVATAR, resolveAvatarUrl, userDisplayName } from './userDetails';
import { onsiteBrand, retailer } from './users.fixture';

beforeEach(() => {
  localStorage.clear();
});

describe('pure session rules', () => {
  it('an onsite user is a brand user (type 1) whose brand has onsite_available', () => {
    expect(isOnsiteUser(onsiteBrand)).toBe(true);
    expect(isOnsiteUser({ ...onsiteBrand, brands_info: { onsite_available: true } })).toBe(true);
    expect(isOnsiteUser({ ...onsiteBrand, brands_info: { onsite_available: 0 } })).toBe(false);
    expect(isOnsiteUser({ ...onsiteBrand, brands_info: { onsite_available: '0' } })).toBe(false);
    expect(isOnsiteUser({ ...onsiteBrand, brands_info: null })).toBe(false);
    expect(isOnsiteUser({ ...onsiteBrand, user_type: 2 })).toBe(false);
    expect(isOnsiteUser(null)).toBe(false);
  });

  it('lands onsite users on the flight board, whatever the redirect', () => {
    expect(landingPathAfterLogin(onsiteBrand)).toBe('/onsite/work/flightBoard');
    expect(landingPathAfterLogin(onsiteBrand, '/warranty/index')).toBe('/onsite/work/flightBoard');
  });

  it('lands others on a same-app redirect, else /dashboard', () => {
    expect(landingPathAfterLogin(retailer)).toBe('/dashboard');
    expect(landingPathAfterLogin(retailer, '/warranty/detail?id=1')).toBe('/warranty/detail?id=1');
  });

  it('refuses open redirects', () => {
    for (const bad of ['//evil.com', 'https://evil.com', '/\\evil.com', '/\t/evil.com', 'evil.com', '']) {
      expect(safeRedirectPath(bad)).toBeNull();
      expect(landingPathAfterLogin(retailer, bad)).toBe('/dashboard');
    }
  });

  it('does not send a signed-in user back to a public page', () => {
    expect(landingPathAfterLogin(retailer, '/login')).toBe('/dashboard');
    expect(landingPathAfterLogin(retailer, '/home?redirect=%2Fx')).toBe('/dashboard');
    expect(landingPathAfterLogin(retailer, '/redirect/warranty/index')).toBe('/dashboard');
  });

  it('joins and trims the name', () => {
    expect(userDisplayName(retailer)).toBe('Ada Lovelace');
    expect(userDisplayName(onsiteBrand)).toBe('Bo');
    expect(userDisplayName(null)).toBe('');
  });

  it('uses the default avatar when empty and keeps usable URLs as they are', () => {
    expect(DEFAULT_AVATAR.startsWith('data:image/svg+xml,')).toBe(true);
    expect(resolveAvatarUrl('')).toBe(DEFAULT_AVATAR);
    expect(resolveAvatarUrl('  ')).toBe(DEFAULT_AVATAR);
    expect(resolveAvatarUrl(null)).toBe(DEFAULT_AVATAR);
    expect(resolveAvatarUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(resolveAvatarUrl('http://cdn.example.com/a.png')).toBe('http://cdn.example.com/a.png');
    expect(resolveAvatarUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(resolveAvatarUrl('/profile/a.png')).toBe('/profile/a.png');
    expect(resolveAvatarUrl('profile/a.png')).toBe('/api/profile/a.png');
  });
});

describe('stored session', () => {
  it('hasStoredLogin needs both the flag and the token', () => {
    localStorage.setItem('isLogin', '1');
    expect(hasStoredLogin()).toBe(false);
    localStorage.removeItem('isLogin');
    localStorage.setItem('console-token', 'tok');
    expect(hasStoredLogin()).toBe(false);
    localStorage.setItem('isLogin', '1');
    expect(hasStoredLogin()).toBe(true);
  });

  it('reads corrupt user_info as absent without throwing', () => {
    localStorage.setItem('console-token', 'tok');
    for (const corrupt of ['{not json', '"text"', '[1,2]', 'null', '{"first_name":"no id"}']) {
      localStorage.setItem('user_info', corrupt);
      expect(readStoredSession()).toEqual({ token: 'tok', userInfo: null, loginFlag: false });
    }
  });
});
