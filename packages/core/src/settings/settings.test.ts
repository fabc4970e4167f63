import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LAYOUT_SETTINGS,
  layoutSettingsAtom,
  readLayoutSettings,
  resetLayoutSettings,
  saveLayoutSettings,
} from './settings';

beforeEach(() => {
  localStorage.clear();
});

describe('layout settings', () => {
  it('has the defaults of the spec table', () => {
    expect(DEFAULT_LAYOUT_SETTINGS).toEqual({
      theme: '#409EFF',
      sideTheme: 'theme-dark',
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
      showSettings: false,
      errorLog: 'production',
    });
    expect(readLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('reads corrupt layout-setting JSON as the defaults without throwing', () => {
    for (const corrupt of ['{"theme":', 'null', '[]', '"x"', '42']) {
      localStorage.setItem('layout-setting', corrupt);
      expect(() => readLayoutSettings()).not.toThrow();
      expect(readLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS);
    }
  });

  it('takes each stored value of the right type and defaults the rest', () => {
    localStorage.setItem(
      'layout-setting',
      JSON.stringify({
        theme: '#11a983',
        sideTheme: 'theme-light',
        topNav: true,
        tagsView: 'no',
        fixedHeader: 1,
        dynamicTitle: true,
        showSettings: true,
        errorLog: 'never',
      }),
    );
    expect(readLayoutSettings()).toEqual({
      ...DEFAULT_LAYOUT_SETTINGS,
      theme: '#11a983',
      sideTheme: 'theme-light',
      topNav: true,
      dynamicTitle: true,
    });
  });

  it('rejects an unknown side theme and an invalid colour', () => {
    localStorage.setItem('layout-setting', JSON.stringify({ theme: 'blue', sideTheme: 'theme-pink' }));
    expect(readLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('saves the user-set keys as JSON under layout-setting', () => {
    saveLayoutSettings({ ...DEFAULT_LAYOUT_SETTINGS, theme: '#f5222d', fixedHeader: true });
    expect(JSON.parse(localStorage.getItem('layout-setting') ?? 'null')).toEqual({
      theme: '#f5222d',
      sideTheme: 'theme-dark',
      topNav: false,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: false,
    });
    expect(readLayoutSettings()).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, theme: '#f5222d', fixedHeader: true });
  });

  it('reset removes layout-setting, then reloads', () => {
    saveLayoutSettings(DEFAULT_LAYOUT_SETTINGS);
    const reload = vi.fn(() => {
      expect(localStorage.getItem('layout-setting')).toBeNull();
    });
    resetLayoutSettings(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('layout-setting')).toBeNull();
  });

  it('applies live changes in the atom and persists nothing until saved', () => {
    localStorage.setItem('layout-setting', JSON.stringify({ topNav: true }));
    const store = createStore();
    expect(store.get(layoutSettingsAtom).topNav).toBe(true);
    store.set(layoutSettingsAtom, (s) => ({ ...s, tagsView: false }));
    expect(store.get(layoutSettingsAtom).tagsView).toBe(false);
    expect(JSON.parse(localStorage.getItem('layout-setting') ?? 'null')).toEqual({ topNav: true });
    saveLayoutSettings(store.get(layoutSettingsAtom));
    expect(createStore().get(layoutSettingsAtom)).toEqual({
      ...DEFAULT_LAYOUT_SETTINGS,
      topNav: true,
      tagsView: false,
    });
  });
});
