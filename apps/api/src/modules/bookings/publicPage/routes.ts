// The customer's booking pages, served by the API outside the console (no console bundle): the booking
// page `/book/:shopId/:slug` and the manage page `/book/manage?sign=`. They render what the public JSON API
// answers (asked in-process, with the customer's address so its rate limits count them), and their small
// script calls the same API from the browser. A strict policy: scripts and styles from this origin only.
import { customerBooking, publicEvent, publicEventParams } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bookingAsset } from './assets.ts';
import { bookingPage, managePage, messagePage } from './templates.ts';

export const BOOKING_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', BOOKING_PAGE_POLICY)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page);
}

const NOT_FOUND = messagePage('This booking page does not exist', [
  'The event may no longer be offered, or the address may be mistyped.',
  'Check the link, or ask the shop for its booking page.',
]);
const INVALID_LINK = messagePage('This link is invalid or has expired', [
  'Open the link from your latest e-mail about this booking, or call the shop.',
]);
const UNAVAILABLE = messagePage('This page could not be loaded', ['Please try again in a moment.']);

/** The public JSON API's `data` for a GET, or the status it refused with. */
async function publicData(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
): Promise<{ status: number; data: unknown }> {
  const response = await app.inject({ method: 'GET', url, remoteAddress: request.ip });
  return { status: response.statusCode, data: response.statusCode === 200 ? response.json().data : null };
}

export async function bookingPageRoutes(app: FastifyInstance): Promise<void> {
  // Pages, not API calls: kept out of the OpenAPI document.
  const page = { schema: { hide: true } };

  app.get('/book/assets/:file', page, (request, reply) => {
    const asset = bookingAsset((request.params as { file: string }).file);
    if (!asset) return sendPage(reply, 404, NOT_FOUND);
    return reply.header('cache-control', 'public, max-age=300').type(asset.type).send(asset.body);
  });

  app.get('/book/manage', page, async (request, reply) => {
    const query = request.query as { sign?: unknown; done?: unknown };
    const sign = typeof query.sign === 'string' ? query.sign.trim() : '';
    if (!sign || sign.length > 256) return sendPage(reply, 404, INVALID_LINK);
    const answer = await publicData(app, request, `/api/public/bookings?sign=${encodeURIComponent(sign)}`);
    const booking = customerBooking.safeParse(answer.data);
    if (answer.status === 200 && booking.success) {
      const done = typeof query.done === 'string' ? query.done : undefined;
      return sendPage(reply, 200, managePage(sign, booking.data, done));
    }
    if (answer.status === 404 || answer.status === 400) return sendPage(reply, 404, INVALID_LINK);
    return sendPage(reply, answer.status === 429 ? 429 : 503, UNAVAILABLE);
  });

  app.get('/book/:shopId/:slug', page, async (request, reply) => {
    const params = publicEventParams.safeParse(request.params);
    if (!params.success) return sendPage(reply, 404, NOT_FOUND);
    const { shopId, slug } = params.data;
    const answer = await publicData(app, request, `/api/public/book/${shopId}/${slug}`);
    const event = publicEvent.safeParse(answer.data);
    if (answer.status === 200 && event.success) return sendPage(reply, 200, bookingPage(event.data));
    if (answer.status === 404 || answer.status === 400) return sendPage(reply, 404, NOT_FOUND);
    return sendPage(reply, answer.status === 429 ? 429 : 503, UNAVAILABLE);
  });
}
