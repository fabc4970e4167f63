import { expect, test } from '@playwright/test';

// The API and the console on one origin, started the way the README starts them (`pnpm start`).
test('the API answers next to the console, on the embedded database', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ code: 200, msg: 'OK', data: { status: 'ok', engine: 'pglite' } });
});

const demoAccounts = [
  { email: 'admin@console.test', userType: 3, onsite: null },
  { email: 'brand@console.test', userType: 1, onsite: false },
  { email: 'onsite@console.test', userType: 1, onsite: true },
  { email: 'retailer@console.test', userType: 2, onsite: null },
];

for (const account of demoAccounts) {
  test(`the demo account ${account.email} signs in and reads its user info`, async ({ request }) => {
    const login = await request.post('/api/bee/loginBee', {
      data: { email: account.email, password: 'Console#2026' },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()).data;
    const info = await request.get('/api/bee/userInfo', { headers: { authorization: `Bearer ${token}` } });
    const user = (await info.json()).data;
    expect(user.user_type).toBe(account.userType);
    expect(user.brands_info?.onsite_available ?? null).toBe(account.onsite);
    const logout = await request.post('/api/bee/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(200);
    const after = await request.get('/api/bee/userInfo', { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
}

test('the OpenAPI documentation is served at /api/docs', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  // Swagger UI is a 1.4 MB bundle that then reads a 0.5 MB document: on a busy two-core machine that
  // takes longer than a console page may.
  await expect(page.getByText('Console API').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'onsite' })).toBeVisible();
});
