import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies';
import { createJsonStorage, localJson, sessionJson } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('JSON storage wrappers (spec §9)', () => {
  it('stores JSON in local and session storage', () => {
    localJson.setJSON('layout-setting', { theme: '#409EFF' });
    sessionJson.setJSON('draft', [1, 2]);
    expect(localStorage.getItem('layout-setting')).toBe('{"theme":"#409EFF"}');
    expect(localJson.getJSON('layout-setting')).toEqual({ theme: '#409EFF' });
    expect(sessionJson.getJSON('draft')).toEqual([1, 2]);
  });

  it('reads corrupt JSON as null instead of throwing', () => {
    localStorage.setItem('layout-setting', '{broken');
    expect(localJson.getJSON('layout-setting')).toBeNull();
  });

  it('skips null and undefined values and removes keys', () => {
    localJson.set('a', null);
    localJson.setJSON('b', undefined);
    expect(localStorage.length).toBe(0);
    localJson.set('c', 'x');
    expect(localJson.get('c')).toBe('x');
    localJson.remove('c');
    expect(localJson.get('c')).toBeNull();
  });

  it('behaves as empty when storage is unavailable', () => {
    const none = createJsonStorage(() => undefined);
    none.setJSON('k', 1);
    expect(none.getJSON('k')).toBeNull();
    const throwing = createJsonStorage(() => {
      throw new Error('denied');
    });
    expect(throwing.get('k')).toBeNull();
  });
});

describe('cookies', () => {
  it('sets, reads and removes a cookie', () => {
    setCookie('sidebarStatus', '1');
    expect(getCookie('sidebarStatus')).toBe('1');
    removeCookie('sidebarStatus');
    expect(getCookie('sidebarStatus')).toBeUndefined();
  });
});
