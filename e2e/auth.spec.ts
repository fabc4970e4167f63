import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support';

// The sign-in flows through their forms, against the real API. Only one wrong password is tried here: three
// failures from one address within 15 minutes would ask every later sign-in for a captcha.
const passwordField = (page: Page, label = 'Password') => page.getByLabel(new RegExp(`^\\*?${label}$`));

async function signInThroughForm(page: Page, email: string) {
  await page.goto('/ec/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page).fill(DEMO_PASSWORD);
  await passwordField(page).press('Enter');
}

for (const [role, landing] of [
  ['admin', '/dashboard'],
  ['brand', '/dashboard'],
  ['retailer', '/dashboard'],
  ['onsite', '/onsite/work/flightBoard'],
] as const) {
  test(`${role} signs in through the form and lands on ${landing}`, async ({ page }) => {
    await signInThroughForm(page, DEMO[role]);
    await expect(page).toHaveURL(new RegExp(`/ec${landing}$`));
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
}

test('a wrong password says so and keeps what was typed', async ({ page }) => {
  await page.goto('/ec/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.retailer);
  await passwordField(page).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.retailer);
  await expect(page).toHaveURL(/\/ec\/login$/);
});

test('registering with a taken e-mail, or a weak password, is refused with a clear message', async ({
  page,
}) => {
  await page.goto('/ec/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.brand);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.brand);

  await passwordField(page).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page
      .getByText(
        'The password must be 8 to 128 characters long and contain at least one letter and one digit.',
      )
      .first(),
  ).toBeVisible();
});

test('a wrong or expired reset code is refused and the form keeps its values', async ({ page }) => {
  await page.goto('/ec/forgotPassword');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.retailer);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText(`If an account exists for ${DEMO.retailer}, a 6-digit code was sent to it.`),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await passwordField(page, 'New password').fill('Another#2027');
  await passwordField(page, 'Confirm new password').fill('Another#2027');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The verification code is wrong or has expired.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveValue('000000');
});

test('an invitation link that is not valid is refused with a way on', async ({ page }) => {
  await page.goto('/ec/login_setup?sign=not-a-real-link');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText('This link is invalid, has already been used or has expired.')).toBeVisible();
});

test('public pages get the theme too: its variables are set and the button has its colour', async ({
  page,
}) => {
  await page.goto('/ec/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--console-primary').trim(),
  );
  expect(primary.toLowerCase()).toBe('#409eff');
});
