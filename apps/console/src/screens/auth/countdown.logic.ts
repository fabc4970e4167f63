/** How long the "Send code" button waits before it may ask again (the API allows one code a minute). */
export const CODE_RESEND_SECONDS = 60;

/** Whole seconds left until `deadline` (ms since epoch), never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The code button's label: counting down after a send, then offering to send again. */
export function codeButtonLabel(remaining: number, sent: boolean): string {
  if (remaining > 0) return `Resend in ${remaining} s`;
  return sent ? 'Resend code' : 'Send code';
}
