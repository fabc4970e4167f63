import type {
  Availability,
  BookingDetail,
  BookingListQuery,
  BookingRow,
  BookingStatus,
  BookingsDashboard,
  EventTypeRow,
} from '@console/contract';
import type { Page } from '../../shared/page';

const harbor = { id: 20, name: 'Harbor Cycles' };
const voltline = { id: 10, name: 'Voltline Bikes' };
export const shops = [
  { id: 201, name: 'Harbor Cycles Mission' },
  { id: 202, name: 'Harbor Cycles Marina' },
];

export const eventTypes: EventTypeRow[] = [
  {
    id: 31,
    owner: { ...harbor, type: 2 },
    brand: voltline,
    kind: 'test_ride',
    title: 'Voltline City test ride',
    slug: 'voltline-city-test-ride',
    durationMinutes: 60,
    capacityPerSlot: 4,
    effectiveCapacity: 3,
    shops,
    status: 'active',
    requiresConfirmation: true,
    upcomingBookings: 12,
    updatedAt: '2026-11-01T10:00:00Z',
  },
  {
    id: 32,
    owner: { ...harbor, type: 2 },
    brand: null,
    kind: 'demo_event',
    title: 'Saturday demo day',
    slug: 'saturday-demo-day',
    durationMinutes: 120,
    capacityPerSlot: 10,
    effectiveCapacity: 10,
    shops: [shops[0] as { id: number; name: string }],
    status: 'active',
    requiresConfirmation: false,
    upcomingBookings: 4,
    updatedAt: '2026-11-02T10:00:00Z',
  },
];

const STATUSES: BookingStatus[] = ['confirmed', 'pending', 'checked_in', 'completed', 'cancelled', 'no_show'];
const CUSTOMERS = ['Dana Whitfield', 'Luis Ortega', 'Mei Chen', 'Sam Patel', 'Ava Brooks', 'Noah Kim'];

/** Booking `n` (1-based): a Voltline test ride at Harbor Cycles, an hour apart from 09:00 PST on 2026-11-25. */
export function bookingRow(n: number): BookingRow {
  const start = new Date(Date.UTC(2026, 10, 25, 17 + ((n - 1) % 8), 0));
  const end = new Date(start.getTime() + 3_600_000);
  return {
    id: 500 + n,
    reference: `BK-7Q2M${String(n).padStart(2, '0')}`,
    start: start.toISOString(),
    end: end.toISOString(),
    timezone: 'America/Los_Angeles',
    eventType: { id: 31, title: 'Voltline City test ride', kind: 'test_ride' },
    shop: shops[n % 2] as { id: number; name: string },
    company: harbor,
    brand: voltline,
    seats: 1,
    slotSeatsUsed: 1 + (n % 3),
    capacity: 3,
    customer: {
      name: CUSTOMERS[(n - 1) % CUSTOMERS.length] as string,
      email: `customer${n}@example.com`,
      phone: '(415) 555-0134',
      zip: '94107',
      timezone: null,
    },
    assignedEmployee: n % 2 ? { id: 71, name: 'Rita Retail' } : null,
    status: STATUSES[(n - 1) % STATUSES.length] as BookingStatus,
    source: n % 3 ? 'widget' : 'admin',
    createdAt: '2026-11-20T18:00:00Z',
  };
}

export const listQuery: BookingListQuery = {
  pageNum: 1,
  pageSize: 10,
  tab: 'upcoming',
  sort: 'start',
  area: 'events',
};

export const bookingPage: Page<BookingRow> = {
  rows: Array.from({ length: 10 }, (_, index) => bookingRow(index + 1)),
  total: 23,
};

/** A confirmed test ride: answers, reminders and its history. */
export const bookingDetail: BookingDetail = {
  ...bookingRow(1),
  answers: [
    { questionId: 'height', label: 'Rider height (cm)', answer: '178' },
    { questionId: 'experience', label: 'Riding experience', answer: 'Regular' },
    { questionId: 'waiver', label: 'Ride waiver', answer: 'Accepted' },
  ],
  feedback: null,
  pickup: null,
  cancelReasonCode: null,
  cancelNote: null,
  rejectionReason: null,
  internalNotes: 'Prefers the medium frame.',
  checkedInAt: null,
  completedAt: null,
  noShowAt: null,
  rescheduledFrom: null,
  rescheduledTo: null,
  reminders: [
    {
      channel: 'email',
      scheduledAt: '2026-11-24T17:00:00Z',
      sentAt: '2026-11-24T17:00:05Z',
      cancelledAt: null,
    },
    { channel: 'sms', scheduledAt: '2026-11-25T15:00:00Z', sentAt: null, cancelledAt: null },
  ],
  history: [
    { from: null, to: 'pending', actor: null, reason: 'booked online', at: '2026-11-20T18:00:00Z' },
    { from: 'pending', to: 'confirmed', actor: 'Rita Retail', reason: null, at: '2026-11-21T16:30:00Z' },
  ],
  actions: ['cancel', 'reschedule', 'checkIn', 'noShow', 'assign'],
};

/** Checked in: the pickup code issued with demo bike VL-DEMO-07; it may be completed. */
export const checkedInDetail: BookingDetail = {
  ...bookingDetail,
  status: 'checked_in',
  checkedInAt: '2026-11-25T16:45:00Z',
  pickup: { code: 'K7P2QX', unitSerial: 'VL-DEMO-07', issuedAt: '2026-11-25T16:45:00Z', confirmedAt: null },
  actions: ['complete', 'assign'],
};

/** Pending: staff confirm or reject it. */
export const pendingDetail: BookingDetail = {
  ...bookingDetail,
  status: 'pending',
  history: bookingDetail.history.slice(0, 1),
  actions: ['confirm', 'reject', 'cancel', 'assign'],
};

/** Completed, with the customer's questionnaire answers. */
export const completedDetail: BookingDetail = {
  ...checkedInDetail,
  status: 'completed',
  completedAt: '2026-11-25T18:05:00Z',
  pickup: {
    ...(checkedInDetail.pickup as NonNullable<BookingDetail['pickup']>),
    confirmedAt: '2026-11-25T18:05:00Z',
  },
  feedback: {
    submittedAt: '2026-11-26T09:00:00Z',
    answers: [{ questionId: 'rating', label: 'How was your ride?', answer: '5' }],
  },
  actions: [],
};

/** A brand's view of a retailer's own event: no customer details. */
export const brandViewDetail: BookingDetail = { ...bookingDetail, customer: null, actions: [] };

/** Three days of slots at 09:00–12:00 PST, the second one full. */
export const availability: Availability = {
  timezone: 'America/Los_Angeles',
  days: ['2026-11-25', '2026-11-26', '2026-11-27'].map((date, day) => ({
    date,
    slots: [9, 10, 11].map((hour) => {
      const start = new Date(`${date}T${String(hour + 8).padStart(2, '0')}:00:00Z`);
      return {
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        localTime: `${String(hour).padStart(2, '0')}:00`,
        seatsLeft: hour === 10 ? 0 : 3 - day,
        capacity: 3,
      };
    }),
  })),
};

export const dashboard: BookingsDashboard = {
  today: [bookingRow(1), bookingRow(2)],
  upcoming: [bookingRow(3), bookingRow(7)],
  unconfirmed: 2,
  next7Days: [
    { date: '2026-11-25', count: 2 },
    { date: '2026-11-26', count: 5 },
  ],
};
