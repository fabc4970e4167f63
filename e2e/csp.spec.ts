import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support';

// The console's pages carry a strict Content-Security-Policy (no inline script, inline styles only with
// the page's nonce): the sign-in page and the signed-in screens load, are styled, and break no rule of it.

/** Every policy violation the page reports, kept across navigations within the page. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/** The background colour of the sign-in button: its stylesheet applied, not the browser's default. */
const buttonBackground = (page: Page) =>
  page
    .getByRole('button', { name: 'Sign in' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);

test('the sign-in page and signed-in screens load under the policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/ec/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-inline');

  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await buttonBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.admin);
  await page.getByLabel(/^\*?Password$/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^\*?Password$/).press('Enter');
  await expect(page).toHaveURL(/\/ec\/dashboard$/);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar).toBeVisible();
  // The frame's styled-components styles apply: the sidebar is laid out, not an unstyled list.
  expect(await sidebar.evaluate((nav) => nav.getBoundingClientRect().width)).toBeLessThan(400);

  for (const url of ['/ec/warranty/index?view=claims', '/ec/adminConfiguration/adminWarrantyCompensation']) {
    await page.goto(url);
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
