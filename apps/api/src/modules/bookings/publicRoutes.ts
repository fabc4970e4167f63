// The customer booking flow as a JSON API (no session), for the booking pages and a retailer's own website:
// `/api/public/book/:shopId/:slug/…` (the event, its slots, holds, the booking) and `/api/public/bookings/…`
// (what the signed manage link allows). Writes are rate-limited per client address.
import {
  availability,
  customerBooking,
  customerCancelBody,
  customerRescheduleBody,
  customerSignQuery,
  envelope,
  hold,
  holdBody,
  publicBookingBody,
  publicEvent,
  publicEventParams,
  publicSlotsQuery,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { placeHold, releaseHold } from './holds.ts';
import { loadAvailability } from './loadAvailability.ts';
import {
  bookingOfSign,
  bookPublicly,
  cancelByCustomer,
  customerView,
  publicEventView,
  publicTarget,
  rescheduleByCustomer,
} from './publicBooking.ts';

const reads = { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } };
const writes = { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } };
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/)
    .optional()
    .meta({ description: 'Optional (recommended): a retry with the same key answers the same booking.' }),
});
const holdParams = publicEventParams.extend({ token: z.string().min(1).max(100) });

export async function publicBookingRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;

  app.get(
    '/api/public/book/:shopId/:slug',
    {
      config: reads,
      schema: {
        summary:
          'A bookable event at a shop: the shop (with its time zone), the event, its questions and rules',
        params: publicEventParams,
        response: { 200: envelope(publicEvent) },
      },
    },
    async (request) =>
      ok(publicEventView(await publicTarget(db, request.params.shopId, request.params.slug))),
  );

  app.get(
    '/api/public/book/:shopId/:slug/slots',
    {
      config: reads,
      schema: {
        summary: "Slots by day for dates on the shop's clock (at most 6 weeks), with the seats left",
        description: 'Times are UTC instants; `localTime` is the start on the shop’s clock.',
        params: publicEventParams,
        querystring: publicSlotsQuery,
        response: { 200: envelope(availability) },
      },
    },
    async (request) => {
      const { eventType, shop } = await publicTarget(db, request.params.shopId, request.params.slug);
      return ok(await loadAvailability(db, eventType, shop.id, request.query.from, request.query.to));
    },
  );

  app.post(
    '/api/public/book/:shopId/:slug/holds',
    {
      config: writes,
      schema: {
        summary: 'Hold seats of a slot for 5 minutes while the customer fills in the form',
        description: 'Answers the hold token to send with the booking; 409 `slot_unavailable` when taken.',
        params: publicEventParams,
        body: holdBody,
        response: { 200: envelope(hold) },
      },
    },
    async (request) => {
      const { eventType, shop } = await publicTarget(db, request.params.shopId, request.params.slug);
      const placed = await db.transaction((tx) =>
        placeHold(tx, {
          eventType,
          shopId: shop.id,
          start: new Date(request.body.start),
          seats: request.body.seats,
        }),
      );
      return ok(placed, 'Held for 5 minutes.');
    },
  );

  app.delete(
    '/api/public/book/:shopId/:slug/holds/:token',
    {
      config: writes,
      schema: {
        summary: 'Release a hold (the customer chose another time or left)',
        params: holdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { eventType, shop } = await publicTarget(db, request.params.shopId, request.params.slug);
      await db.transaction((tx) => releaseHold(tx, request.params.token, eventType.id, shop.id));
      return ok(null, 'Released.');
    },
  );

  app.post(
    '/api/public/book/:shopId/:slug/bookings',
    {
      config: writes,
      schema: {
        summary: 'Book: the confirmation e-mail carries the signed manage link (also answered as manageUrl)',
        description:
          'Send the hold token of the chosen time. Answers are checked against the event’s questions (422 naming ' +
          '`answers.<id>`); 409 `slot_unavailable` when the seats went; 422 `slot_not_offered` for a time not offered.',
        params: publicEventParams,
        headers: idempotencyHeader,
        body: publicBookingBody,
        response: { 200: envelope(customerBooking) },
      },
    },
    async (request) => {
      const target = await publicTarget(db, request.params.shopId, request.params.slug);
      const booked = await bookPublicly(context, target, request.body, request.headers['idempotency-key']);
      return ok(booked, booked.status === 'pending' ? 'Request received.' : 'Booked.');
    },
  );

  app.get(
    '/api/public/bookings',
    {
      config: reads,
      schema: {
        summary:
          'The booking of a manage link: times in the shop’s and the customer’s zone, what may still be done',
        querystring: customerSignQuery,
        response: { 200: envelope(customerBooking) },
      },
    },
    async (request) => {
      const row = await bookingOfSign(db, request.query.sign);
      return ok(customerView(row.booking, row));
    },
  );

  app.get(
    '/api/public/bookings/slots',
    {
      config: reads,
      schema: {
        summary: 'Slots to move the booking of a manage link to (its own seats count as free)',
        querystring: customerSignQuery.and(publicSlotsQuery),
        response: { 200: envelope(availability) },
      },
    },
    async (request) => {
      const { booking, eventType } = await bookingOfSign(db, request.query.sign);
      const { from, to } = request.query;
      return ok(
        await loadAvailability(db, eventType, booking.shopId, from, to, new Date(), {
          excludeBookingId: booking.id,
        }),
      );
    },
  );

  app.post(
    '/api/public/bookings/cancel',
    {
      config: writes,
      schema: {
        summary: 'Cancel through the manage link; 422 `notice_window_passed` after the cancel deadline',
        body: customerCancelBody,
        response: { 200: envelope(customerBooking) },
      },
    },
    async (request) => ok(await cancelByCustomer(context, request.body), 'Your booking is cancelled.'),
  );

  app.post(
    '/api/public/bookings/reschedule',
    {
      config: writes,
      schema: {
        summary:
          'Move the booking of a manage link; 422 `notice_window_passed` after the reschedule deadline',
        description:
          'Answers the new booking with its own manage link (the old link then shows it as moved).',
        body: customerRescheduleBody,
        response: { 200: envelope(customerBooking) },
      },
    },
    async (request) => ok(await rescheduleByCustomer(context, request.body), 'Your booking has moved.'),
  );
}
