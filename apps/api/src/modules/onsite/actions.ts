// Writing onsite jobs: create (by hand or from a claim), edit the details, and every step of the state
// machine. Each runs in one transaction on the locked job (transitions.ts) and, once committed, tells the
// brand's open boards (liveEvents.ts). Owners and managers dispatch; a technician moves the jobs assigned
// to them from departure to completion; other staff read only.
import {
  type OnsiteAction,
  type OnsiteAssignBody,
  type OnsiteCompleteBody,
  type OnsiteJobCreateBody,
  type OnsiteJobDetail,
  type OnsiteJobUpdateBody,
  type OnsitePriority,
  type OnsiteReasonBody,
  type OnsiteScheduleBody,
  type OnsiteWorkBody,
  onsiteDueBy,
} from '@console/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { EmployeePosition, employees, FileKind, files, onsiteJobs, products } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { type OnsiteViewer, requireDispatcher } from './access.ts';
import { brandClaim, jobOfClaim } from './fromClaim.ts';
import { publishJobChange } from './liveEvents.ts';
import { jobDetail } from './queries.ts';
import type { OnsiteJobRecord } from './rows.ts';
import { issueServiceOrder } from './serviceOrders/issue.ts';
import { loadOnsiteSettings } from './settings.ts';
import {
  applyTransition,
  checkTransition,
  checkVersion,
  invalidTransition,
  lockJob,
  recordJobStatus,
  statusText,
  writeJob,
} from './transitions.ts';

type Context = Pick<AppContext, 'db' | 'live'>;

const ASSIGNED_ONLY = 'Only the technician assigned to this job can do this.';

/** The steps a technician takes on their own jobs (dispatchers may take them too). */
const TECHNICIAN_STEPS: readonly (OnsiteAction | 'work')[] = [
  'depart',
  'arrive',
  'work',
  'complete',
  'cannotComplete',
];

/** 403 unless the viewer may take `step` at all: dispatchers any, technicians theirs, other staff none. */
function requireActor(onsite: OnsiteViewer, step: OnsiteAction | 'work'): void {
  if (onsite.canDispatch) return;
  if (onsite.technicianId !== null && TECHNICIAN_STEPS.includes(step)) return;
  requireDispatcher(onsite);
}

/** A technician acts only on jobs assigned to them. */
function requireOwnJob(onsite: OnsiteViewer, job: OnsiteJobRecord): void {
  if (!onsite.canDispatch && job.technicianEmployeeId !== onsite.technicianId)
    throw new ApiError(403, ASSIGNED_ONLY);
}

/**
 * Runs `change` on the locked job at the version the client saw, then, once committed, tells the boards and
 * answers the job's detail.
 */
async function changeJob(
  context: Context,
  onsite: OnsiteViewer,
  id: number,
  step: OnsiteAction | 'work' | 'update',
  version: number,
  change: (tx: Transaction, job: OnsiteJobRecord, at: Date) => Promise<OnsiteJobRecord>,
): Promise<OnsiteJobDetail> {
  if (step === 'update') requireDispatcher(onsite);
  else requireActor(onsite, step);
  const updated = await context.db.transaction(async (tx) => {
    const job = await lockJob(tx, onsite.brandId, id);
    requireOwnJob(onsite, job);
    checkVersion(job, version);
    return change(tx, job, new Date());
  });
  await publishJobChange(context.live, updated);
  return jobDetail(context.db, onsite, id);
}

/** The brand's product, refused on the field otherwise. */
async function brandProductId(tx: Transaction, brandId: number, productId: number): Promise<number> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.brandCompanyId, brandId)));
  if (!product)
    throw new ApiError(422, 'Choose a product of your brand.', {
      'body.productId': 'Choose a product of your brand.',
    });
  return product.id;
}

/** When a job is due: its requested window's start (else `createdAt`) plus the brand's SLA for the priority. */
async function dueByOf(
  tx: Transaction,
  brandId: number,
  priority: OnsitePriority,
  requestWindowStart: Date | null,
  createdAt: Date,
): Promise<Date> {
  const { slaHours } = await loadOnsiteSettings(tx, brandId);
  return onsiteDueBy(requestWindowStart ?? createdAt, priority, slaHours);
}

