// Onsite service (domain §1.4, §2.6 OnsiteJob and ServiceOrderDocument, §2.7, §2.10 Flight board): jobs at
// the customer's place, the live flight board, dispatch, the technician's day and the service order PDF.
import { z } from 'zod';
import { ACCOUNT_US_STATES, accountEmail, accountTimezone } from './account.ts';
import { optionalInput, pageOf, pageQuery } from './envelope.ts';
import { bodyId, contactPhone, multilineText, queryId, textLine } from './fields.ts';
import { downloadFileNamePattern } from './files.ts';
import { isoDate, namedCompany } from './warranty.ts';

const required = 'This field is required.';
const text = (max: number) => textLine().min(1, required).max(max);
const notes = (max: number) => multilineText().min(1, required).max(max);
const instant = (error: string) => z.iso.datetime({ offset: true, error });

export const onsiteJobStatus = z.enum([
  'new',
  'confirmed',
  'scheduled',
  'assigned',
  'en_route',
  'on_site',
  'completed',
  'cannot_complete',
  'cancelled',
]);
export type OnsiteJobStatus = z.infer<typeof onsiteJobStatus>;

/** Finished: nothing more happens to the job (a cannot-complete job may still go back to scheduled). */
export const ONSITE_FINAL_STATUSES: readonly OnsiteJobStatus[] = ['completed', 'cancelled'];

/** Before the technician is there: a job in one of these whose ETA has passed is delayed. */
export const ONSITE_BEFORE_ON_SITE: readonly OnsiteJobStatus[] = [
  'new',
  'confirmed',
  'scheduled',
  'assigned',
  'en_route',
];

/**
 * The job state machine (domain §2.7 OnsiteJob): each action and the statuses it leaves from. Anything else
 * is 409 `invalid_transition`. Only `complete` sets completed (a board never does). `schedule` needs an
 * ETA, `assign` a technician (with an ETA already set or given); `reschedule` moves the plan of a job that
 * is not yet on its way, or brings a cannot-complete job back to scheduled.
 */
export const ONSITE_TRANSITIONS = {
  confirm: { from: ['new'], to: 'confirmed' },
  schedule: { from: ['new', 'confirmed'], to: 'scheduled' },
  assign: { from: ['confirmed', 'scheduled', 'assigned'], to: 'assigned' },
  reschedule: { from: ['scheduled', 'assigned', 'cannot_complete'], to: 'scheduled' },
  depart: { from: ['assigned'], to: 'en_route' },
  arrive: { from: ['en_route'], to: 'on_site' },
  complete: { from: ['on_site'], to: 'completed' },
  cannotComplete: { from: ['en_route', 'on_site'], to: 'cannot_complete' },
  cancel: {
    from: ['new', 'confirmed', 'scheduled', 'assigned', 'en_route', 'on_site', 'cannot_complete'],
    to: 'cancelled',
  },
} as const satisfies Record<string, { from: readonly OnsiteJobStatus[]; to: OnsiteJobStatus }>;
export type OnsiteAction = keyof typeof ONSITE_TRANSITIONS;

/** Whether `action` may leave `status` (the server's rule; the console shows only these buttons). */
export function onsiteActionAllowed(action: OnsiteAction, status: OnsiteJobStatus): boolean {
  return (ONSITE_TRANSITIONS[action].from as readonly OnsiteJobStatus[]).includes(status);
}

export const onsitePriority = z.enum(['normal', 'low', 'high', 'urgent'], 'Choose a priority.');
export type OnsitePriority = z.infer<typeof onsitePriority>;

export const onsiteServiceType = z.enum(
  ['diagnosis', 'repair', 'maintenance', 'recall', 'delivery_setup'],
  'Choose a service type.',
);
export type OnsiteServiceType = z.infer<typeof onsiteServiceType>;

/** Hours from the request to the due time, per priority, when a brand has set none (OCA's SLA per priority). */
export const DEFAULT_SLA_HOURS: Record<OnsitePriority, number> = {
  urgent: 4,
  high: 24,
  normal: 72,
  low: 168,
};

/** Completed jobs leave the flight board this long after they were completed. */
export const BOARD_COMPLETED_VISIBLE_HOURS = 2;

