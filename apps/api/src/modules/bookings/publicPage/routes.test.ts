// The booking pages over a stand-in for the public JSON API: what they render, that they escape what
// retailers typed, their policy, and their 404s.
import type { CustomerBooking, PublicEvent } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app/buildApp.ts';
import { ok, sendError } from '../../../app/envelope.ts';

const event: PublicEvent = {
  shop: {
    id: 7,
    name: 'Harbor Cycles Mission',
    street: '1 Valencia St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94103',
    phone: '(415) 555-0100',
    timezone: 'America/Los_Angeles',
  },
  company: { name: 'Harbor Cycles' },
  eventType: {
    title: 'Test ride <script>alert("x")</script>',
    slug: 'test-ride',
    kind: 'test_ride',
    description: 'Ride the "Volt" & more',
    durationMinutes: 90,
    priceCents: 2500,
    capacityPerSlot: 3,
    requiresConfirmation: true,
    questions: [
      {
        id: 'waiver',
        label: 'Liability waiver',
        type: 'waiver',
        required: true,
        waiverText: 'I ride at my own <b>risk</b>.',
      },
      { id: 'height', label: 'Rider height', type: 'height', required: true },
      { id: 'experience', label: 'Riding experience', type: 'experience', required: false },
      { id: 'model', label: 'Model', type: 'select', required: false, options: ['Volt 1', 'Volt <2>'] },
    ],
    cancelNoticeMinutes: 120,
    rescheduleNoticeMinutes: 120,
  },
};

const booking: CustomerBooking = {
  reference: 'BK-7Q2M4X',
  status: 'confirmed',
  start: '2026-12-01T18:00:00.000Z',
  end: '2026-12-01T19:30:00.000Z',
  timezone: 'America/Los_Angeles',
  customerTimezone: 'America/New_York',
  seats: 1,
  eventTitle: 'Test ride',
  shop: event.shop,
  canCancel: true,
  canReschedule: false,
  cancelDeadline: '2026-12-01T16:00:00.000Z',
  rescheduleDeadline: '2020-12-01T16:00:00.000Z',
};

let app: FastifyInstance;
const seen: string[] = [];

beforeAll(async () => {
  app = await buildApp();
  app.get('/api/public/book/:shopId/:slug', (request, reply) => {
    seen.push(request.ip);
    const { shopId, slug } = request.params as { shopId: string; slug: string };
    if (shopId === '7' && slug === 'test-ride') return ok(event);
    if (slug === 'busy') return sendError(reply, 429, 'Too many requests');
    return sendError(reply, 404, 'Resource not found.');
  });
  app.get('/api/public/bookings', (request, reply) => {
    const { sign } = request.query as { sign: string };
    if (sign === 'good-sign') return ok(booking);
    if (sign === 'late-sign')
      return ok({ ...booking, canCancel: false, cancelDeadline: '2020-01-01T00:00:00.000Z' });
    if (sign === 'done-sign') return ok({ ...booking, status: 'completed', canCancel: false });
    return sendError(reply, 404, 'Resource not found.');
  });
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });

