// The strings the HTTP client shows, apart from the rest of the catalogue in messages.ts: every page calls
// the API, while most strings belong to screens loaded later.

/** The standard error catalogue (spec §8). */
export const errorCatalogue = {
  401: 'Authentication failed, unable to access system resources.',
  403: 'You do not have permission for the current operation.',
  404: 'Resource not found.',
  default: 'Unknown system error, please contact the administrator.',
} as const;

export type CatalogueCode = 401 | 403 | 404;

/** The catalogue message for a code, or the default one. */
export function catalogueMessage(code: number | string | undefined): string {
  const key = Number(code);
  return key === 401 || key === 403 || key === 404 ? errorCatalogue[key] : errorCatalogue.default;
}

/** What the HTTP client says: session expiry (spec §5), network and download failures (spec §8). */
export const httpMessages = {
  sessionExpiredRejection: 'Invalid session, or session has expired, please log in again.',
  sessionExpiredTitle: '系统提示',
  sessionExpiredText: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  sessionExpiredRelogin: '重新登录',
  sessionExpiredStay: '取消',
  networkErrorTitle: 'ERROR',
  networkErrorMessage: 'An error occurred. Please contact the administrator.',
  downloading: '正在下载数据，请稍候',
  downloadFailed: '下载文件出现错误，请联系管理员！',
} as const;
