import { expect, type Page, test } from '@playwright/test';
import { mailedLinkPath } from './mailCapture';
import { DEMO, signInDirect } from './support';

// People: an owner invites a person from the employees page; the invitee sets a password through the
// e-mailed link (caught by the run's mail capture), signs in through the form, and has a staff user's menu.
const NEW_PASSWORD = 'Welcome#2026';
const passwordField = (page: Page, label: string) => page.getByLabel(new RegExp(`^\\*?${label}$`));

async function inviteAsStaff(page: Page, firstName: string, lastName: string, email: string) {
  await page.goto('/ec/company/employee');
  await page.getByRole('button', { name: 'Add employee' }).click();
  const form = page.getByRole('form', { name: 'New employee' });
  await form.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('switch', { name: /Invite to the console/ }).click();
  await expect(form.getByRole('combobox', { name: 'Company role' })).toHaveText('Staff');
  await form.getByRole('button', { name: 'Add and invite' }).click();
  await expect(form).toBeHidden();
  const filters = page.getByRole('search', { name: 'Employee filters' });
  await filters.getByRole('textbox', { name: 'Search' }).fill(email);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('table', { name: 'Employees' }).getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Staff');
}

/** Follows the e-mailed invitation, sets a password, and signs in with it through the login form. */
async function acceptInvitation(page: Page, email: string) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(await mailedLinkPath(email));
  await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
  await passwordField(page, 'Password').fill(NEW_PASSWORD);
  await passwordField(page, 'Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await page.goto('/ec/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page, 'Password').fill(NEW_PASSWORD);
  await passwordField(page, 'Password').press('Enter');
  await expect(page).toHaveURL(/\/ec\/dashboard$/);
}

test('a retailer owner invites staff; they set a password through the e-mailed link and sign in as staff', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.retailer);
  await inviteAsStaff(page, 'Nina', 'Newhire', 'nina.newhire@harbor.test');
  await acceptInvitation(page, 'nina.newhire@harbor.test');

  // Staff read the company's people, and change nobody.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Company' }).click();
  await nav.getByRole('link', { name: 'Employees' }).click();
  await expect(page.getByText("Only the company's owner or a manager can change people.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add employee' })).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Employees' }).getByRole('row', { name: /Nina Newhire \(you\)/ }),
  ).toContainText('Active');
});

test('a brand owner invites staff, who then has neither Warranty Compensation nor Developer and is refused the rules API', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  await inviteAsStaff(page, 'Omar', 'Newstaff', 'omar.newstaff@voltline.test');
  await acceptInvitation(page, 'omar.newstaff@voltline.test');

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Company' }).click();
  await expect(nav.getByRole('link')).toContainText([
    'Company Details',
    'Employees',
    'Fulfillment Type',
    'Products',
  ]);
  await expect(nav.getByRole('link', { name: 'Warranty Compensation' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Developer' })).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('console-token'));
  const rules = await request.get('/api/compensationRules', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(rules.status()).toBe(403);
  expect((await rules.json()).msg).toBe("Only the company's owner can do this.");
});

test('an admin finds a user, reads their audit trail and forces a password reset, which joins the trail', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.admin);
  await page.goto('/ec/admin-user/index');
  const filters = page.getByRole('search', { name: 'User filters' });
  await filters.getByRole('textbox', { name: 'Search' }).fill('summit.manager');
  await filters.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table', { name: 'Users' }).getByRole('button', { name: 'Milo Manager' }).click();
  const trail = page.getByRole('table', { name: 'Audit trail of Milo Manager' });
  await expect(trail).toContainText('Changed the company role of Milo Manager');
  await expect(trail).toContainText('Role: Staff → Manager');

  await page.getByRole('button', { name: 'Force password reset' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Force a password reset for Milo Manager?' });
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset: the user has been e-mailed a link.')).toBeVisible();
  await expect(trail.getByRole('row').nth(1)).toContainText('Ada Admin');
  await expect(trail.getByRole('row').nth(1)).toContainText('Forced a password reset for Milo Manager');
  expect(await mailedLinkPath('summit.manager@console.test')).toMatch(/^\/ec\/changePassword\?sign=/);
});
