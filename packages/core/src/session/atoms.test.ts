import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { addTab, persistVisitedTabs, tabsAtom } from '../tabs';
import {
  applyLogin,
  applyUserInfo,
  cardPublicKeyAtom,
  clearSession,
  isOnsiteUserAtom,
  tokenAtom,
  userAvatarAtom,
  userIdAtom,
  userInfoAtom,
  userNameAtom,
  userPermissionsAtom,
  userRolesAtom,
} from './atoms';
import { hasStoredLogin } from './session';
import { DEFAULT_AVATAR } from './userDetails';
import { onsiteBrand, retailer } from './users.fixture';

beforeEach(() => {
  localStorage.clear();
});

describe('session store', () => {
  it('login stores the token, the login flag and user_info, and returns the landing path', () => {
    const store = createStore();
    expect(applyLogin(store, { token: 'tok-1', userInfo: retailer })).toBe('/dashboard');
    expect(localStorage.getItem('console-token')).toBe('tok-1');
    expect(localStorage.getItem('isLogin')).toBe('1');
    expect(JSON.parse(localStorage.getItem('user_info') ?? 'null')).toEqual(retailer);
    expect(hasStoredLogin()).toBe(true);
    expect(store.get(tokenAtom)).toBe('tok-1');
    expect(store.get(userIdAtom)).toBe(7);
    expect(store.get(userNameAtom)).toBe('Ada Lovelace');
    expect(store.get(userAvatarAtom)).toBe(DEFAULT_AVATAR);
    expect(store.get(userRolesAtom)).toEqual(['admin']);
    expect(store.get(userPermissionsAtom)).toEqual(['warranty:list']);
    expect(store.get(cardPublicKeyAtom)).toBe('pk_test_1');
    expect(store.get(isOnsiteUserAtom)).toBe(false);
  });

  it('login of an onsite user returns /onsite/work/flightBoard', () => {
    const store = createStore();
    expect(applyLogin(store, { token: 't', userInfo: onsiteBrand, redirect: '/warranty/index' })).toBe(
      '/onsite/work/flightBoard',
    );
    expect(store.get(isOnsiteUserAtom)).toBe(true);
    expect(store.get(userAvatarAtom)).toBe('https://cdn.example.com/a.png');
  });

  it('login refuses an open redirect', () => {
    const store = createStore();
    expect(applyLogin(store, { token: 't', userInfo: retailer, redirect: '//evil.com' })).toBe('/dashboard');
    expect(applyLogin(store, { token: 't', userInfo: retailer, redirect: 'https://evil.com' })).toBe(
      '/dashboard',
    );
  });

  it('logout clears token, roles, permissions, login flag and user_info everywhere', () => {
    const store = createStore();
    applyLogin(store, { token: 'tok-1', userInfo: retailer });
    store.set(
      tabsAtom,
      addTab(store.get(tabsAtom), {
        fullPath: '/warranty/index',
        path: '/warranty/index',
        title: 'Warranties',
      }),
    );
    persistVisitedTabs(store.get(tabsAtom));
    clearSession(store);
    expect(store.get(tabsAtom).visited).toEqual([]);
    expect(localStorage.getItem('tags-view-visited')).toBeNull();
    expect(localStorage.getItem('console-token')).toBeNull();
    expect(localStorage.getItem('isLogin')).toBeNull();
    expect(localStorage.getItem('user_info')).toBeNull();
    expect(hasStoredLogin()).toBe(false);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(store.get(userRolesAtom)).toEqual([]);
    expect(store.get(userPermissionsAtom)).toEqual([]);
    expect(store.get(userNameAtom)).toBe('');
    expect(store.get(cardPublicKeyAtom)).toBe('');
  });

  it('a new store (e.g. a new browser tab) starts from the stored session', () => {
    applyLogin(createStore(), { token: 'tok-2', userInfo: retailer });
    const fresh = createStore();
    expect(fresh.get(tokenAtom)).toBe('tok-2');
    expect(fresh.get(userInfoAtom)).toEqual(retailer);
  });

  it('applyUserInfo replaces the user info in the store and in user_info', () => {
    const store = createStore();
    applyUserInfo(store, onsiteBrand);
    expect(store.get(userNameAtom)).toBe('Bo');
    expect(JSON.parse(localStorage.getItem('user_info') ?? 'null')).toEqual(onsiteBrand);
  });

  it('starts without user info when the stored user_info is corrupt', () => {
    localStorage.setItem('user_info', '{not json');
    expect(createStore().get(userInfoAtom)).toBeNull();
    expect(createStore().get(userNameAtom)).toBe('');
  });
});
