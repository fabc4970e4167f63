import { httpFailureMessages } from './httpFailureMessages';

// The strings the HTTP client shows, apart from the rest of the catalogue in messages.ts: every page calls
// the API, while most strings belong to screens loaded later.

/** What the HTTP client says: session expiry (spec §5), network and download failures (spec §8). */
export const httpMessages = {
  sessionExpiredRejection: 'Invalid session, or session has expired, please log in again.',
  sessionExpiredTitle: '系统提示',
  sessionExpiredText: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  sessionExpiredRelogin: '重新登录',
  sessionExpiredStay: '取消',
  ...httpFailureMessages,
  downloading: '正在下载数据，请稍候',
} as const;
