import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Console#2026';
export const DEMO = {
  admin: 'admin@console.test',
  brand: 'brand@console.test',
  onsite: 'onsite@console.test',
  retailer: 'retailer@console.test',
} as const;

/** Signs in through the API and stores the session the way the login page does (for tests about the shell). */
export async function signInDirect(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/bee/loginBee', { data: { email, password: DEMO_PASSWORD } });
  const { token, userInfo } = (await response.json()).data;
  await page.goto('/ec/home');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('console-token', t);
      localStorage.setItem('isLogin', '1');
      localStorage.setItem('user_info', u);
    },
    [token, JSON.stringify(userInfo)] as const,
  );
  return token;
}

/** The sidebar's top-level entries, in order. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.waitFor();
  const entries = await nav.locator(':scope > ul > li > a, :scope > ul > li > button').allInnerTexts();
  return entries.map((entry) => entry.trim());
}

/** A session token of a demo user, for the set-up calls a test makes through the API. */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/bee/loginBee', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.token;
}

/** One API call as `token`; its envelope's data. Writes carry an Idempotency-Key, as the console sends one. */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    data,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data;
}
