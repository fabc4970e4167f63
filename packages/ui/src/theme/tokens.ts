import type { SideTheme } from '@console/core';

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
