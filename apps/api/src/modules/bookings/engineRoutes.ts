// The booking engine's staff routes: availability of an event type at a shop, a booking for a walk-in or
// phone customer, and moving a booking. Every write that takes seats is one transaction (create.ts).
import {
  availability,
  availabilityQuery,
  type BookingStatus,
  bookingCreateBody,
  bookingCreated,
  bookingIdParams,
  bookingRescheduleBody,
  envelope,
  eventTypeIdParams,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ApiError, ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { eventTypes } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { UserType } from '../warranty/scope.ts';
import { createBooking } from './create.ts';
import { eventTypeAtShop } from './eventAccess.ts';
import { loadAvailability } from './loadAvailability.ts';
import { rescheduleBooking } from './reschedule.ts';
import { bookingScope, runsShop } from './scope.ts';
import { type BookingRecord, lockBooking } from './transitions.ts';

const staff = { userTypes: [UserType.brand, UserType.retailer, UserType.admin] };

export const createdView = (booking: BookingRecord) => ({
  id: booking.id,
  reference: booking.reference,
  status: booking.status as BookingStatus,
  start: booking.startsAt.toISOString(),
  end: booking.endsAt.toISOString(),
  timezone: booking.timezone,
  seats: booking.seats,
});

export async function engineRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;

  app.get(
    '/api/eventTypes/:id/availability',
    {
      config: { ...staff, apiKey: 'bookings:read' },
      schema: {
        summary: "Slots of an event type at a shop for dates on the shop's clock, with the seats left",
        params: eventTypeIdParams,
        querystring: availabilityQuery,
        response: { 200: envelope(availability) },
      },
    },
    async (request) => {
      const { shopId, from, to } = request.query;
      const { eventType } = await eventTypeAtShop(db, viewerOf(request), request.params.id, shopId);
      return ok(await loadAvailability(db, eventType, shopId, from, to));
    },
  );

  app.post(
    '/api/bookings',
    {
      config: { ...staff, idempotent: true, apiKey: 'bookings:write' },
      schema: {
        summary:
          'Book for a walk-in or phone customer (Idempotency-Key required); 409 slot_unavailable when full',
        body: bookingCreateBody,
        response: { 200: envelope(bookingCreated) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const body = request.body;
      const { booking } = await db.transaction(async (tx) => {
        const { eventType } = await eventTypeAtShop(tx, viewer, body.eventTypeId, body.shopId);
        return createBooking(tx, {
          eventType,
          shopId: body.shopId,
          start: new Date(body.start),
          seats: body.seats,
          customer: body.customer,
          answers: body.answers,
          source: viewer.userType === UserType.brand ? 'brand' : 'admin',
          channel: 'staff',
          createdBy: viewer.userId,
          assignedEmployeeId: body.assignedEmployeeId ?? null,
          internalNotes: body.internalNotes ?? null,
        });
      });
      return ok(createdView(booking), `Booking ${booking.reference} created.`);
    },
  );

  app.post(
    '/api/bookings/:id/reschedule',
    {
      config: { ...staff, idempotent: true },
      schema: {
        summary: 'Move a confirmed booking: a new booking linked both ways, the old one rescheduled',
        params: bookingIdParams,
        body: bookingRescheduleBody,
        response: { 200: envelope(bookingCreated) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const moved = await db.transaction(async (tx) => {
        const booking = await lockBooking(tx, request.params.id, bookingScope(viewer));
        await assertMayMove(tx, viewer, booking);
        return rescheduleBooking(tx, {
          booking,
          start: new Date(request.body.start),
          channel: 'staff',
          actorUserId: viewer.userId,
          reason: request.body.reason ?? null,
        });
      });
      return ok(
        createdView(moved.booking),
        `Booking moved: the new reference is ${moved.booking.reference}.`,
      );
    },
  );
}

/** The shop's staff move bookings; a brand only those of its own events. */
async function assertMayMove(tx: Transaction, viewer: Viewer, booking: BookingRecord): Promise<void> {
  if (runsShop(viewer, booking)) return;
  const [owner] = await tx
    .select({ id: eventTypes.ownerCompanyId })
    .from(eventTypes)
    .where(eq(eventTypes.id, booking.eventTypeId));
  if (owner?.id !== viewer.companyId)
    throw new ApiError(403, "Only the shop's staff can reschedule this booking.");
}
