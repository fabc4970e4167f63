// Staff routes of the bookings lifecycle: the list, its CSV, the detail and the actions of the state machine
// (the engine's routes — creating, rescheduling, availability, event types — are in engineRoutes.ts).
import {
  bookingCancelBody,
  bookingCheckInBody,
  bookingCompleteBody,
  bookingDetail,
  bookingIdParams,
  bookingListQuery,
  bookingPage,
  bookingRejectBody,
  bookingsDashboard,
  bookingUpdateBody,
  customerSignQuery,
  envelope,
  questionnaire,
  questionnaireBody,
} from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import {
  cancelBooking,
  checkInBooking,
  completeBooking,
  confirmBooking,
  noShowBooking,
  rejectBooking,
  undoNoShow,
  updateBooking,
} from './actions.ts';
import { bookingsDashboard as dashboardOf } from './dashboard.ts';
import { bookingsCsv } from './exportCsv.ts';
import { getBooking, listBookings } from './queries.ts';
import { getQuestionnaire, submitQuestionnaire } from './questionnaire.ts';

export async function bookingRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const detail = { params: bookingIdParams, response: { 200: envelope(bookingDetail) } };

  app.get(
    '/api/bookings',
    {
      config: { apiKey: 'bookings:read' },
      schema: {
        summary:
          "Bookings the viewer sees (retailer: its shops'; brand: its test rides, customers only of its own events; admin: all)",
        querystring: bookingListQuery,
        response: { 200: envelope(bookingPage) },
      },
    },
    async (request) => ok(await listBookings(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/bookings/export.csv',
    {
      schema: {
        summary: 'The bookings list as CSV: the same filters and order, every matching row',
        querystring: bookingListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bookings.csv"')
        .send(bookingsCsv(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/bookings/dashboard',
    {
      schema: {
        summary:
          "Today's bookings on each shop's clock, the next ones, how many wait for confirmation, a week's counts",
        response: { 200: envelope(bookingsDashboard) },
      },
    },
    async (request) => ok(await dashboardOf(db, viewerOf(request))),
  );

  app.get(
    '/api/bookings/:id',
    {
      config: { apiKey: 'bookings:read' },
      schema: {
        summary: 'A booking with its answers, history, reminders and the actions open to the viewer',
        ...detail,
      },
    },
    async (request) => ok(await getBooking(db, viewerOf(request), request.params.id)),
  );

  app.patch(
    '/api/bookings/:id',
    {
      schema: {
        summary: 'Assign an employee or edit the internal notes',
        body: bookingUpdateBody,
        ...detail,
      },
    },
    async (request) =>
      ok(
        await updateBooking(context, viewerOf(request), request.params.id, request.body),
        'Booking updated.',
      ),
  );

  app.post(
    '/api/bookings/:id/confirm',
    { schema: { summary: 'Confirm a pending booking (capacity is checked again)', ...detail } },
    async (request) =>
      ok(await confirmBooking(context, viewerOf(request), request.params.id), 'Booking confirmed.'),
  );

  app.post(
    '/api/bookings/:id/reject',
    { schema: { summary: 'Reject a pending booking with a reason', body: bookingRejectBody, ...detail } },
    async (request) =>
      ok(
        await rejectBooking(context, viewerOf(request), request.params.id, request.body.reason),
        'Booking rejected.',
      ),
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      schema: {
        summary:
          "Cancel a pending or confirmed booking with a reason code (staff are not bound by the customer's notice)",
        body: bookingCancelBody,
        ...detail,
      },
    },
    async (request) =>
      ok(
        await cancelBooking(context, viewerOf(request), request.params.id, request.body),
        'Booking cancelled.',
      ),
  );

  app.post(
    '/api/bookings/:id/checkIn',
    {
      schema: {
        summary:
          'Check in (from 30 minutes before the start): issues the pickup code and hands out a demo bike',
        body: bookingCheckInBody,
        ...detail,
      },
    },
    async (request) =>
      ok(await checkInBooking(context, viewerOf(request), request.params.id, request.body), 'Checked in.'),
  );

  app.post(
    '/api/bookings/:id/complete',
    {
      schema: {
        summary: 'Complete a checked-in booking: the pickup code must match; e-mails the questionnaire',
        body: bookingCompleteBody,
        ...detail,
      },
    },
    async (request) =>
      ok(
        await completeBooking(context, viewerOf(request), request.params.id, request.body),
        'Booking completed.',
      ),
  );

  app.post(
    '/api/bookings/:id/noShow',
    { schema: { summary: 'Record a no-show (after the end)', ...detail } },
    async (request) =>
      ok(await noShowBooking(context, viewerOf(request), request.params.id), 'No-show recorded.'),
  );

  app.post(
    '/api/bookings/:id/undoNoShow',
    { schema: { summary: 'Undo a no-show within 24 hours (the booking becomes completed)', ...detail } },
    async (request) => ok(await undoNoShow(context, viewerOf(request), request.params.id), 'No-show undone.'),
  );

  // The customer's follow-up questionnaire: no session, the signed link is the key.
  const publicRoute = { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } };
  app.get(
    '/api/public/questionnaire',
    {
      config: publicRoute,
      schema: {
        summary:
          "A completed booking's questionnaire: the event's feedback questions (the e-mailed link's sign)",
        querystring: customerSignQuery,
        response: { 200: envelope(questionnaire) },
      },
    },
    async (request) => ok(await getQuestionnaire(db, request.query.sign)),
  );

  app.post(
    '/api/public/questionnaire',
    {
      config: publicRoute,
      schema: {
        summary: 'Send the questionnaire answers (once); they show on the booking',
        body: questionnaireBody,
        response: { 200: envelope(questionnaire) },
      },
    },
    async (request) =>
      ok(
        await submitQuestionnaire(db, request.body.sign, request.body.answers),
        'Thank you for your answers.',
      ),
  );
}
