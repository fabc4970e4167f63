import {
  EVENT_KINDS,
  type EventKind,
  type EventTypeBody,
  type EventTypeDetail,
  type EventTypeInput,
  type EventTypeStatus,
  type LocationType,
  type QuestionType,
  type ReminderChannel,
} from '@console/contract';
import { EVENT_KIND_LABELS } from '../bookings/bookings.logic';

export const STATUS_LABELS: Record<EventTypeStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  hidden: 'Hidden',
  archived: 'Archived',
};

export const STATUS_TAGS: Record<EventTypeStatus, 'default' | 'success' | 'warning' | 'info'> = {
  draft: 'info',
  active: 'success',
  hidden: 'warning',
  archived: 'default',
};

export const LOCATION_LABELS: Record<LocationType, string> = {
  in_shop: 'At the shop',
  onsite: "At the customer's place",
  venue: 'At a venue',
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Text',
  number: 'Number',
  select: 'Choice',
  waiver: 'Waiver to accept',
  height: 'Rider height (cm)',
  experience: 'Riding experience',
  rating: 'Rating (1 to 5)',
};

export const CHANNEL_LABELS: Record<ReminderChannel, string> = { email: 'E-mail', sms: 'SMS' };

const BRAND = 1;

/** The kinds a viewer may set up: a brand only test rides and demo events (at its dealers' shops). */
export function kindsFor(userType: number | undefined): EventKind[] {
  const all = Object.keys(EVENT_KIND_LABELS) as EventKind[];
  return userType === BRAND ? ['test_ride', 'demo_event'] : all;
}

export const optionsOf = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

/** A status change offered from a status, with its button label. */
export interface StatusAction {
  to: EventTypeStatus;
  label: string;
}

/** What a status may change to: publish a draft or a hidden one, hide an active one, archive any, restore an archived one as a draft. */
export function statusActions(status: EventTypeStatus): StatusAction[] {
  switch (status) {
    case 'draft':
      return [
        { to: 'active', label: 'Publish' },
        { to: 'archived', label: 'Archive' },
      ];
    case 'active':
      return [
        { to: 'hidden', label: 'Hide' },
        { to: 'archived', label: 'Archive' },
      ];
    case 'hidden':
      return [
        { to: 'active', label: 'Publish' },
        { to: 'archived', label: 'Archive' },
      ];
    case 'archived':
      return [{ to: 'draft', label: 'Restore as draft' }];
  }
}

/** What a done status change confirms. */
export function statusChangedMessage(title: string, to: EventTypeStatus): string {
  switch (to) {
    case 'active':
      return `${title} is published.`;
    case 'hidden':
      return `${title} is hidden: only staff can book it.`;
    case 'archived':
      return `${title} is archived.`;
    case 'draft':
      return `${title} is a draft again.`;
  }
}

/** Minutes to read: 90 → '1 h 30 min', 2880 → '2 d', 45 → '45 min', 0 → 'none'. */
export function minutesText(minutes: number): string {
  if (minutes === 0) return 'none';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [days && `${days} d`, hours && `${hours} h`, rest && `${rest} min`].filter(Boolean).join(' ');
}

/** Capacity to read: '1 (exclusive)', '6 seats', or '6 seats (4 bikes)' when demo units limit it. */
export function capacityText(capacity: number, effective: number): string {
  if (capacity === 1) return '1 (exclusive)';
  return effective < capacity ? `${capacity} seats (${effective} bikes)` : `${capacity} seats`;
}

/** How many shops a row names before it says "and N more". */
const NAMED_SHOPS = 2;

export function shopsText(shops: readonly { name: string }[]): string {
  const names = shops.map((shop) => shop.name);
  if (names.length <= NAMED_SHOPS) return names.join(', ');
  return `${names.slice(0, NAMED_SHOPS).join(', ')} and ${names.length - NAMED_SHOPS} more`;
}

/** The form's fields, as the server names them. */
export const EVENT_TYPE_FIELDS = [
  'kind',
  'title',
  'slug',
  'description',
  'locationType',
  'durationMinutes',
  'slotIntervalMinutes',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'capacityPerSlot',
  'minNoticeMinutes',
  'maxAdvanceDays',
  'requiresConfirmation',
  'confirmationBlocksSlot',
  'autoExpirePendingMinutes',
  'cancelNoticeMinutes',
  'rescheduleNoticeMinutes',
  'questions',
  'feedbackQuestions',
  'reminders',
  'demoUnits',
  'priceCents',
  'shopIds',
  'hostEmployeeIds',
  'brandCompanyId',
  'serviceItemId',
] as const;

