import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { lastMailTo } from './mailCapture';
import { DEMO, signInDirect } from './support';

// A test ride from end to end: the retailer sets it up, a customer books it on the public page and gets the
// e-mail, the retailer confirms, checks in and completes it with the pickup code, the customer answers the
// questionnaire, the brand sees the ride, and a cancel through the customer's link frees the seat.

/** A date on a zone's clock, `days` from today (YYYY-MM-DD). */
function dateOn(timezone: string, days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, dateStyle: 'short' }).format(at);
}

/** The path of an e-mailed link of a kind to `to` ('/book/manage?sign=…'), waiting for the e-mail that has one. */
async function mailedPath(to: string, kind: RegExp): Promise<string> {
  const link = new RegExp(`https?://\\S+?(${kind.source}\\?sign=[\\w%-]+)`);
  const until = Date.now() + 20_000;
  for (;;) {
    const path = link.exec(await lastMailTo(to))?.[1];
    if (path) return path;
    if (Date.now() > until) throw new Error(`no ${kind.source} link in the e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'PUT',
  url: string,
  data?: unknown,
) {
  const response = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()).data;
}

/** Books the first free time on the public booking page as a customer; gives the time's spoken name. */
async function bookOnPublicPage(page: Page, path: string, name: string, email: string): Promise<string> {
  await page.goto(path);
  const slot = page.locator('[data-days] button.slot').first();
  const time = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  await expect(page.getByRole('heading', { name: '2. Your details' })).toBeFocused();
  await expect(page.locator('[data-hold-text]')).toContainText('left to book');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'ZIP code (optional)' }).fill('94107');
  await page.getByRole('checkbox', { name: 'I have read and accept the Liability waiver' }).check();
  await page.getByRole('spinbutton', { name: 'Your height (cm)' }).fill('178');
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expect(
    page.getByText(`We e-mailed the details and a link to manage your booking to ${email}.`),
  ).toBeVisible();
  return time;
}

test('a test ride: set up, booked online, confirmed, checked in, completed, reviewed; a cancel frees the seat', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // No page of the flow breaks a rule of its strict policy (no inline script; inline styles only with a nonce).
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  const stamp = Date.now();
  const title = `E2E test ride ${stamp}`;
  const slug = `e2e-test-ride-${stamp}`;
  const customer = `rider.${stamp}@example.com`;

  // The retailer's shop opens all day today and tomorrow (dated exceptions to its week): with 15-minute
  // rides every 15 minutes, the next free time is at most 30 minutes away, so check-in is open for it.
  const token = await signInDirect(page, request, DEMO.retailer);
  const schedules = await api(request, token, 'GET', '/api/schedules');
  const shop = schedules.shops[0] as {
    id: number;
    name: string;
    timezone: string;
    hours: unknown;
    exceptions: { date: string }[];
  };
  const allDay = [0, 1].map((days) => ({
    date: dateOn(shop.timezone, days),
    closed: false,
    hours: [{ opens: '00:00', closes: '23:59' }],
    note: 'E2E: open all day',
  }));
  await api(request, token, 'PUT', `/api/schedules/shops/${shop.id}`, {
    hours: shop.hours,
    exceptions: allDay,
  });

  // The retailer sets up a test ride of Voltline's bikes at that shop, with a waiver, the rider's height
  // and a follow-up rating, and publishes it.
  await page.goto('/ec/events/eventsStting');
  await page.getByRole('button', { name: 'Add event type' }).click();
  const form = page.getByRole('form', { name: 'New event type' });
  await form.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Test ride' }).click();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Link name' }).fill(slug);
  await form.getByRole('combobox', { name: 'Brand' }).click();
  await page.getByRole('option', { name: 'Voltline' }).click();
  await form.getByRole('textbox', { name: 'Duration (minutes)' }).fill('15');
  await form.getByRole('textbox', { name: 'Slot every (minutes)' }).fill('15');
  await form.getByRole('textbox', { name: 'Minimum notice (minutes)' }).fill('0');
  await form.getByRole('textbox', { name: 'Seats per slot' }).fill('1');
  await form.getByRole('textbox', { name: 'Cancel notice (minutes)' }).fill('0');
  await form.getByRole('checkbox', { name: 'Staff confirm each booking' }).check();
  await form.getByRole('checkbox', { name: shop.name, exact: true }).check();
  const asked = form.getByRole('group', { name: 'Booking questions' });
  await asked.getByRole('button', { name: 'Add waiver to accept' }).click();
  await asked.getByRole('button', { name: 'Add rider height (cm)' }).click();
  const followUp = form.getByRole('group', { name: 'Follow-up questionnaire' });
  await followUp.getByRole('button', { name: 'Add rating (1 to 5)' }).click();
  await form.getByRole('button', { name: 'Add event type' }).click();
  await expect(form).toHaveCount(0);
  await page.getByRole('button', { name: `Publish ${title}` }).click();
  const [eventType] = (await api(request, token, 'GET', `/api/eventTypes?q=${encodeURIComponent(title)}`))
    .rows;
  expect(eventType).toMatchObject({ title, status: 'active' });

  // A customer books it on the public page, on the shop's clock, and gets the e-mail with the manage link.
  const bookingPath = `/book/${shop.id}/${slug}`;
  const firstTime = await bookOnPublicPage(page, bookingPath, 'Ada Rider', customer);
  const mail = await lastMailTo(customer);
  expect(mail).toContain(title);
  expect(mail).toMatch(/\(shop time\)/);
  const managePath = await mailedPath(customer, /\/book\/manage/);

  // The retailer confirms, checks in (the pickup-code dialog shows the code) and completes with the code.
  await signInDirect(page, request, DEMO.retailer);
  await page.goto(`/ec/events/eventsManager?eventTypeId=${eventType.id}&tab=all`);
  await page.getByRole('row').filter({ hasText: 'Ada Rider' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ec\/events\/detail\?id=\d+/);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Check in' }).click();
  const issued = page.getByRole('dialog', { name: 'Pickup code' });
  const code = ((await issued.getByTestId('pickup-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await issued.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  const handBack = page.getByRole('dialog', { name: 'Hand back and complete' });
  await handBack.getByRole('textbox', { name: 'Pickup code' }).fill(code);
  await handBack.getByRole('button', { name: 'Complete' }).click();
  await expect(handBack).toHaveCount(0);
  await expect(page.getByText('Completed', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  const detailUrl = page.url();

  // The questionnaire link opens; its answers show on the booking.
  const questionnairePath = await mailedPath(customer, /\/ec\/questionnaire/);
  await page.goto(questionnairePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeVisible();
  await page.getByRole('radio', { name: '5 – Excellent' }).click();
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByText('Thank you! Your answers were sent to the shop.')).toBeVisible();
  await page.goto(detailUrl);
  // The follow-up question is asked only by the questionnaire: its label on the page is the answer's.
  await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  await expect(page.getByText('How was it?').filter({ visible: true })).toBeVisible();

  // The brand sees the ride under Test Rides, without the customer's details.
  await signInDirect(page, request, DEMO.brand);
  await page.goto(`/ec/testRides/testRides?eventTypeId=${eventType.id}&tab=all`);
  await expect(page.getByRole('row').filter({ hasText: title }).first()).toBeVisible();
  await expect(page.getByText('Ada Rider')).toHaveCount(0);

  // A second customer books the next free time; it leaves the page; a cancel through their link frees it.
  const second = `rider2.${stamp}@example.com`;
  const secondTime = await bookOnPublicPage(page, bookingPath, 'Grace Rider', second);
  expect(secondTime).not.toBe('');
  await page.goto(bookingPath);
  await expect(page.locator('[data-days] button.slot').first()).toBeVisible();
  await expect(page.getByRole('button', { name: secondTime, exact: true })).toHaveCount(0);
  await page.goto(await mailedPath(second, /\/book\/manage/));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('textbox', { name: 'Reason (optional)' }).fill('Plans changed');
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await page.goto(bookingPath);
  await expect(page.getByRole('button', { name: secondTime, exact: true })).toBeVisible();

  // The first customer's link still shows their completed ride, with nothing left to change.
  await page.goto(managePath);
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  expect(firstTime).not.toBe('');
  // Neither the booking pages nor the console's screens and drawers break a rule of their policies.
  expect(violations).toEqual([]);
});