/** A changed job reaches every open board within this many seconds (the live stream's promise). */
export const BOARD_LIVE_SECONDS = 2;

/** A service order link in the customer's e-mail works this many days. */
export const SERVICE_ORDER_LINK_DAYS = 30;

/** The customer's place. */
export const onsiteCustomer = z.strictObject({
  name: text(100),
  phone: optionalInput(contactPhone),
  /** The service order link is e-mailed here once the job is completed. */
  email: optionalInput(accountEmail),
  address: text(200),
  city: text(100),
  state: z.enum(ACCOUNT_US_STATES, 'Choose a US state by its two-letter code.'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code such as 94107 or 94107-1234.'),
  /** Times on the board and in the e-mail are shown on this clock. */
  timezone: accountTimezone,
});
export type OnsiteCustomer = z.infer<typeof onsiteCustomer>;

/** A part used on the job (recorded by the technician; printed on the service order). */
export const onsitePart = z.strictObject({
  code: text(60),
  description: text(200),
  quantity: z.number().int('Enter a whole number.').min(1, 'At least 1.').max(999, 'At most 999.'),
});
export type OnsitePart = z.infer<typeof onsitePart>;

const fileName = z.string().regex(downloadFileNamePattern, 'Not a file name this server gives.');

const linkedClaim = z.object({ id: z.number().int(), number: z.string() });
const linkedWarranty = z.object({ id: z.number().int(), serialNumber: z.string() });
const technicianRef = z.object({ id: z.number().int(), name: z.string() });

/** One row of the flight board and of the job list. Times are ISO instants; show them on `customer.timezone`. */
export const onsiteJobRow = z.object({
  id: z.number().int(),
  /** `OSJ-000123`. */
  number: z.string(),
  brand: namedCompany,
  status: onsiteJobStatus,
  /** E.g. "waiting for part": what the status does not say. */
  subStatus: z.string().nullable(),
  priority: onsitePriority,
  serviceType: onsiteServiceType,
  customerName: z.string(),
  city: z.string(),
  state: z.string(),
  timezone: z.string(),
  territory: z.string().nullable(),
  /** The model's name (from the unit or the catalogue), if known. */
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  /** ETA: the planned start. */
  scheduledStart: z.string().nullable(),
  durationMinutes: z.number().int(),
  technician: technicianRef.nullable(),
  /** When the job is due by its priority's SLA. */
  dueBy: z.string(),
  /** Derived: the ETA has passed and the technician is not yet on site. */
  delayed: z.boolean(),
  /** Derived: due before now and not completed or cancelled. */
  overdue: z.boolean(),
  completedAt: z.string().nullable(),
  /** The last change of any kind (the board's "last update"). */
  updatedAt: z.string(),
  /** Optimistic concurrency: writes send the version they saw (409 `version_conflict` when it moved). */
  version: z.number().int(),
});
export type OnsiteJobRow = z.infer<typeof onsiteJobRow>;

export const onsiteStatusChange = z.object({
  from: onsiteJobStatus.nullable(),
  to: onsiteJobStatus,
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type OnsiteStatusChange = z.infer<typeof onsiteStatusChange>;

/** An issued service order PDF: immutable; a regeneration adds a version. */
export const serviceOrderDocument = z.object({
  version: z.number().int(),
  /** Download with GET /onsite/jobs/:id/serviceOrders/:version. */
  fileName: z.string(),
  sha256: z.string(),
  sizeBytes: z.number().int(),
  issuedAt: z.string(),
  issuedBy: z.string().nullable(),
});
export type ServiceOrderDocument = z.infer<typeof serviceOrderDocument>;

export const onsiteJobDetail = onsiteJobRow.extend({
  customer: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    timezone: z.string(),
  }),
  claim: linkedClaim.nullable(),
  warranty: linkedWarranty.nullable(),
  productId: z.number().int().nullable(),
  description: z.string().nullable(),
  requestWindowStart: z.string().nullable(),
  requestWindowEnd: z.string().nullable(),
  /** ETA + duration. */
  scheduledEnd: z.string().nullable(),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  resolution: z.string().nullable(),
  parts: z.array(onsitePart),
  /** File names of the photos (GET /common/download?fileName=). */
  photos: z.array(z.string()),
  /** The captured signature's file name, once signed. */
  signature: z.string().nullable(),
  signedBy: z.string().nullable(),
  /** Why it could not be completed, or why it was cancelled. */
  reason: z.string().nullable(),
  serviceOrders: z.array(serviceOrderDocument),
  history: z.array(onsiteStatusChange),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type OnsiteJobDetail = z.infer<typeof onsiteJobDetail>;

export const onsiteJobPage = pageOf(onsiteJobRow);

export const onsiteJobIdParams = z.object({ id: queryId });

/**
 * GET /onsite/board and /onsite/board/export.csv (the same filters): the brand's jobs sorted by ETA (jobs
 * without one last), completed jobs older than BOARD_COMPLETED_VISIBLE_HOURS left out. `date` is a day on
 * the brand's clock: jobs planned that day, plus jobs not yet planned and still open.
 */
export const onsiteBoardQuery = z.object({
  date: optionalInput(isoDate),
  technicianId: optionalInput(queryId),
  status: optionalInput(onsiteJobStatus),
  territory: optionalInput(textLine().max(100)),
  /** Only jobs whose ETA has passed before the technician got there. */
  delayed: optionalInput(z.enum(['true', 'false']).transform((value) => value === 'true')),
});
export type OnsiteBoardQuery = z.infer<typeof onsiteBoardQuery>;
export type OnsiteBoardInput = z.input<typeof onsiteBoardQuery>;

export const onsiteBoard = z.object({
  rows: z.array(onsiteJobRow),
  /** The brand's territories and technicians, for the filters. */
  territories: z.array(z.string()),
  technicians: z.array(technicianRef),
  /** ISO instant the answer was read at (the board's "as of"). */
  asOf: z.string(),
  viewer: z.object({
    /** Owners and managers dispatch (create, plan, assign, cancel); staff and technicians read the board. */
    canDispatch: z.boolean(),
    /** The viewer's own employee id when they are a technician (their day: GET /onsite/myDay). */
    technicianId: z.number().int().nullable(),
  }),
});
export type OnsiteBoard = z.infer<typeof onsiteBoard>;

export const onsiteJobSort = z.enum([
  'scheduledStart',
  '-scheduledStart',
  'dueBy',
  '-dueBy',
  '-createdAt',
  'number',
]);

/** GET /onsite/jobs: every job of the brand, paged (search, status, dates). */
export const onsiteJobListQuery = pageQuery.extend({
  sort: optionalInput(onsiteJobSort).default('-createdAt'),
  q: optionalInput(textLine().max(100)),
  status: optionalInput(onsiteJobStatus),
  technicianId: optionalInput(queryId),
  claimId: optionalInput(queryId),
  from: optionalInput(isoDate),
  to: optionalInput(isoDate),
});
export type OnsiteJobListQuery = z.infer<typeof onsiteJobListQuery>;

const plan = {
  /** ETA. */
  scheduledStart: instant('Choose the ETA.'),
  durationMinutes: z.number().int().min(15, 'At least 15 minutes.').max(720, 'At most 12 hours.'),
};

/**
 * POST /onsite/jobs (`Idempotency-Key`): from a claim (`claimId`: the unit, serial and customer come from its
 * warranty unless given) or by hand.
 */
export const onsiteJobCreateBody = z
  .strictObject({
    claimId: optionalInput(bodyId),
    productId: optionalInput(bodyId),
    serialNumber: optionalInput(text(64)),
    customer: onsiteCustomer,
    serviceType: onsiteServiceType,
    priority: onsitePriority.default('normal'),
    description: optionalInput(notes(2000)),
    territory: optionalInput(text(100)),
    requestWindowStart: optionalInput(instant('Choose when the customer can be visited from.')),
    requestWindowEnd: optionalInput(instant('Choose until when the customer can be visited.')),
  })
  .refine(
    (body) =>
      body.requestWindowStart === undefined ||
      body.requestWindowEnd === undefined ||
      body.requestWindowEnd > body.requestWindowStart,
    { path: ['requestWindowEnd'], error: 'The window ends after it starts.' },
  );
export type OnsiteJobCreateBody = z.infer<typeof onsiteJobCreateBody>;
export type OnsiteJobCreateInput = z.input<typeof onsiteJobCreateBody>;

/** GET /onsite/jobs/fromClaim/:id: what a new job from this claim starts with (the form's defaults). */
export const onsiteJobDraft = z.object({
  claim: linkedClaim,
  productId: z.number().int().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  customer: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  description: z.string().nullable(),
  /** A job already made from this claim and not cancelled (the drawer links to it instead). */
  existingJob: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type OnsiteJobDraft = z.infer<typeof onsiteJobDraft>;

/** PUT /onsite/jobs/:id: the details (not the status), while the job is not finished. */
export const onsiteJobUpdateBody = z.strictObject({
  version: z.number().int(),
  customer: onsiteCustomer,
  serviceType: onsiteServiceType,
  priority: onsitePriority,
  subStatus: z.union([text(100), z.null()]),
  description: z.union([notes(2000), z.null()]),
  territory: z.union([text(100), z.null()]),
});
export type OnsiteJobUpdateBody = z.infer<typeof onsiteJobUpdateBody>;

const versioned = { version: z.number().int() };

/** POST /onsite/jobs/:id/confirm, /depart, /arrive. */
export const onsiteStepBody = z.strictObject(versioned);

/** POST /onsite/jobs/:id/schedule and /reschedule: the ETA and duration (the technician is kept unless cleared). */
export const onsiteScheduleBody = z.strictObject({
  ...versioned,
  ...plan,
  /** Reschedule only: drop the technician (the job goes back to scheduled either way). */
  technicianEmployeeId: z.union([bodyId, z.null()]).optional(),
  reason: optionalInput(notes(500)),
});
export type OnsiteScheduleBody = z.infer<typeof onsiteScheduleBody>;

/**
 * POST /onsite/jobs/:id/assign: a technician of the brand (an active employee with position technician), and
 * the plan when the job has none yet. Overlaps and out-of-hours plans are warnings the dialog shows from
 * GET /onsite/dispatch; the server refuses only what cannot be: another company's employee, a non-technician.
 */
export const onsiteAssignBody = z.strictObject({
  ...versioned,
  technicianEmployeeId: bodyId,
  scheduledStart: plan.scheduledStart.optional(),
  durationMinutes: plan.durationMinutes.optional(),
});
export type OnsiteAssignBody = z.infer<typeof onsiteAssignBody>;

/** POST /onsite/jobs/:id/work (on site): the technician records what was done, as often as needed. */
export const onsiteWorkBody = z.strictObject({
  ...versioned,
  resolution: z.union([notes(4000), z.null()]),
  parts: z.array(onsitePart).max(50),
  /** Uploaded photos (POST /common/upload), at most 10. */
  photos: z.array(fileName).max(10, 'At most 10 photos.'),
});
export type OnsiteWorkBody = z.infer<typeof onsiteWorkBody>;

/**
 * POST /onsite/jobs/:id/complete: the explicit complete action. Needs a resolution (sent or already recorded)
 * and the customer's signature, drawn on the screen and uploaded as a PNG (POST /common/upload).
 */
export const onsiteCompleteBody = z.strictObject({
  ...versioned,
  resolution: optionalInput(notes(4000)),
  signature: fileName,
  signedBy: text(100),
});
export type OnsiteCompleteBody = z.infer<typeof onsiteCompleteBody>;

/** POST /onsite/jobs/:id/cannotComplete and /cancel: a reason is required. */
export const onsiteReasonBody = z.strictObject({ ...versioned, reason: notes(1000) });
export type OnsiteReasonBody = z.infer<typeof onsiteReasonBody>;

/** POST /onsite/jobs/:id/serviceOrders: issue a new version of the PDF (a completed job only). */
export const serviceOrderRegenerateBody = z.strictObject({ reason: notes(500) });

/** GET /onsite/dispatch: technicians × days, for finding who is free. */
export const onsiteDispatchQuery = z.object({
  /** The first day, on the brand's clock (default: today). */
  from: optionalInput(isoDate),
  days: z.coerce.number().int().min(1).max(14).default(7),
  /** A job being planned: its own time does not count as a conflict with itself. */
  jobId: optionalInput(queryId),
});
export type OnsiteDispatchQuery = z.infer<typeof onsiteDispatchQuery>;

export const dispatchJob = z.object({
  id: z.number().int(),
  number: z.string(),
  status: onsiteJobStatus,
  start: z.string(),
  end: z.string(),
  city: z.string(),
});

export const dispatchDay = z.object({
  /** YYYY-MM-DD on the brand's clock. */
  date: isoDate,
  /** Working intervals that day as ISO instants (empty: off). */
  hours: z.array(z.object({ start: z.string(), end: z.string() })),
  jobs: z.array(dispatchJob),
  /** Minutes of work planned. */
  bookedMinutes: z.number().int(),
});

export const onsiteDispatch = z.object({
  /** The brand's clock (its company time zone). */
  timezone: z.string(),
  dates: z.array(isoDate),
  technicians: z.array(technicianRef.extend({ days: z.array(dispatchDay) })),
  /** Open jobs with no technician yet (the unassigned lane). */
  unassigned: z.array(onsiteJobRow),
});
export type OnsiteDispatch = z.infer<typeof onsiteDispatch>;
export type DispatchDay = z.infer<typeof dispatchDay>;
export type DispatchJob = z.infer<typeof dispatchJob>;

/** Per-brand SLA: hours from the request to the due time, per priority (GET/PUT /onsite/settings). */
export const onsiteSettings = z.strictObject({
  slaHours: z.strictObject({
    urgent: z.number().int().min(1, 'At least 1 hour.').max(720, 'At most 720 hours.'),
    high: z.number().int().min(1, 'At least 1 hour.').max(720, 'At most 720 hours.'),
    normal: z.number().int().min(1, 'At least 1 hour.').max(720, 'At most 720 hours.'),
    low: z.number().int().min(1, 'At least 1 hour.').max(720, 'At most 720 hours.'),
  }),
  defaultDurationMinutes: plan.durationMinutes,
});
export type OnsiteSettings = z.infer<typeof onsiteSettings>;

/** GET /onsite/myDay: the signed-in technician's jobs of a day (today on the brand's clock by default), in ETA order. */
export const onsiteMyDayQuery = z.object({ date: optionalInput(isoDate) });
export const onsiteMyDay = z.object({
  date: isoDate,
  technician: technicianRef,
  jobs: z.array(onsiteJobDetail),
});
export type OnsiteMyDay = z.infer<typeof onsiteMyDay>;

/**
 * One event of GET /onsite/board/events (server-sent events, `event: job`): a job of the brand changed. The
 * board reloads the row (or the board); `id` is the event's sequence, sent back as Last-Event-ID.
 */
export const onsiteLiveEvent = z.object({
  jobId: z.number().int(),
  status: onsiteJobStatus,
  version: z.number().int(),
  at: z.string(),
});
export type OnsiteLiveEvent = z.infer<typeof onsiteLiveEvent>;

/** GET /public/serviceOrder?sign=…: what the public /serviceOrderPdf page shows before the download. */
export const publicServiceOrderQuery = z.object({ sign: z.string().min(1).max(200) });
export const publicServiceOrder = z.object({
  jobNumber: z.string(),
  brandName: z.string(),
  version: z.number().int(),
  issuedAt: z.string(),
  completedAt: z.string().nullable(),
  customerName: z.string(),
  /** GET /public/serviceOrder/pdf?sign=… */
  fileName: z.string(),
  sizeBytes: z.number().int(),
  expiresAt: z.string(),
});
export type PublicServiceOrder = z.infer<typeof publicServiceOrder>;

/** The dashboard's onsite card: today's jobs of an onsite brand (or the technician's own). */
export const onsiteToday = z.object({
  date: isoDate,
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
  delayed: z.number().int(),
  jobs: z.array(onsiteJobRow),
});
export type OnsiteToday = z.infer<typeof onsiteToday>;

export type OnsiteJobPage = z.infer<typeof onsiteJobPage>;
