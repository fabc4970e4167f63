import type { ComponentSize } from '@console/core';

// The values behind the theme's variables, apart from `vars`: <ThemeStyle> needs only these, and it is on
// every page, the sign-in page included.

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
