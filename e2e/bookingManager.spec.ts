import { expect, test } from '@playwright/test';
import { DEMO, signInDirect } from './support';

test('a retailer manages bookings: tabs, the shop time, a booking, the calendar', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/events/eventsManager');
  await expect(page.getByRole('heading', { level: 2, name: 'Event Booking Manager' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Booking list: bookings' });
  // Starts on the shop's clock with its zone's abbreviation (Harbor Cycles is on Pacific time).
  await expect(table.getByRole('row').nth(1)).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d P[SD]T/);

  // The status tab lives in the URL.
  await page.getByRole('tab', { name: 'Unconfirmed' }).click();
  await expect(page).toHaveURL(/tab=unconfirmed/);
  await expect(table.getByRole('row').nth(1)).toContainText('Pending');

  // A pending booking opens on its detail page; staff confirm it.
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/ec\/events\/detail\?id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: /^Booking BK-/ })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Booking confirmed.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Status history' })).toContainText('Pending → Confirmed');

  // The calendar view: FullCalendar's week, loaded only here.
  await page.goto('/ec/events/eventsManager?view=calendar');
  await expect(page.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.fc-timegrid')).toBeVisible();
});

test('a retailer books a phone customer on an offered time, moves the booking, then cancels it', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/events/eventsManager');
  await page.getByRole('button', { name: 'New booking' }).click();
  const form = page.getByRole('form', { name: 'New booking' });
  await form.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('combobox', { name: 'Shop' }).click();
  await page.getByRole('option').first().click();
  const times = form.getByRole('group', { name: 'Available times' });
  await expect(times).toContainText(/Shop time: \w+ \([A-Z]{3,4}\)/);
  // The first week may be fully booked: the next one is asked for.
  const offered = times.getByRole('button', { name: /left$/ }).and(page.locator(':enabled'));
  if ((await offered.count()) === 0) await times.getByRole('button', { name: 'Next week' }).click();
  await offered.first().click();
  await form.getByRole('textbox', { name: 'Name' }).fill('Walk-in Wanda');
  await form.getByRole('textbox', { name: 'Phone' }).fill('(415) 555-0190');
  await form.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/ec\/events\/detail\?id=\d+/);
  await expect(page.getByText('Walk-in Wanda', { exact: true })).toBeVisible();
  await expect(page.getByText('Staff (walk-in or phone)')).toBeVisible();

  if (await page.getByRole('button', { name: 'Confirm' }).isVisible()) {
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Booking confirmed.')).toBeVisible();
  }
  const first = page.url();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('form', { name: /^Reschedule BK-/ });
  const later = move.getByRole('button', { name: /left$/ }).and(page.locator(':enabled'));
  if ((await later.count()) === 0) await move.getByRole('button', { name: 'Next week' }).click();
  await later.last().click();
  await move.getByRole('button', { name: 'Move booking' }).click();
  await expect(page).not.toHaveURL(first);
  await expect(page.getByText('Moved from')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('form', { name: /^Cancel BK-/ });
  await cancel.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Customer request' }).click();
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Cancel reason')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Status history' })).toContainText('Confirmed → Cancelled');
});

test('the dashboard shows a retailer today’s and upcoming bookings', async ({ page, request }) => {
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/dashboard');
  await expect(page.getByRole('heading', { level: 3, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Waiting for confirmation: \d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Upcoming bookings' })).toBeVisible();
});

test('a brand sees its test rides at its dealers without customers of retailers’ own events; appointments list', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/testRides/testRides');
  await expect(page.getByRole('heading', { level: 2, name: 'Test Rides' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Booking list: test rides' });
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Voltline');
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/ec\/testRides\/detail\?id=\d+/);
  await expect(page.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
    'href',
    /\/testRides\/testRides$/,
  );

  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/appointment/list?tab=all');
  const appointments = page.getByRole('table', { name: 'Booking list: appointments' });
  await appointments.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/ec\/appointment\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Booking BK-/ })).toBeVisible();
});
