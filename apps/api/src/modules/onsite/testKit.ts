// Shared steps of the onsite tests: Ridgeway's people signed in, a job made by hand, and a job walked to a
// status through the API (as a dispatcher and its technician would).
import type { OnsiteJobCreateInput, OnsiteJobDetail, OnsiteJobStatus } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { employees, users } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import type { TestApp } from '../../test/testApp.ts';
import { png } from '../files/testFixtures.ts';
import { type Auth, post } from '../warranty/testKit.ts';

export interface OnsitePeople {
  owner: Auth;
  manager: Auth;
  /** A staff user who is not a technician: reads only. */
  staff: Auth;
  /** onsite.tech@: a technician with a login. */
  tech: Auth;
  techId: number;
  /** Another active technician of Ridgeway (no login). */
  otherTechId: number;
}

export async function signInOnsite(t: TestApp): Promise<OnsitePeople> {
  const [tech] = await t.db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(users.email, DEMO_USERS.onsiteTech));
  const [other] = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, t.ids.onsiteBrand),
        eq(employees.position, 'technician'),
        eq(employees.active, true),
        eq(employees.email, 'rafael.ortiz@ridgeway.test'),
      ),
    );
  if (!tech || !other) throw new Error('the seeded technicians are missing');
  return {
    owner: await t.authAs(DEMO_USERS.onsite),
    manager: await t.authAs(DEMO_USERS.onsiteManager),
    staff: await t.authAs(DEMO_USERS.onsiteStaff),
    tech: await t.authAs(DEMO_USERS.onsiteTech),
    techId: tech.id,
    otherTechId: other.id,
  };
}

export const customer = {
  name: 'Casey Rider',
  phone: '+1 (206) 555-0101',
  email: 'casey.rider@example.test',
  address: '12 Pike St',
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  timezone: 'America/Los_Angeles',
} as const;

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A job made by hand (status new). */
export async function createJob(
  t: TestApp,
  auth: Auth,
  body: Partial<OnsiteJobCreateInput> = {},
): Promise<OnsiteJobDetail> {
  const answer = await post(t, '/api/onsite/jobs', auth, {
    customer,
    serviceType: 'repair',
    territory: 'Test Territory',
    ...body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

/** POSTs an action of a job with the version it has. */
export function act(
  t: TestApp,
  job: Pick<OnsiteJobDetail, 'id' | 'version'>,
  action: string,
  auth: Auth,
  body: Record<string, unknown> = {},
) {
  return post(t, `/api/onsite/jobs/${job.id}/${action}`, auth, { version: job.version, ...body });
}

/** The action's answer, which must be 200: the job after it. */
export async function step(
  t: TestApp,
  job: Pick<OnsiteJobDetail, 'id' | 'version'>,
  action: string,
  auth: Auth,
  body: Record<string, unknown> = {},
): Promise<OnsiteJobDetail> {
  const answer = await act(t, job, action, auth, body);
  expect(answer.statusCode, `${action}: ${answer.body}`).toBe(200);
  return answer.json().data;
}

/** A PNG signature uploaded by `auth`'s company. */
export const uploadSignature = (t: TestApp, auth: Auth) =>
  t.uploadAs(auth, 'signature.png', png, 'image/png');

/**
 * A new job walked to `status` by the owner (planning) and the technician (on the road), assigned to the
 * technician from `assigned` on, with the ETA `etaHours` from now.
 */
export async function jobIn(
  t: TestApp,
  people: OnsitePeople,
  status: OnsiteJobStatus,
  options: { etaHours?: number; body?: Partial<OnsiteJobCreateInput> } = {},
): Promise<OnsiteJobDetail> {
  let job = await createJob(t, people.owner, options.body);
  if (status === 'new') return job;
  if (status === 'cancelled') return step(t, job, 'cancel', people.owner, { reason: 'Not needed.' });
  job = await step(t, job, 'confirm', people.owner);
  if (status === 'confirmed') return job;
  const plan = { scheduledStart: hoursFromNow(options.etaHours ?? 2), durationMinutes: 60 };
  job = await step(t, job, 'schedule', people.owner, plan);
  if (status === 'scheduled') return job;
  job = await step(t, job, 'assign', people.owner, { technicianEmployeeId: people.techId });
  if (status === 'assigned') return job;
  job = await step(t, job, 'depart', people.tech);
  if (status === 'en_route') return job;
  if (status === 'cannot_complete')
    return step(t, job, 'cannotComplete', people.tech, { reason: 'No access to the garage.' });
  job = await step(t, job, 'arrive', people.tech);
  if (status === 'on_site') return job;
  return step(t, job, 'complete', people.tech, {
    resolution: 'Replaced the brake pads.',
    signature: await uploadSignature(t, people.tech),
    signedBy: 'Casey Rider',
  });
}
