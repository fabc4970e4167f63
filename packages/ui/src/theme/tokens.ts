import type { ComponentSize, SideTheme } from '@console/core';

/**
 * Design tokens. Components read them as CSS variables (`vars.text` is `var(--console-text)`), so the theme
 * colour and the size set once on :root by <ThemeStyle> drive the whole UI, portals included.
 */
const v = (name: string) => `var(--console-${name})` as const;

export const vars = {
  primary: v('primary'),
  /** The theme colour darkened until white text on it (and it as text on white) reads at 4.5:1. */
  primaryReadable: v('primary-readable'),
  primaryLight1: v('primary-light-1'),
  primaryLight3: v('primary-light-3'),
  primaryLight5: v('primary-light-5'),
  primaryLight7: v('primary-light-7'),
  primaryLight8: v('primary-light-8'),
  primaryLight9: v('primary-light-9'),
  primaryDark1: v('primary-dark-1'),
  primaryDark2: v('primary-dark-2'),

  text: v('text'),
  textRegular: v('text-regular'),
  textSecondary: v('text-secondary'),
  textPlaceholder: v('text-placeholder'),
  border: v('border'),
  borderLight: v('border-light'),
  background: v('background'),
  surface: v('surface'),
  fill: v('fill'),
  disabledBackground: v('disabled-background'),
  disabledText: v('disabled-text'),

  success: v('success'),
  successText: v('success-text'),
  successLight: v('success-light'),
  warning: v('warning'),
  warningText: v('warning-text'),
  warningLight: v('warning-light'),
  danger: v('danger'),
  dangerText: v('danger-text'),
  dangerLight: v('danger-light'),
  info: v('info'),
  infoText: v('info-text'),
  infoLight: v('info-light'),

  radius: v('radius'),
  fontFamily: v('font-family'),
  fontSize: v('font-size'),
  controlHeight: v('control-height'),
  controlFontSize: v('control-font-size'),
  controlPaddingX: v('control-padding-x'),
  shadow: v('shadow'),
  shadowLight: v('shadow-light'),
  focusRing: v('focus-ring'),

  sidebarWidth: v('sidebar-width'),
  sidebarCollapsedWidth: v('sidebar-collapsed-width'),
  navbarHeight: v('navbar-height'),
  tagsHeight: v('tags-height'),

  zSidebar: v('z-sidebar'),
  zHeader: v('z-header'),
  zDrawer: v('z-drawer'),
  zPopover: v('z-popover'),
  zMessage: v('z-message'),
  zLoading: v('z-loading'),
} as const;

/** Static values behind the variables that do not depend on the theme colour or the size. */
export const staticTokens = {
  text: '#303133',
  'text-regular': '#4f5257',
  // Element's #909399 reads at 3:1 on white; this grey keeps the look and passes 4.5:1.
  'text-secondary': '#6b6f76',
  'text-placeholder': '#6b6f76',
  border: '#dcdfe6',
  'border-light': '#e4e7ed',
  background: '#f0f2f5',
  surface: '#ffffff',
  fill: '#f5f7fa',
  'disabled-background': '#f5f7fa',
  'disabled-text': '#6b6f76',
  success: '#67c23a',
  'success-text': '#3a7d1c',
  'success-light': '#f0f9eb',
  warning: '#e6a23c',
  'warning-text': '#8a5a0f',
  'warning-light': '#fdf6ec',
  danger: '#f56c6c',
  'danger-text': '#c0392b',
  'danger-light': '#fef0f0',
  info: '#909399',
  'info-text': '#5b5e63',
  'info-light': '#f4f4f5',
  radius: '4px',
  'font-family':
    '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", Arial, sans-serif',
  'font-size': '14px',
  shadow: '0 2px 12px 0 rgba(0, 0, 0, 0.1)',
  'shadow-light': '0 1px 4px rgba(0, 21, 41, 0.08)',
  'sidebar-width': '250px',
  'sidebar-collapsed-width': '54px',
  'navbar-height': '50px',
  'tags-height': '34px',
  'z-sidebar': '1001',
  'z-header': '9',
  'z-drawer': '2000',
  'z-popover': '3000',
  'z-message': '4000',
  'z-loading': '5000',
} as const;

/** Control metrics per size (the size selector of the top bar switches them for the whole UI). */
export const sizeTokens: Record<ComponentSize, { height: string; fontSize: string; paddingX: string }> = {
  default: { height: '40px', fontSize: '14px', paddingX: '15px' },
  medium: { height: '36px', fontSize: '14px', paddingX: '15px' },
  small: { height: '32px', fontSize: '13px', paddingX: '12px' },
  mini: { height: '28px', fontSize: '12px', paddingX: '10px' },
};

/** Sidebar colours (spec §9: a blue background and a lighter sub-menu blue for the dark theme). */
export const sidebarThemes: Record<
  SideTheme,
  { background: string; submenuBackground: string; hoverBackground: string; text: string; logoText: string }
> = {
  'theme-dark': {
    background: '#1f3a68',
    submenuBackground: '#2a4b82',
    hoverBackground: '#17305a',
    text: '#e4e9f2',
    logoText: '#ffffff',
  },
  'theme-light': {
    background: '#ffffff',
    submenuBackground: '#f4f6fa',
    hoverBackground: '#ecf2fb',
    text: '#303133',
    logoText: '#303133',
  },
};
