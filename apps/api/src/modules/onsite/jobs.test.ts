import {
  DEFAULT_SLA_HOURS,
  ONSITE_TRANSITIONS,
  type OnsiteAction,
  type OnsiteJobDetail,
  type OnsiteJobStatus,
  onsiteActionAllowed,
  onsiteJobStatus,
} from '@console/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, onsiteJobs, onsiteSettings, warrantyClaims } from '../../db/schema.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { put } from '../claims/testKit.ts';
import { jpeg, png } from '../files/testFixtures.ts';
import { type Auth, get, post } from '../warranty/testKit.ts';
import {
  act,
  createJob,
  customer,
  hoursFromNow,
  jobIn,
  type OnsitePeople,
  signInOnsite,
  step,
  uploadSignature,
} from './testKit.ts';

let t: TestApp;
let people: OnsitePeople;

beforeAll(async () => {
  t = await createTestApp();
  people = await signInOnsite(t);
}, 60_000);
afterAll(() => t?.close());

const HOUR = 3_600_000;
const detailOf = async (id: number, auth: Auth = people.owner): Promise<OnsiteJobDetail> =>
  (await get(t, `/api/onsite/jobs/${id}`, auth)).json().data;

/** A body each action accepts (when its status allows it). */
async function bodyFor(action: OnsiteAction): Promise<Record<string, unknown>> {
  const plan = { scheduledStart: hoursFromNow(3), durationMinutes: 60 };
  if (action === 'schedule' || action === 'reschedule') return plan;
  if (action === 'assign') return { technicianEmployeeId: people.techId, ...plan };
  if (action === 'complete')
    return { resolution: 'Done.', signature: await uploadSignature(t, people.owner), signedBy: 'Casey' };
  if (action === 'cannotComplete' || action === 'cancel') return { reason: 'A reason.' };
  return {};
}

