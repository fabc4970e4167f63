import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../db/schema.ts';
import { DEMO_USERS } from '../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../test/testApp.ts';
import { until } from '../test/until.ts';
import type { JobDefinition, JobPayloads } from './jobs.ts';
import { jobDefinitions } from './registry.ts';

type TestPayloads = JobPayloads & { 'test.refused': { to: string } };

/** Every run of the failing job, with its attempt number and when it started. */
const refusedRuns: { attempt: number; at: number }[] = [];
const refused: JobDefinition<TestPayloads, 'test.refused'> = {
  name: 'test.refused',
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  async run(_payload, _context, job) {
    refusedRuns.push({ attempt: job.attempt, at: Date.now() });
    throw new Error('SMTP refused: 554 no such user');
  },
};

let t: TestApp<TestPayloads>;
beforeAll(async () => {
  t = await createTestApp<TestPayloads>({ jobs: { definitions: [...jobDefinitions, refused] } });
}, 60_000);
afterAll(() => t?.close());

describe(`background jobs (${testEngine})`, () => {
  it('runs a scheduled job: the hourly sweep, scheduled every minute, deletes an expired captcha', async () => {
    const [expired] = await t.db
      .insert(captchas)
      .values({ answerHash: 'old', expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .returning({ id: captchas.id });
    await t.jobs.schedule('housekeeping.sweep-expired', '* * * * *');
    await until(
      async () =>
        (await t.db.select().from(captchas)).some((row) => row.id === expired?.id) ? undefined : true,
      20_000,
      'the expired captcha is deleted',
    );
  }, 30_000);

  it('retries a failing job with growing delays, then lists it as failed for platform admins only', async () => {
    await t.jobs.send('test.refused', { to: 'nobody@console.test' });
    const admin = await t.authAs(DEMO_USERS.admin);
    const failed = await until(
      async () => {
        const response = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/failed', headers: admin });
        const body = response.json();
        return body.data.length ? body : undefined;
      },
      20_000,
      'the job is dead-lettered',
    );
    expect(failed).toEqual({
      code: 200,
      msg: 'OK',
      data: [
        {
          id: expect.any(String),
          name: 'test.refused',
          payload: { to: 'nobody@console.test' },
          error: 'SMTP refused: 554 no such user',
          attempts: 3,
          createdAt: expect.any(String),
          failedAt: expect.any(String),
        },
      ],
    });
    expect(refusedRuns.map((run) => run.attempt)).toEqual([0, 1, 2]);
    // Backoff from a 1 s delay: 1-2 s before the first retry, 2-4 s before the second (with jitter).
    const [first, second, third] = refusedRuns.map((run) => run.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);

    const brand = await t.authAs(DEMO_USERS.brand);
    const asBrand = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/failed', headers: brand });
    expect(asBrand.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/failed' });
    expect(anonymous.statusCode).toBe(401);
  }, 30_000);
});