export async function createJob(
  context: Context,
  onsite: OnsiteViewer,
  body: OnsiteJobCreateBody,
): Promise<OnsiteJobDetail> {
  requireDispatcher(onsite);
  const created = await context.db.transaction(async (tx) => {
    const at = new Date();
    const claim = body.claimId ? await brandClaim(tx, onsite.brandId, body.claimId) : null;
    if (claim) {
      const existing = await jobOfClaim(tx, onsite.brandId, claim.id);
      if (existing)
        throw new ApiError(409, `Job ${existing.number} was already made from claim ${claim.number}.`, {
          'body.claimId': `Open job ${existing.number} instead.`,
        });
    }
    const productId = body.productId
      ? await brandProductId(tx, onsite.brandId, body.productId)
      : (claim?.productId ?? null);
    const settings = await loadOnsiteSettings(tx, onsite.brandId);
    const requestWindowStart = body.requestWindowStart ? new Date(body.requestWindowStart) : null;
    const { customer } = body;
    const [job] = await tx
      .insert(onsiteJobs)
      .values({
        brandCompanyId: onsite.brandId,
        claimId: claim?.id ?? null,
        warrantyId: claim?.warrantyId ?? null,
        productId,
        serialNumber: body.serialNumber ?? claim?.serialNumber ?? null,
        customerName: customer.name,
        customerPhone: customer.phone ?? null,
        customerEmail: customer.email ?? null,
        address: customer.address,
        city: customer.city,
        state: customer.state,
        zip: customer.zip,
        timezone: customer.timezone,
        territory: body.territory ?? null,
        serviceType: body.serviceType,
        priority: body.priority,
        description: body.description ?? claim?.complaint ?? null,
        requestWindowStart,
        requestWindowEnd: body.requestWindowEnd ? new Date(body.requestWindowEnd) : null,
        dueBy: onsiteDueBy(requestWindowStart ?? at, body.priority, settings.slaHours),
        durationMinutes: settings.defaultDurationMinutes,
        createdBy: onsite.viewer.userId,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!job) throw new Error('onsite: the job was not written');
    await recordJobStatus(tx, job.id, null, job.status, onsite.viewer.userId, null, at);
    return job;
  });
  await publishJobChange(context.live, created);
  return jobDetail(context.db, onsite, created.id);
}

/** The details, while the job is not finished; a new priority moves the due time. */
export function updateJob(context: Context, onsite: OnsiteViewer, id: number, body: OnsiteJobUpdateBody) {
  return changeJob(context, onsite, id, 'update', body.version, async (tx, job, at) => {
    if (job.status === 'completed' || job.status === 'cancelled')
      throw invalidTransition(`Job ${job.number} is ${statusText(job.status)}: its details cannot change.`);
    const { customer } = body;
    const dueBy =
      body.priority === job.priority
        ? job.dueBy
        : await dueByOf(tx, onsite.brandId, body.priority, job.requestWindowStart, job.createdAt);
    return writeJob(
      tx,
      job,
      {
        customerName: customer.name,
        customerPhone: customer.phone ?? null,
        customerEmail: customer.email ?? null,
        address: customer.address,
        city: customer.city,
        state: customer.state,
        zip: customer.zip,
        timezone: customer.timezone,
        serviceType: body.serviceType,
        priority: body.priority,
        dueBy,
        subStatus: body.subStatus,
        description: body.description,
        territory: body.territory,
      },
      at,
    );
  });
}

/** A step without input: confirm, depart, arrive (arrive records when the work started). */
export function stepJob(
  context: Context,
  onsite: OnsiteViewer,
  id: number,
  action: 'confirm' | 'depart' | 'arrive',
  version: number,
) {
  return changeJob(context, onsite, id, action, version, (tx, job, at) =>
    applyTransition(
      tx,
      job,
      action,
      { set: action === 'arrive' ? { actualStart: at } : {} },
      onsite.viewer.userId,
      at,
    ),
  );
}

/** The id of an active technician of the brand, refused on the field otherwise. */
async function brandTechnicianId(tx: Transaction, brandId: number, employeeId: number): Promise<number> {
  const [technician] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.id, employeeId),
        eq(employees.companyId, brandId),
        eq(employees.position, EmployeePosition.technician),
        eq(employees.active, true),
      ),
    );
  if (!technician)
    throw new ApiError(422, 'Choose an active technician of your company.', {
      'body.technicianEmployeeId': 'Choose an active technician of your company.',
    });
  return technician.id;
}

/**
 * Schedule (a new or confirmed job) or reschedule (a planned job not yet on its way, or a job that could not
 * be completed): the ETA and duration; the technician stays unless the body clears or replaces it.
 */
export function scheduleJob(
  context: Context,
  onsite: OnsiteViewer,
  id: number,
  action: 'schedule' | 'reschedule',
  body: OnsiteScheduleBody,
) {
  return changeJob(context, onsite, id, action, body.version, async (tx, job, at) => {
    checkTransition(job, action);
    const technicianEmployeeId =
      body.technicianEmployeeId === undefined
        ? job.technicianEmployeeId
        : body.technicianEmployeeId === null
          ? null
          : await brandTechnicianId(tx, onsite.brandId, body.technicianEmployeeId);
    return applyTransition(
      tx,
      job,
      action,
      {
        set: {
          scheduledStart: new Date(body.scheduledStart),
          durationMinutes: body.durationMinutes,
          technicianEmployeeId,
        },
        reason: body.reason ?? null,
      },
      onsite.viewer.userId,
      at,
    );
  });
}

