import { expect, test } from '@playwright/test';
import { DEMO, signInDirect } from './support';

test('a retailer sets up a test ride, publishes and duplicates it, and edits a schedule', async ({
  page,
  request,
}) => {
  const title = `E2E ride ${Date.now()}`;
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/events/eventsStting');
  await expect(page.getByRole('heading', { level: 2, name: 'Event Setting' })).toBeVisible();
  await page.getByRole('button', { name: 'Add event type' }).click();
  const form = page.getByRole('form', { name: 'New event type' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('checkbox', { name: 'Harbor Cycles Embarcadero' }).click();
  await form.getByRole('button', { name: 'Add waiver to accept' }).click();
  await form.getByRole('button', { name: 'Add rider height (cm)' }).click();
  await form.getByRole('button', { name: 'Add demo unit' }).click();
  await form
    .getByRole('group', { name: 'Demo unit 1' })
    .getByRole('textbox', { name: 'Serial' })
    .fill('E2E-1');
  await form.getByRole('button', { name: 'Add event type' }).click();
  await expect(form).toHaveCount(0);

  const filters = page.getByRole('search', { name: 'Event type filters' });
  await filters.getByRole('textbox', { name: 'Search' }).fill(title);
  await filters.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Event types' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText('Draft');
  await page.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(row).toContainText('Active');
  await page.getByRole('button', { name: `Duplicate ${title}` }).click();
  await expect(table.getByRole('row')).toHaveCount(3);

  // Editing shows what was saved.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${title}` });
  await expect(
    edit.getByRole('group', { name: 'Demo unit 1' }).getByRole('textbox', { name: 'Serial' }),
  ).toHaveValue('E2E-1');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // The schedule editor opens on the first shop's hours and saves them.
  await page.goto('/ec/editSchedule');
  const hours = page.getByRole('form', { name: /^Hours of / });
  await expect(hours).toBeVisible();
  await hours.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText(/hours saved\.$/)).toBeVisible();
});

test('a brand is sent from the schedule editor to its test-ride settings', async ({ page, request }) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/editSchedule');
  await expect(page.getByText(/Schedules belong to the dealers/)).toBeVisible();
});