describe('the booking page', () => {
  it('shows the event, its shop and time zone, and a form with its questions', async () => {
    const response = await get('/book/7/test-ride');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const page = response.body;
    expect(page).toContain('Harbor Cycles Mission');
    expect(page).toContain('1 hour 30 minutes');
    expect(page).toContain('$25.00');
    expect(page).toContain('The shop confirms each booking');
    expect(page).toMatch(/Times are on the shop's clock: Pacific (Standard|Daylight) Time \(P[SD]T\)\./);
    expect(page).toContain('data-shop-id="7" data-slug="test-ride" data-timezone="America/Los_Angeles"');
    expect(page).toContain('<label for="f-email">E-mail</label>');
    expect(page).toContain('<label for="f-zip">ZIP code (optional)</label>');
    expect(page).toContain('data-question-id="waiver" data-question-type="waiver" data-required="true"');
    expect(page).toContain('I have read and accept the Liability waiver');
    expect(page).toContain('name="answers.height" type="number" inputmode="numeric" min="100" max="230"');
    expect(page).toContain('<option value="regular">Regular: I ride often</option>');
    expect(page).toContain('<label for="q-experience">Riding experience (optional)</label>');
    // The page's own call of the JSON API counts against the customer's address, not the server's.
    expect(seen.at(-1)).toBe('203.0.113.9');
  });

  it('escapes what the retailer typed', async () => {
    const page = (await get('/book/7/test-ride')).body;
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('Test ride &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('Ride the &quot;Volt&quot; &amp; more');
    expect(page).toContain('I ride at my own &lt;b&gt;risk&lt;/b&gt;.');
    expect(page).toContain('<option value="Volt &lt;2&gt;">Volt &lt;2&gt;</option>');
  });

  it('sets a strict policy: scripts and styles from this origin only, no inline script', async () => {
    const response = await get('/book/7/test-ride');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers['cache-control']).toBe('no-store');
    const scripts = response.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script type="module" src="/book/assets/booking.ts">']);
    expect(response.body).not.toContain('/ec/assets');
  });

  it('is a 404 page for an unknown or inactive event and for a malformed address', async () => {
    for (const url of [
      '/book/7/archived-ride',
      '/book/8/test-ride',
      '/book/abc/test-ride',
      '/book/7/Not_A_Slug',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('This booking page does not exist');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('says plainly when the API refuses for load', async () => {
    const response = await get('/book/7/busy');
    expect(response.statusCode).toBe(429);
    expect(response.body).toContain('This page could not be loaded');
  });
});

describe('the manage page', () => {
  it('shows the booking on the shop clock and the customer clock, with cancel and why it cannot move', async () => {
    const response = await get('/book/manage?sign=good-sign');
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).toContain('BK-7Q2M4X');
    expect(page).toContain('Tue, Dec 1, 2026, 10:00 AM – 11:30 AM PST');
    expect(page).toContain('<dt>Your time</dt><dd>Tue, Dec 1, 2026, 1:00 PM – 2:30 PM EST</dd>');
    expect(page).toContain('<dd data-status>Confirmed</dd>');
    expect(page).toContain('<label for="cancel-note">Reason (optional)</label>');
    expect(page).toContain(
      'It is too late to move this booking online: the deadline was Tue, Dec 1, 2020, 8:00 AM PST.',
    );
    expect(page).toContain('Please call the shop at (415) 555-0100.');
    expect(page).toContain('data-sign="good-sign"');
    expect(page).toContain('<script type="module" src="/book/assets/manage.ts"></script>');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('says the cancel deadline passed, and what was just done', async () => {
    const page = (await get('/book/manage?sign=late-sign&done=rescheduled')).body;
    expect(page).not.toContain('data-cancel-form');
    expect(page).toContain('It is too late to cancel this booking online: the deadline was');
    expect(page).toContain('Your booking was moved to the new time.');
  });

  it('offers nothing to change once the booking is over', async () => {
    const page = (await get('/book/manage?sign=done-sign')).body;
    expect(page).toContain('<dd data-status>Completed</dd>');
    expect(page).not.toContain('Cancel the booking');
    expect(page).not.toContain('<script');
  });

  it('is a 404 page for a missing or invalid link', async () => {
    for (const url of [
      '/book/manage',
      '/book/manage?sign=',
      '/book/manage?sign=nope',
      `/book/manage?sign=${'x'.repeat(300)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('This link is invalid or has expired');
    }
  });
});

describe('the pages’ files', () => {
  it('serves the scripts as plain JavaScript modules and the stylesheet', async () => {
    const script = await get('/book/assets/booking.ts');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("from './slotPicker.ts'");
    expect(script.body).not.toMatch(/let hold: Hold/);
    const css = await get('/book/assets/page.css');
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('serves nothing else', async () => {
    for (const name of ['routes.ts', '..%2Froutes.ts', 'logic.test.ts', 'missing.js']) {
      expect((await get(`/book/assets/${name}`)).statusCode, name).toBe(404);
    }
  });
});
