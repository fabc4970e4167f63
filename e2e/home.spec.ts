import { expect, test } from '@playwright/test';

test('the console opens under /ec/ with its home page and title', async ({ page }) => {
  await page.goto('/ec/');
  await expect(page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
  await expect(page).toHaveTitle('Home - Console');
});

test('the console has a favicon, served from /ec/', async ({ page, request }) => {
  await page.goto('/ec/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/ec/favicon.svg');
  const icon = await request.get(href as string);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});

test('deep links under /ec/ are served by the app (history mode)', async ({ page }) => {
  const response = await page.goto('/ec/home');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Who it is for' })).toBeVisible();
});