describe(`onsite jobs (${testEngine})`, () => {
  it('creates a job by hand: new, due by its SLA, with its first history row', async () => {
    const before = Date.now();
    const job = await createJob(t, people.manager, { priority: 'urgent' });
    expect(job).toMatchObject({
      status: 'new',
      priority: 'urgent',
      customer: { ...customer },
      brand: { id: t.ids.onsiteBrand, name: 'Ridgeway E-Bikes' },
      version: 1,
      delayed: false,
      overdue: false,
      technician: null,
    });
    expect(job.number).toMatch(/^OSJ-\d{6}$/);
    // Ridgeway's seeded SLA for urgent is 4 hours.
    const due = Date.parse(job.dueBy) - Date.parse(job.createdAt);
    expect(due).toBe(4 * HOUR);
    expect(Date.parse(job.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(job.history).toEqual([expect.objectContaining({ from: null, to: 'new', actor: 'Mona Dispatch' })]);
  });

  it('takes the due time from the requested window, and DEFAULT_SLA_HOURS without settings', async () => {
    const windowStart = hoursFromNow(10);
    const job = await createJob(t, people.owner, {
      priority: 'high',
      requestWindowStart: windowStart,
      requestWindowEnd: hoursFromNow(14),
    });
    expect(Date.parse(job.dueBy) - Date.parse(windowStart)).toBe(24 * HOUR);
    const [saved] = await t.db
      .select()
      .from(onsiteSettings)
      .where(eq(onsiteSettings.brandCompanyId, t.ids.onsiteBrand));
    await t.db.delete(onsiteSettings).where(eq(onsiteSettings.brandCompanyId, t.ids.onsiteBrand));
    try {
      const low = await createJob(t, people.owner, { priority: 'low' });
      expect(Date.parse(low.dueBy) - Date.parse(low.createdAt)).toBe(DEFAULT_SLA_HOURS.low * HOUR);
    } finally {
      if (saved) await t.db.insert(onsiteSettings).values(saved);
    }
  });

  it('recomputes the due time when the priority changes, and refuses a stale version', async () => {
    const job = await createJob(t, people.owner, { priority: 'normal' });
    const body = {
      version: job.version,
      customer: { ...customer, city: 'Tacoma' },
      serviceType: 'diagnosis',
      priority: 'urgent',
      subStatus: 'Waiting for part',
      description: 'Assist cuts out.',
      territory: 'Pacific Northwest',
    };
    const saved = await put(t, `/api/onsite/jobs/${job.id}`, people.owner, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const updated = saved.json().data as OnsiteJobDetail;
    expect(updated).toMatchObject({
      city: 'Tacoma',
      priority: 'urgent',
      subStatus: 'Waiting for part',
      version: 2,
    });
    expect(Date.parse(updated.dueBy) - Date.parse(updated.createdAt)).toBe(4 * HOUR);
    const stale = await put(t, `/api/onsite/jobs/${job.id}`, people.owner, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.error).toBe('version_conflict');
    expect(
      (await put(t, `/api/onsite/jobs/${job.id}`, people.staff, { ...body, version: 2 })).statusCode,
    ).toBe(403);
  });

  it('walks new → confirmed → scheduled → assigned → en route → on site → completed, with the history', async () => {
    const job = await jobIn(t, people, 'on_site');
    expect(job.actualStart).not.toBeNull();
    const photo = await t.uploadAs(people.tech, 'wheel.jpg', jpeg, 'image/jpeg');
    const worked = await step(t, job, 'work', people.tech, {
      resolution: 'Trued the rear wheel.',
      parts: [{ code: 'SPK-1', description: 'Spoke', quantity: 3 }],
      photos: [photo],
    });
    expect(worked).toMatchObject({ status: 'on_site', resolution: 'Trued the rear wheel.', photos: [photo] });
    const signature = await uploadSignature(t, people.tech);
    const completed = await step(t, worked, 'complete', people.tech, { signature, signedBy: 'Casey Rider' });
    expect(completed).toMatchObject({
      status: 'completed',
      resolution: 'Trued the rear wheel.',
      signature,
      signedBy: 'Casey Rider',
      parts: [{ code: 'SPK-1', description: 'Spoke', quantity: 3 }],
      technician: { id: people.techId, name: 'Tess Wheeler' },
    });
    expect(completed.completedAt).not.toBeNull();
    expect(completed.actualEnd).toBe(completed.completedAt);
    expect(completed.history.map((change) => change.to)).toEqual([
      'new',
      'confirmed',
      'scheduled',
      'assigned',
      'en_route',
      'on_site',
      'completed',
    ]);
    expect(completed.history.at(-1)?.actor).toBe('Tess Wheeler');
    expect(completed.version).toBe(8);
  });

  it('allows each action exactly from the statuses of ONSITE_TRANSITIONS (409 invalid_transition otherwise)', async () => {
    const statuses = onsiteJobStatus.options;
    const jobs = new Map<OnsiteJobStatus, OnsiteJobDetail>();
    for (const status of statuses) jobs.set(status, await jobIn(t, people, status));
    for (const action of Object.keys(ONSITE_TRANSITIONS) as OnsiteAction[]) {
      for (const status of statuses) {
        const job = jobs.get(status) as OnsiteJobDetail;
        const answer = await act(t, job, action, people.owner, await bodyFor(action));
        if (onsiteActionAllowed(action, status)) {
          expect(answer.statusCode, `${action} from ${status}: ${answer.body}`).toBe(200);
          expect(answer.json().data.status).toBe(ONSITE_TRANSITIONS[action].to);
          // Back to a job in the status for the next action.
          jobs.set(status, await jobIn(t, people, status));
        } else {
          expect(answer.statusCode, `${action} from ${status}`).toBe(409);
          expect(answer.json().data.error).toBe('invalid_transition');
        }
      }
    }
  }, 240_000);

  it('brings a job that could not be completed back to scheduled, keeping or clearing the technician', async () => {
    const failed = await jobIn(t, people, 'cannot_complete');
    expect(failed).toMatchObject({ status: 'cannot_complete', reason: 'No access to the garage.' });
    expect(failed.history.at(-1)).toMatchObject({
      to: 'cannot_complete',
      reason: 'No access to the garage.',
    });
    const back = await step(t, failed, 'reschedule', people.manager, {
      scheduledStart: hoursFromNow(30),
      durationMinutes: 120,
      technicianEmployeeId: null,
      reason: 'Customer available tomorrow.',
    });
    expect(back).toMatchObject({ status: 'scheduled', technician: null, durationMinutes: 120 });
    const assigned = await step(t, back, 'assign', people.manager, {
      technicianEmployeeId: people.otherTechId,
    });
    const kept = await step(t, assigned, 'reschedule', people.manager, {
      scheduledStart: hoursFromNow(32),
      durationMinutes: 60,
    });
    expect(kept).toMatchObject({ status: 'scheduled', technician: { id: people.otherTechId } });
  });

  it('assigns only an active technician of the brand, and needs an ETA', async () => {
    const confirmed = await jobIn(t, people, 'confirmed');
    const noEta = await act(t, confirmed, 'assign', people.owner, { technicianEmployeeId: people.techId });
    expect(noEta.statusCode).toBe(422);
    expect(noEta.json().data.fields).toEqual({ 'body.scheduledStart': 'Choose the ETA.' });
    const [voltlineTech] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.companyId, t.ids.brand), eq(employees.position, 'technician')))
      .limit(1);
    const [ridgewayNonTech] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.companyId, t.ids.onsiteBrand), eq(employees.position, 'sales')))
      .limit(1);
    const [inactive] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, t.ids.onsiteBrand),
          eq(employees.position, 'technician'),
          eq(employees.active, false),
        ),
      )
      .limit(1);
    for (const employee of [voltlineTech, ridgewayNonTech, inactive]) {
      const refused = await act(t, confirmed, 'assign', people.owner, {
        technicianEmployeeId: employee?.id,
        scheduledStart: hoursFromNow(2),
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().data.fields).toEqual({
        'body.technicianEmployeeId': 'Choose an active technician of your company.',
      });
    }
    const assigned = await step(t, confirmed, 'assign', people.owner, {
      technicianEmployeeId: people.techId,
      scheduledStart: hoursFromNow(2),
      durationMinutes: 45,
    });
    expect(assigned).toMatchObject({
      status: 'assigned',
      durationMinutes: 45,
      technician: { id: people.techId },
    });
    expect(assigned.scheduledEnd).toBe(
      new Date(Date.parse(assigned.scheduledStart as string) + 45 * 60_000).toISOString(),
    );
  });

  it('completes only with a resolution and a PNG signature the brand uploaded', async () => {
    const job = await jobIn(t, people, 'on_site');
    const signature = await uploadSignature(t, people.tech);
    const noResolution = await act(t, job, 'complete', people.tech, { signature, signedBy: 'Casey' });
    expect(noResolution.statusCode).toBe(422);
    expect(noResolution.json().data.fields).toEqual({ 'body.resolution': 'Record what was done.' });
    const jpegSignature = await t.uploadAs(people.tech, 'signature.jpg', jpeg, 'image/jpeg');
    const voltlineFile = await t.uploadAs(
      await t.authAs('brand@console.test'),
      'signature.png',
      png,
      'image/png',
    );
    for (const file of [jpegSignature, voltlineFile]) {
      const refused = await act(t, job, 'complete', people.tech, {
        resolution: 'Done.',
        signature: file,
        signedBy: 'C',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data.fields).toEqual({
        'body.signature': "Capture the customer's signature again.",
      });
    }
    const foreignPhoto = await act(t, job, 'work', people.tech, {
      resolution: null,
      parts: [],
      photos: [voltlineFile],
    });
    expect(foreignPhoto.statusCode).toBe(422);
    expect(foreignPhoto.json().data.fields).toEqual({
      'body.photos.0': 'Upload this photo again (PNG or JPEG).',
    });
    expect((await detailOf(job.id)).status).toBe('on_site');
  });

  it('records work only on site', async () => {
    const job = await jobIn(t, people, 'en_route');
    const early = await act(t, job, 'work', people.tech, { resolution: 'x', parts: [], photos: [] });
    expect(early.statusCode).toBe(409);
    expect(early.json().data.error).toBe('invalid_transition');
  });

  it('lets a technician act only on their own jobs, and only on the road; staff read only', async () => {
    const theirs = await jobIn(t, people, 'assigned');
    let other = await jobIn(t, people, 'scheduled');
    other = await step(t, other, 'assign', people.owner, { technicianEmployeeId: people.otherTechId });
    const notTheirs = await act(t, other, 'depart', people.tech);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().msg).toBe('Only the technician assigned to this job can do this.');
    for (const action of ['confirm', 'schedule', 'assign', 'reschedule', 'cancel'] as const) {
      const refused = await act(t, theirs, action, people.tech, await bodyFor(action));
      expect(refused.statusCode, action).toBe(403);
    }
    const newJob = await post(t, '/api/onsite/jobs', people.tech, { customer, serviceType: 'repair' });
    expect(newJob.statusCode).toBe(403);
    for (const action of ['depart', 'confirm', 'cancel'] as const) {
      const refused = await act(t, theirs, action, people.staff, await bodyFor(action));
      expect(refused.statusCode, action).toBe(403);
      expect(refused.json().msg).toBe("Only the company's owner or a manager can dispatch onsite jobs.");
    }
    expect((await get(t, `/api/onsite/jobs/${other.id}`, people.tech)).statusCode).toBe(200);
    expect((await get(t, `/api/onsite/jobs/${other.id}`, people.staff)).statusCode).toBe(200);
    const departed = await step(t, theirs, 'depart', people.tech);
    expect(departed.status).toBe('en_route');
  });

  it('applies one of two simultaneous transitions of a job; the other is a 409', async () => {
    const job = await jobIn(t, people, 'assigned');
    const answers = await Promise.all([
      act(t, job, 'depart', people.tech),
      act(t, job, 'cancel', people.owner, { reason: 'Double booked.' }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().data.error).toBe('version_conflict');
    const final = await detailOf(job.id);
    expect(final.version).toBe(job.version + 1);
    expect(final.history).toHaveLength(job.history.length + 1);
  });

  it('makes a job from a claim of the brand: its unit, serial and owner; the draft links to it', async () => {
    // A claim of Ridgeway the demo data made no job of.
    const [claim] = await t.db
      .select({ id: warrantyClaims.id })
      .from(warrantyClaims)
      .leftJoin(onsiteJobs, eq(onsiteJobs.claimId, warrantyClaims.id))
      .where(and(eq(warrantyClaims.brandCompanyId, t.ids.onsiteBrand), isNull(onsiteJobs.id)))
      .orderBy(warrantyClaims.id)
      .limit(1);
    const [voltlineClaim] = await t.db
      .select({ id: warrantyClaims.id })
      .from(warrantyClaims)
      .where(eq(warrantyClaims.brandCompanyId, t.ids.brand))
      .limit(1);
    expect(claim).toBeDefined();
    const id = claim?.id as number;
    const draft = (await get(t, `/api/onsite/jobs/fromClaim/${id}`, people.owner)).json().data;
    expect(draft).toMatchObject({ claim: { id }, existingJob: null });
    expect(draft.serialNumber).toBeTruthy();
    expect(draft.model).toBeTruthy();
    expect(draft.customer.name).toBeTruthy();
    const job = await createJob(t, people.owner, {
      claimId: id,
      customer: { ...customer, name: draft.customer.name },
    });
    expect(job).toMatchObject({
      claim: { id, number: draft.claim.number },
      serialNumber: draft.serialNumber,
      productId: draft.productId,
      model: draft.model,
      warranty: { serialNumber: draft.serialNumber },
    });
    const again = (await get(t, `/api/onsite/jobs/fromClaim/${id}`, people.owner)).json().data;
    expect(again.existingJob).toEqual({ id: job.id, number: job.number });
    const second = await post(t, '/api/onsite/jobs', people.owner, {
      claimId: id,
      customer,
      serviceType: 'repair',
    });
    expect(second.statusCode).toBe(409);
    expect((await get(t, `/api/onsite/jobs/fromClaim/${voltlineClaim?.id}`, people.owner)).statusCode).toBe(
      404,
    );
    const foreign = await post(t, '/api/onsite/jobs', people.owner, {
      claimId: voltlineClaim?.id,
      customer,
      serviceType: 'repair',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
