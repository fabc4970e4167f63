import type { EventTypeDetail, EventTypeOptions, EventTypeRow } from '@console/contract';

/** Event types as Harbor Cycles (a retailer, Pacific time) sees them, for stories and tests. */
export const eventTypeRowFixture = (id: number, extra: Partial<EventTypeRow> = {}): EventTypeRow => ({
  id,
  owner: { id: 3, name: 'Harbor Cycles', type: 2 },
  brand: null,
  kind: 'test_ride',
  title: `Event ${id}`,
  slug: `event-${id}`,
  durationMinutes: 60,
  capacityPerSlot: 1,
  effectiveCapacity: 1,
  shops: [{ id: 1, name: 'Harbor Cycles Embarcadero' }],
  status: 'active',
  requiresConfirmation: false,
  upcomingBookings: 0,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

export const eventTypeRowsFixture: EventTypeRow[] = [
  eventTypeRowFixture(1, {
    title: 'E-bike test ride',
    durationMinutes: 45,
    capacityPerSlot: 6,
    effectiveCapacity: 4,
    shops: [
      { id: 1, name: 'Harbor Cycles Embarcadero' },
      { id: 2, name: 'Harbor Cycles Mission' },
      { id: 3, name: 'Harbor Cycles Sausalito' },
    ],
    upcomingBookings: 12,
  }),
  eventTypeRowFixture(2, {
    title: 'Saturday demo day',
    kind: 'demo_event',
    status: 'draft',
    durationMinutes: 180,
  }),
  eventTypeRowFixture(3, { title: 'Basic tune-up', kind: 'service', status: 'hidden', durationMinutes: 90 }),
  eventTypeRowFixture(4, { title: 'Winter fitting', kind: 'fitting', status: 'archived' }),
];

export const eventTypeDetailFixture: EventTypeDetail = {
  ...eventTypeRowFixture(1, {
    title: 'E-bike test ride',
    capacityPerSlot: 6,
    effectiveCapacity: 2,
    shops: [
      { id: 1, name: 'Harbor Cycles Embarcadero' },
      { id: 2, name: 'Harbor Cycles Mission' },
    ],
  }),
  description: 'Ride our newest e-bikes along the waterfront.',
  locationType: 'in_shop',
  slotIntervalMinutes: 60,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 120,
  maxAdvanceDays: 30,
  confirmationBlocksSlot: true,
  autoExpirePendingMinutes: null,
  cancelNoticeMinutes: 1440,
  rescheduleNoticeMinutes: 720,
  questions: [
    {
      id: 'waiver',
      label: 'Liability waiver',
      type: 'waiver',
      required: true,
      waiverText: 'I ride at my own risk.',
    },
    { id: 'height', label: 'Your height', type: 'height', required: true },
  ],
  feedbackQuestions: [{ id: 'overall', label: 'How was your ride?', type: 'rating', required: true }],
  reminders: [{ offsetMinutes: 1440, channel: 'email' }],
  demoUnits: [
    { serial: 'VL-001', label: 'Voltline City M' },
    { serial: 'VL-002', label: null },
  ],
  priceCents: null,
  hostEmployees: [{ id: 11, name: 'Maya Chen' }],
  serviceItem: null,
  bookingPaths: [{ shopId: 1, path: '/book/1/event-1' }],
  editable: true,
};

export const eventTypeOptionsFixture: EventTypeOptions = {
  shops: [
    { id: 1, name: 'Harbor Cycles Embarcadero', companyName: null },
    { id: 2, name: 'Harbor Cycles Mission', companyName: null },
  ],
  hosts: [
    { id: 11, name: 'Maya Chen', shopIds: [1] },
    { id: 12, name: 'Luis Ortega', shopIds: [2] },
  ],
  serviceItems: [
    { id: 21, name: 'Basic tune-up', durationMinutes: 60 },
    { id: 22, name: 'Brake bleed', durationMinutes: 45 },
  ],
  brands: [{ id: 1, name: 'Voltline' }],
};

/** A brand's options: its dealers' shops, named with the dealer. */
export const brandOptionsFixture: EventTypeOptions = {
  shops: [
    { id: 1, name: 'Harbor Cycles Embarcadero', companyName: 'Harbor Cycles' },
    { id: 7, name: 'Summit E-Ride Denver', companyName: 'Summit E-Ride' },
  ],
  hosts: [],
  serviceItems: [],
  brands: [],
};
