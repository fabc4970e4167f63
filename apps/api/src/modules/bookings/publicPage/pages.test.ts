// The booking pages over the real public JSON API and demo data (PGlite, and PostgreSQL with DATABASE_URL).
import { zonedInstant } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import { firstShop, insertEventType, openDay } from '../testKit.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof firstShop>>;
let date: string;

const page = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  shop = await firstShop(t, t.ids.retailer);
  date = await openDay(t, shop, 4);
});
afterAll(() => t?.close());

describe('the booking pages on real data', () => {
  it('render an active event at its shop; a draft, an archived event or another shop is a 404 page', async () => {
    const ride = await insertEventType(t, t.ids.retailer, [shop.id], { title: 'Sunset <ride>' });
    const shown = await page(`/book/${shop.id}/${ride.slug}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<h1 id="event-title">Sunset &lt;ride&gt;</h1>');
    expect(shown.body).toContain(shop.name);
    expect(shown.headers['content-security-policy']).toContain("script-src 'self'");

    const draft = await insertEventType(t, t.ids.retailer, [shop.id], { status: 'draft' });
    const archived = await insertEventType(t, t.ids.retailer, [shop.id], { status: 'archived' });
    const elsewhere = await firstShop(t, t.ids.otherRetailer);
    for (const url of [
      `/book/${shop.id}/${draft.slug}`,
      `/book/${shop.id}/${archived.slug}`,
      `/book/${shop.id}/no-such-event`,
      `/book/${elsewhere.id}/${ride.slug}`,
    ]) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('This booking page does not exist');
    }
  });

  it('render the manage link of a booking made through the API, and refuse an invalid link', async () => {
    const ride = await insertEventType(t, t.ids.retailer, [shop.id], {
      title: 'Evening test ride',
      cancelNoticeMinutes: 60,
      rescheduleNoticeMinutes: 60,
    });
    const start = zonedInstant(date, '11:00', shop.timezone).toISOString();
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/book/${shop.id}/${ride.slug}/bookings`,
      payload: {
        start,
        customer: { name: 'Casey Rider', email: 'casey.pages@example.test', timezone: 'Pacific/Honolulu' },
      },
    });
    expect(booked.statusCode).toBe(200);
    const manage = new URL(booked.json().data.manageUrl);
    const shown = await page(`${manage.pathname}${manage.search}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(booked.json().data.reference);
    expect(shown.body).toContain('<h1 id="booking-title">Evening test ride</h1>');
    expect(shown.body).toContain('<dt>Your time</dt>');
    expect(shown.body).toMatch(/<dd>[^<]+ HST<\/dd>/);
    expect(shown.body).toContain('data-cancel-form');
    expect(shown.body).toContain('Move to another time');

    const invalid = await page('/book/manage?sign=not-a-real-sign');
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('This link is invalid or has expired');
  });
});