/** A new event type: an hour's test ride, one at a time, bookable from an hour ahead up to 60 days, a reminder the day before. */
export const NEW_EVENT_TYPE: EventTypeInput = {
  kind: 'test_ride',
  title: '',
  slug: undefined,
  description: undefined,
  locationType: 'in_shop',
  durationMinutes: 60,
  slotIntervalMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  capacityPerSlot: 1,
  minNoticeMinutes: 60,
  maxAdvanceDays: 60,
  requiresConfirmation: false,
  confirmationBlocksSlot: true,
  autoExpirePendingMinutes: null,
  cancelNoticeMinutes: 1440,
  rescheduleNoticeMinutes: 1440,
  questions: [],
  feedbackQuestions: [],
  reminders: [{ offsetMinutes: 1440, channel: 'email' }],
  demoUnits: [],
  priceCents: null,
  shopIds: [],
  hostEmployeeIds: [],
  brandCompanyId: null,
  serviceItemId: null,
};

/** What the form starts with: the event type's values, or a new one's. */
export function eventTypeFormValues(detail?: EventTypeDetail): EventTypeInput {
  if (!detail) return NEW_EVENT_TYPE;
  return {
    kind: detail.kind,
    title: detail.title,
    slug: detail.slug,
    description: detail.description ?? undefined,
    locationType: detail.locationType,
    durationMinutes: detail.durationMinutes,
    slotIntervalMinutes: detail.slotIntervalMinutes,
    bufferBeforeMinutes: detail.bufferBeforeMinutes,
    bufferAfterMinutes: detail.bufferAfterMinutes,
    capacityPerSlot: detail.capacityPerSlot,
    minNoticeMinutes: detail.minNoticeMinutes,
    maxAdvanceDays: detail.maxAdvanceDays,
    requiresConfirmation: detail.requiresConfirmation,
    confirmationBlocksSlot: detail.confirmationBlocksSlot,
    autoExpirePendingMinutes: detail.autoExpirePendingMinutes,
    cancelNoticeMinutes: detail.cancelNoticeMinutes,
    rescheduleNoticeMinutes: detail.rescheduleNoticeMinutes,
    questions: detail.questions,
    feedbackQuestions: detail.feedbackQuestions,
    reminders: detail.reminders,
    demoUnits: detail.demoUnits.map((unit) => ({ serial: unit.serial, label: unit.label ?? undefined })),
    priceCents: detail.priceCents,
    shopIds: detail.shops.map((shop) => shop.id),
    hostEmployeeIds: detail.hostEmployees.map((host) => host.id),
    brandCompanyId: detail.brand?.id ?? null,
    serviceItemId: detail.serviceItem?.id ?? null,
  };
}

/** The hosts worth offering: those who work at one of the chosen shops (all of them before a shop is chosen), and any already chosen. */
export function hostChoices(
  hosts: readonly { id: number; name: string; shopIds: readonly number[] }[],
  shopIds: readonly number[],
  chosen: readonly number[],
) {
  return hosts
    .filter(
      (host) =>
        shopIds.length === 0 || chosen.includes(host.id) || host.shopIds.some((id) => shopIds.includes(id)),
    )
    .map((host) => ({ value: String(host.id), label: host.name }));
}

/**
 * The body as sent: what only some kinds use is cleared for the others (the form keeps it while the kind
 * changes back and forth): the service item (service), the ridden brand (test ride), demo units (events).
 */
export function bodyForKind(body: EventTypeBody): EventTypeBody {
  return {
    ...body,
    serviceItemId: body.kind === 'service' ? body.serviceItemId : null,
    brandCompanyId: body.kind === 'test_ride' ? (body.brandCompanyId ?? null) : null,
    demoUnits: EVENT_KINDS.includes(body.kind) ? body.demoUnits : [],
  };
}

/** The public booking pages of an active event type, by shop name, as full links. */
export function bookingLinks(detail: EventTypeDetail, origin: string): { shop: string; url: string }[] {
  return detail.bookingPaths.map(({ shopId, path }) => ({
    shop: detail.shops.find((shop) => shop.id === shopId)?.name ?? `Shop ${shopId}`,
    url: `${origin}${path}`,
  }));
}
