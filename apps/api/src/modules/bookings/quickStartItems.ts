// The Quick Start Guide's step of the bookings area: customers can book the retailer online.
import { and, eq } from 'drizzle-orm';
import { eventTypes } from '../../db/schema.ts';
import type { QuickStartItemDefinition } from '../company/quickStart/quickStartItem.ts';

const eventSettings: QuickStartItemDefinition = {
  key: 'events',
  label: 'Open your calendar for bookings',
  hint: 'At least one active event type (a test ride, a service…) that customers can book online.',
  path: '/events/eventsStting',
  isDone: async ({ db, company }) => {
    const rows = await db
      .select({ id: eventTypes.id })
      .from(eventTypes)
      .where(and(eq(eventTypes.ownerCompanyId, company.id), eq(eventTypes.status, 'active')))
      .limit(1);
    return rows.length > 0;
  },
};

export const bookingQuickStartItems: readonly QuickStartItemDefinition[] = [eventSettings];
