// The links customers get by e-mail. Booking pages are served by the API outside the console (`/book/…`),
// on the same origin as the console; the questionnaire is a public page of the console.

/** An absolute link to a booking page: `/book/7/test-ride` or `/book/manage?sign=…`. */
export function bookingPageUrl(consoleUrl: string, path: string): string {
  return `${new URL(consoleUrl).origin}/book/${path.replace(/^\/+/, '')}`;
}

/** The customer's manage link (cancel, reschedule) for a booking's token. */
export function manageUrl(consoleUrl: string, token: string): string {
  return bookingPageUrl(consoleUrl, `manage?sign=${encodeURIComponent(token)}`);
}

/** The follow-up questionnaire's link (the console's public `/questionnaire` page). */
export function questionnaireUrl(consoleUrl: string, token: string): string {
  return `${consoleUrl}/questionnaire?sign=${encodeURIComponent(token)}`;
}
