// Event settings: `/api/eventTypes` list, detail, create, update, status and duplicate. Brands and
// retailers see their own (admins all); the owner's owner or a manager writes.
import {
  bookableEventType,
  bookableEventTypesQuery,
  envelope,
  eventTypeBody,
  eventTypeDetail,
  eventTypeIdParams,
  eventTypeListQuery,
  eventTypePage,
  eventTypeStatusBody,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../app/context.ts';
import { ok } from '../../../app/envelope.ts';
import { viewerOf } from '../../../auth/plugin.ts';
import { CompanyRole } from '../../../auth/roles.ts';
import { UserType } from '../../warranty/scope.ts';
import { bookableEventTypes, getEventType, listEventTypes } from './queries.ts';
import { createEventType, duplicateEventType, setEventTypeStatus, updateEventType } from './write.ts';

const readers = { userTypes: [UserType.brand, UserType.retailer, UserType.admin] };
/** The reads an integration makes with an API key too (the company-level bookings API, issue 17). */
const keyReaders = { ...readers, apiKey: 'bookings:read' } as const;
const writers = {
  userTypes: [UserType.brand, UserType.retailer],
  permissions: { [UserType.brand]: CompanyRole.manager, [UserType.retailer]: CompanyRole.manager },
};

export async function eventTypeRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;

  app.get(
    '/api/eventTypes',
    {
      config: keyReaders,
      schema: {
        summary: 'Event types: the viewer company’s own (admins: all), with search, kind, area, status, shop',
        querystring: eventTypeListQuery,
        response: { 200: envelope(eventTypePage) },
      },
    },
    async (request) => ok(await listEventTypes(db, viewerOf(request), request.query)),
  );

  app.get(
    '/api/eventTypes/bookable',
    {
      config: keyReaders,
      schema: {
        summary: 'Event types the viewer may book for a customer (active or hidden), with the shops where',
        querystring: bookableEventTypesQuery,
        response: { 200: envelope(z.array(bookableEventType)) },
      },
    },
    async (request) => ok(await bookableEventTypes(db, viewerOf(request), request.query.area)),
  );

  app.post(
    '/api/eventTypes',
    {
      config: writers,
      schema: {
        summary:
          'Define an event type (as a draft); brands: test rides and demo events at active dealers’ shops',
        body: eventTypeBody,
        response: { 200: envelope(eventTypeDetail) },
      },
    },
    async (request) => ok(await createEventType(db, viewerOf(request), request.body), 'Event type saved.'),
  );

  app.get(
    '/api/eventTypes/:id',
    {
      config: keyReaders,
      schema: {
        summary: 'An event type in full, with its booking page paths while active',
        params: eventTypeIdParams,
        response: { 200: envelope(eventTypeDetail) },
      },
    },
    async (request) => ok(await getEventType(db, viewerOf(request), request.params.id)),
  );

  app.put(
    '/api/eventTypes/:id',
    {
      config: writers,
      schema: {
        summary: 'Save an event type; its shops and hosts are replaced as a whole',
        params: eventTypeIdParams,
        body: eventTypeBody,
        response: { 200: envelope(eventTypeDetail) },
      },
    },
    async (request) =>
      ok(await updateEventType(db, viewerOf(request), request.params.id, request.body), 'Event type saved.'),
  );

  app.post(
    '/api/eventTypes/:id/status',
    {
      config: writers,
      schema: {
        summary: 'Publish (active), hide, archive, or return an event type to draft',
        params: eventTypeIdParams,
        body: eventTypeStatusBody,
        response: { 200: envelope(eventTypeDetail) },
      },
    },
    async (request) =>
      ok(
        await setEventTypeStatus(db, viewerOf(request), request.params.id, request.body.status),
        'Status changed.',
      ),
  );

  app.post(
    '/api/eventTypes/:id/duplicate',
    {
      config: writers,
      schema: {
        summary: 'Copy an event type as a draft named "Copy of …"',
        params: eventTypeIdParams,
        response: { 200: envelope(eventTypeDetail) },
      },
    },
    async (request) =>
      ok(await duplicateEventType(db, viewerOf(request), request.params.id), 'Event type duplicated.'),
  );
}