/** Assign a technician of the brand; the plan is the one given, else the job's (an ETA is needed). */
export function assignJob(context: Context, onsite: OnsiteViewer, id: number, body: OnsiteAssignBody) {
  return changeJob(context, onsite, id, 'assign', body.version, async (tx, job, at) => {
    checkTransition(job, 'assign');
    const technicianEmployeeId = await brandTechnicianId(tx, onsite.brandId, body.technicianEmployeeId);
    const scheduledStart = body.scheduledStart ? new Date(body.scheduledStart) : job.scheduledStart;
    if (!scheduledStart)
      throw new ApiError(422, 'Choose the ETA.', { 'body.scheduledStart': 'Choose the ETA.' });
    return applyTransition(
      tx,
      job,
      'assign',
      {
        set: {
          technicianEmployeeId,
          scheduledStart,
          durationMinutes: body.durationMinutes ?? job.durationMinutes,
        },
      },
      onsite.viewer.userId,
      at,
    );
  });
}

/**
 * The ids of the brand's own uploads named by `names`, of the accepted types; any other name is refused on
 * its own field (`field` or `field.N`).
 */
async function brandUploads(
  tx: Transaction,
  brandId: number,
  names: readonly string[],
  mimes: readonly string[],
  field: (index: number) => string,
  message: string,
): Promise<string[]> {
  if (names.length === 0) return [];
  const found = await tx
    .select({ id: files.id, fileName: files.fileName })
    .from(files)
    .where(
      and(
        inArray(files.fileName, [...names]),
        eq(files.companyId, brandId),
        eq(files.kind, FileKind.upload),
        inArray(files.mime, [...mimes]),
        isNull(files.deletedAt),
      ),
    );
  const idOf = new Map(found.map((file) => [file.fileName, file.id]));
  const missing = names.findIndex((name) => !idOf.has(name));
  if (missing >= 0) throw new ApiError(422, message, { [field(missing)]: message });
  return names.map((name) => idOf.get(name) as string);
}

const PHOTO_MIMES = ['image/png', 'image/jpeg'];

/** On site: the resolution, parts and photos so far (recorded as often as needed; the status stays). */
export function recordWork(context: Context, onsite: OnsiteViewer, id: number, body: OnsiteWorkBody) {
  return changeJob(context, onsite, id, 'work', body.version, async (tx, job, at) => {
    if (job.status !== 'on_site')
      throw invalidTransition(`Job ${job.number} is ${statusText(job.status)}: work is recorded on site.`);
    await brandUploads(
      tx,
      onsite.brandId,
      body.photos,
      PHOTO_MIMES,
      (index) => `body.photos.${index}`,
      'Upload this photo again (PNG or JPEG).',
    );
    return writeJob(tx, job, { resolution: body.resolution, parts: body.parts, photos: body.photos }, at);
  });
}

/**
 * The explicit complete action (only from on site): needs a resolution (sent or recorded before) and the
 * customer's signature, a PNG the brand uploaded. Records when the work ended and issues the service order's
 * first version in the same transaction; the customer's e-mail with its link goes out once committed.
 */
export async function completeJob(
  context: Context & Pick<AppContext, 'files' | 'consoleUrl' | 'mailer'>,
  onsite: OnsiteViewer,
  id: number,
  body: OnsiteCompleteBody,
) {
  let mail: MailMessage | null = null;
  const detail = await changeJob(context, onsite, id, 'complete', body.version, async (tx, job, at) => {
    checkTransition(job, 'complete');
    const resolution = body.resolution ?? job.resolution;
    if (!resolution)
      throw new ApiError(422, 'Record what was done.', { 'body.resolution': 'Record what was done.' });
    const [signatureFileId] = await brandUploads(
      tx,
      onsite.brandId,
      [body.signature],
      ['image/png'],
      () => 'body.signature',
      "Capture the customer's signature again.",
    );
    const completed = await applyTransition(
      tx,
      job,
      'complete',
      {
        set: {
          resolution,
          signatureFileId,
          signedBy: body.signedBy,
          actualEnd: at,
          completedAt: at,
        },
      },
      onsite.viewer.userId,
      at,
    );
    const issued = await issueServiceOrder(
      tx,
      context,
      { jobId: job.id, actorUserId: onsite.viewer.userId, reason: null },
      at,
    );
    mail = issued.mail;
    return completed;
  });
  if (mail) await context.mailer.send(mail);
  return detail;
}

/** Cannot complete (en route or on site) or cancel (any open status): a reason is required. */
export function closeJobWithReason(
  context: Context,
  onsite: OnsiteViewer,
  id: number,
  action: 'cannotComplete' | 'cancel',
  body: OnsiteReasonBody,
) {
  return changeJob(context, onsite, id, action, body.version, (tx, job, at) =>
    applyTransition(
      tx,
      job,
      action,
      { set: { reason: body.reason }, reason: body.reason },
      onsite.viewer.userId,
      at,
    ),
  );
}
