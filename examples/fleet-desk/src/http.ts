import { createHttpClient } from '@console/core';
import { createFeedbackController } from '@console/ui';
import { clearToken, readToken } from './session';

/**
 * The feedback layer, made outside React so the http client can report through it too; <FeedbackProvider
 * controller={feedback}> renders it (toasts, notifications, confirm dialogs, the loading overlay).
 */
export const feedback = createFeedbackController();

/**
 * The app's own client on its own API. It sends the token, reads the envelope, shows a refused call's
 * message through the feedback layer, and on code 401 asks whether to sign in again.
 */
export const http = createHttpClient({
  baseURL: '/fleet-api',
  getToken: readToken,
  feedback: feedback.feedback,
  onSessionExpired: () => {
    clearToken();
    window.location.assign('/fleet/login');
  },
  // The client's own strings; the defaults are the console's.
  messages: {
    sessionExpiredTitle: 'Signed out',
    sessionExpiredText: 'Your session has ended. Sign in again, or stay on this page.',
    sessionExpiredRelogin: 'Sign in again',
    sessionExpiredStay: 'Stay',
    downloading: 'Downloading…',
  },
});
