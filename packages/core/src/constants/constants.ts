/** Business constants and limits of spec §9. */

export const ROUTER_BASE = '/ec/';
export const API_BASE = '/api';

export const REQUEST_TIMEOUT_MS = 60_000;
export const CAPTCHA_TIMEOUT_MS = 20_000;

export const PAGINATION = {
  page: 1,
  limit: 20,
  pageSizes: [10, 20, 30, 50] as readonly number[],
  pagerCount: 7,
  pagerCountMobile: 5,
  layout: 'total, sizes, prev, pager, next, jumper',
  scrollDurationMs: 800,
} as const;

export const UPLOAD_LIMITS = {
  fileCount: 5,
  fileSizeMb: 5,
  fileTypes: ['doc', 'xls', 'ppt', 'txt', 'pdf'] as readonly string[],
  imageCount: 5,
  imageSizeMb: 5,
  imageTypes: ['png', 'jpg', 'jpeg'] as readonly string[],
  editorImageSizeMb: 5,
  editorImageMimeTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/svg'] as readonly string[],
} as const;

export const LAYOUT = {
  mobileBreakpoint: 992,
  sidebarWidth: 250,
  settingsDrawerWidth: 280,
  topNavItemWidth: 85,
  tagMenuWidth: 105,
  tagScrollMargin: 4,
  defaultSize: 'medium',
} as const;

export const SEARCH = {
  threshold: 0.4,
  titleWeight: 0.7,
  pathWeight: 0.3,
} as const;

export const DEFAULT_THEME = '#409EFF';

export const ROLE = {
  brand: 1,
  retailer: 2,
  admin: 3,
} as const;

export type UserType = (typeof ROLE)[keyof typeof ROLE];
