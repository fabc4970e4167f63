import type { APIRequestContext, Page } from '@playwright/test';

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
