// Shared steps of this module's tests.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/testApp.ts';

let calls = 0;

/**
 * Sends a request from a new client address each time, so the per-address rate limits (in memory, counted
 * per app) stay out of the tests that are not about them.
 */
export function send(t: TestApp, options: InjectOptions): Promise<LightMyRequestResponse> {
  calls += 1;
  const remoteAddress = `10.0.${Math.floor(calls / 250)}.${(calls % 250) + 1}`;
  return t.app.inject({ remoteAddress, ...options });
}

/** Asks for an e-mail code and reads it from the newest e-mail to the address. */
export async function requestCode(t: TestApp, email: string, purpose: 'register' | 'reset'): Promise<string> {
  const response = await send(t, {
    method: 'POST',
    url: '/api/bee/sendCaptchaToEmail',
    payload: { email, purpose },
  });
  if (response.statusCode !== 200) throw new Error(`no code for ${email}: ${response.body}`);
  const code = /\b(\d{6})\b/.exec((await t.lastMail(email))?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the e-mail to ${email}`);
  return code;
}

/** A code that is not `code` (for wrong guesses). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
