export {
  DEFAULT_LAYOUT_SETTINGS,
  LAYOUT_SETTINGS_KEY,
  type LayoutSettings,
  layoutSettingsAtom,
  readLayoutSettings,
  resetLayoutSettings,
  type SideTheme,
  STORED_LAYOUT_SETTING_KEYS,
  saveLayoutSettings,
} from './settings';
export {
  contrastRatio,
  isThemeColor,
  readableThemeColor,
  THEME_PRESETS,
  type ThemePalette,
  themePalette,
} from './theme';
