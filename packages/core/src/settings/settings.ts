import { atomWithLazy } from 'jotai/vanilla/utils';
import { DEFAULT_THEME } from '../constants';
import { localJson } from '../storage';
import { isThemeColor } from './theme';

export type SideTheme = 'theme-dark' | 'theme-light';

export interface LayoutSettings {
  /** Theme colour, #rgb or #rrggbb. */
  theme: string;
  sideTheme: SideTheme;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  /** Whether the settings drawer entry is offered: a deployment choice, never read from storage. */
  showSettings: boolean;
  /** Environments where errors are logged: a deployment choice, never read from storage. */
  errorLog: string;
}

/** Defaults of spec §3. */
export const DEFAULT_LAYOUT_SETTINGS: Readonly<LayoutSettings> = {
  theme: DEFAULT_THEME,
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  showSettings: false,
  errorLog: 'production',
};

export const LAYOUT_SETTINGS_KEY = 'layout-setting';

type StoredLayoutKey = Exclude<keyof LayoutSettings, 'showSettings' | 'errorLog'>;

/** The settings a user changes in the drawer: the only ones saved and read back. */
export const STORED_LAYOUT_SETTING_KEYS: readonly StoredLayoutKey[] = [
  'theme',
  'sideTheme',
  'topNav',
  'tagsView',
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
];

const isValidSetting: { [K in StoredLayoutKey]: (value: unknown) => value is LayoutSettings[K] } = {
  theme: isThemeColor,
  sideTheme: (value): value is SideTheme => value === 'theme-dark' || value === 'theme-light',
  topNav: isBoolean,
  tagsView: isBoolean,
  fixedHeader: isBoolean,
  sidebarLogo: isBoolean,
  dynamicTitle: isBoolean,
};

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/**
 * The saved settings over the defaults, key by key: a missing or mistyped value takes its default, and a
 * corrupt `layout-setting` gives the defaults (the template failed to boot on it).
 */
export function readLayoutSettings(): LayoutSettings {
  const stored = localJson.getJSON<unknown>(LAYOUT_SETTINGS_KEY);
  const settings: LayoutSettings = { ...DEFAULT_LAYOUT_SETTINGS };
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return settings;
  const record = stored as Record<string, unknown>;
  for (const key of STORED_LAYOUT_SETTING_KEYS) {
    const value = record[key];
    if (isValidSetting[key](value)) Object.assign(settings, { [key]: value });
  }
  return settings;
}

/** Saves the user-set keys as JSON under `layout-setting`. */
export function saveLayoutSettings(settings: LayoutSettings): void {
  const stored: Partial<LayoutSettings> = {};
  for (const key of STORED_LAYOUT_SETTING_KEYS) Object.assign(stored, { [key]: settings[key] });
  localJson.setJSON(LAYOUT_SETTINGS_KEY, stored);
}

/** Forgets the saved settings and reloads the page, which then starts from the defaults. */
export function resetLayoutSettings(reload: () => void = () => window.location.reload()): void {
  localJson.remove(LAYOUT_SETTINGS_KEY);
  reload();
}

/**
 * The live settings: changes apply at once and are persisted only by `saveLayoutSettings` ("saving stores
 * them locally", spec §4). Read from storage the first time a store needs them.
 */
export const layoutSettingsAtom = atomWithLazy<LayoutSettings>(readLayoutSettings);
