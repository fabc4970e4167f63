import {
  addDays,
  dateOnClock,
  type OnsiteBoard,
  type OnsiteDispatch,
  type OnsiteJobRow,
  weekdayOf,
  zonedInstant,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedPeriods, employeeScheduleExceptions, onsiteJobs } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { put } from '../claims/testKit.ts';
import { type Auth, get, post } from '../warranty/testKit.ts';
import { ONSITE_NOT_ENABLED } from './access.ts';
import { createJob, hoursFromNow, jobIn, type OnsitePeople, signInOnsite, step } from './testKit.ts';

let t: TestApp;
let people: OnsitePeople;
const CLOCK = 'America/Los_Angeles';
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  people = await signInOnsite(t);
}, 60_000);
afterAll(() => t?.close());

const boardOf = async (query: string, auth: Auth = people.owner): Promise<OnsiteBoard> => {
  const answer = await get(t, `/api/onsite/board${query}`, auth);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const numbers = (rows: OnsiteJobRow[]) => rows.map((row) => row.number);
let territories = 0;
/** A territory no other test uses, so a board filtered by it shows only this test's jobs. */
const freshTerritory = () => {
  territories += 1;
  return `Test ${process.pid}-${territories}`;
};

describe(`the flight board (${testEngine})`, () => {
  it('shows the seeded jobs by ETA, without cancelled ones or jobs completed more than 2 hours ago', async () => {
    const board = await boardOf('');
    expect(board.rows.length).toBeGreaterThan(15);
    expect(board.rows.every((row) => row.status !== 'cancelled')).toBe(true);
    const cutoff = Date.now() - 2 * HOUR;
    expect(board.rows.every((row) => row.completedAt === null || Date.parse(row.completedAt) >= cutoff)).toBe(
      true,
    );
    const etas = board.rows.map((row) => row.scheduledStart);
    const planned = etas.filter((eta) => eta !== null) as string[];
    expect(planned).toEqual([...planned].sort());
    expect(etas.slice(planned.length).every((eta) => eta === null)).toBe(true);
    expect(board.rows.some((row) => row.delayed)).toBe(true);
    expect(board.rows.some((row) => row.overdue)).toBe(true);
    expect(board.technicians.map((tech) => tech.name)).toContain('Tess Wheeler');
    expect(board.territories).toContain('Pacific Northwest');
    expect(board.viewer).toEqual({ canDispatch: true, technicianId: null });
    expect((await boardOf('', people.tech)).viewer).toEqual({
      canDispatch: false,
      technicianId: people.techId,
    });
    expect((await boardOf('', people.staff)).viewer).toEqual({ canDispatch: false, technicianId: null });
  });

  it('drops a completed job 2 hours after completion', async () => {
    const territory = freshTerritory();
    const job = await jobIn(t, people, 'completed', { body: { territory } });
    expect(numbers((await boardOf(`?territory=${territory}`)).rows)).toEqual([job.number]);
    await t.db
      .update(onsiteJobs)
      .set({ completedAt: new Date(Date.now() - 2 * HOUR - 60_000) })
      .where(eq(onsiteJobs.id, job.id));
    expect((await boardOf(`?territory=${territory}`)).rows).toEqual([]);
    const cancelled = await jobIn(t, people, 'cancelled', { body: { territory } });
    expect((await boardOf(`?territory=${territory}`)).rows).toEqual([]);
    expect((await get(t, `/api/onsite/jobs/${cancelled.id}`, people.owner)).statusCode).toBe(200);
  });

  it('filters by date on the brand clock, technician, status, territory and delayed', async () => {
    const territory = freshTerritory();
    const today = dateOnClock(CLOCK, new Date());
    const tomorrowNoon = zonedInstant(addDays(today, 1), '12:00', CLOCK);
    const hoursToTomorrow = (tomorrowNoon.getTime() - Date.now()) / HOUR;
    const late = await jobIn(t, people, 'assigned', { etaHours: -1, body: { territory } });
    const tomorrow = await jobIn(t, people, 'scheduled', { etaHours: hoursToTomorrow, body: { territory } });
    const unplanned = await jobIn(t, people, 'confirmed', { body: { territory } });
    const other = await step(
      t,
      await jobIn(t, people, 'scheduled', { body: { territory } }),
      'assign',
      people.owner,
      {
        technicianEmployeeId: people.otherTechId,
        scheduledStart: hoursFromNow(-0.5),
      },
    );
    const all = await boardOf(`?territory=${territory}`);
    expect(numbers(all.rows)).toEqual([late.number, other.number, tomorrow.number, unplanned.number]);
    expect(all.rows[0]).toMatchObject({
      delayed: true,
      technician: { id: people.techId, name: 'Tess Wheeler' },
    });
    expect(all.rows.find((row) => row.id === unplanned.id)?.delayed).toBe(false);
    const within = (query: string) =>
      boardOf(`?territory=${territory}&${query}`).then((b) => numbers(b.rows));
    // Jobs planned that day plus the open unplanned ones (today is not certain for a job an hour ago near midnight).
    expect(await within(`date=${addDays(today, 1)}`)).toEqual([tomorrow.number, unplanned.number]);
    expect(await within(`technicianId=${people.otherTechId}`)).toEqual([other.number]);
    expect(await within('status=confirmed')).toEqual([unplanned.number]);
    expect(await within('delayed=true')).toEqual([late.number, other.number]);
    expect(await within('delayed=false')).toEqual([tomorrow.number, unplanned.number]);
    const bad = await get(t, '/api/onsite/board?status=finished&date=tomorrow', people.owner);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fields).sort()).toEqual(['querystring.date', 'querystring.status']);
  });

  it('marks a job overdue once its SLA due time passed, until it is completed', async () => {
    const job = await createJob(t, people.owner, {
      priority: 'urgent',
      requestWindowStart: hoursFromNow(-5),
      requestWindowEnd: hoursFromNow(-3),
    });
    expect(job).toMatchObject({ overdue: true, delayed: false });
    expect(Date.parse(job.dueBy)).toBe(Date.parse(job.requestWindowStart as string) + 4 * HOUR);
  });

  it('exports the board as CSV with the same filters', async () => {
    const territory = freshTerritory();
    const job = await jobIn(t, people, 'assigned', { body: { territory } });
    const answer = await get(
      t,
      `/api/onsite/board/export.csv?territory=${encodeURIComponent(territory)}`,
      people.staff,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="onsite-jobs.csv"');
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Job,ETA \(customer time\),Time zone,Status,Delayed,Overdue,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${job.number},`);
    expect(lines[1]).toContain(',assigned,no,no,normal,repair,Casey Rider,Seattle,WA,');
    expect(lines[1]).toContain('Tess Wheeler');
  });

  it('pages the job list with search, filters and sort', async () => {
    const territory = freshTerritory();
    const made = [];
    for (let i = 0; i < 3; i += 1)
      made.push(await createJob(t, people.owner, { territory, priority: 'low' }));
    const page = (await get(t, '/api/onsite/jobs?pageSize=2&pageNum=1', people.owner)).json().data;
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(30);
    expect(page.rows[0].id).toBe(made[2]?.id);
    const found = (await get(t, `/api/onsite/jobs?q=${made[1]?.number}`, people.owner)).json().data;
    expect(found).toMatchObject({ total: 1, rows: [{ id: made[1]?.id }] });
    const byNumber = (
      await get(t, '/api/onsite/jobs?sort=number&status=new&pageSize=100', people.owner)
    ).json().data;
    const ids = byNumber.rows.map((row: OnsiteJobRow) => row.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(byNumber.rows.every((row: OnsiteJobRow) => row.status === 'new')).toBe(true);
  });
});

describe(`dispatch (${testEngine})`, () => {
  /** The next Monday on the brand's clock at least a week away (clear of the seeded jobs). */
  const nextMonday = () => {
    let date = addDays(dateOnClock(CLOCK, new Date()), 7);
    while (weekdayOf(date) !== 'mon') date = addDays(date, 1);
    return date;
  };

  it("shows each technician's working hours, planned jobs, booked minutes and the unassigned jobs", async () => {
    const monday = nextMonday();
    const tuesday = addDays(monday, 1);
    const wednesday = addDays(monday, 2);
    await t.db
      .insert(employeeScheduleExceptions)
      .values({ employeeId: people.techId, date: tuesday, closed: true, hours: [], note: 'Off' });
    // Away on Wednesday from 12:00 to 14:00: that part of her day is not free.
    await t.db.insert(blockedPeriods).values({
      companyId: t.ids.onsiteBrand,
      employeeId: people.techId,
      startsAt: zonedInstant(wednesday, '12:00', CLOCK),
      endsAt: zonedInstant(wednesday, '14:00', CLOCK),
      reason: 'Training',
    });
    const start = zonedInstant(monday, '10:00', CLOCK).toISOString();
    const planned = await jobIn(t, people, 'scheduled');
    const assigned = await step(t, planned, 'assign', people.owner, {
      technicianEmployeeId: people.techId,
      scheduledStart: start,
      durationMinutes: 90,
    });
    const waiting = await jobIn(t, people, 'confirmed');
    const answer = await get(t, `/api/onsite/dispatch?from=${monday}&days=6`, people.manager);
    expect(answer.statusCode, answer.body).toBe(200);
    const dispatch = answer.json().data as OnsiteDispatch;
    expect(dispatch.timezone).toBe(CLOCK);
    expect(dispatch.dates).toEqual([0, 1, 2, 3, 4, 5].map((n) => addDays(monday, n)));
    const tess = dispatch.technicians.find((tech) => tech.id === people.techId);
    // Tess works Monday to Friday, 07:00–17:00 in Seattle (the demo data's week); Tuesday is her day off.
    expect(tess?.days[0]).toEqual({
      date: monday,
      hours: [
        {
          start: zonedInstant(monday, '07:00', CLOCK).toISOString(),
          end: zonedInstant(monday, '17:00', CLOCK).toISOString(),
        },
      ],
      jobs: [
        {
          id: assigned.id,
          number: assigned.number,
          status: 'assigned',
          start,
          end: new Date(Date.parse(start) + 90 * 60_000).toISOString(),
          city: 'Seattle',
        },
      ],
      bookedMinutes: 90,
    });
    expect(tess?.days[1]).toMatchObject({ date: tuesday, hours: [] });
    const at = (time: string) => zonedInstant(wednesday, time, CLOCK).toISOString();
    expect(tess?.days[2]?.hours).toEqual([
      { start: at('07:00'), end: at('12:00') },
      { start: at('14:00'), end: at('17:00') },
    ]);
    expect(tess?.days[5]).toMatchObject({ hours: [], jobs: [] });
    expect(dispatch.unassigned.map((row) => row.id)).toContain(waiting.id);
    expect(dispatch.unassigned.every((row) => row.technician === null)).toBe(true);
    const planning = (
      await get(t, `/api/onsite/dispatch?from=${monday}&days=1&jobId=${assigned.id}`, people.owner)
    ).json().data as OnsiteDispatch;
    expect(planning.technicians.find((tech) => tech.id === people.techId)?.days[0]).toMatchObject({
      jobs: [],
      bookedMinutes: 0,
    });
  });
});

describe(`settings, the technician's day and today (${testEngine})`, () => {
  it('reads and saves the SLA hours (owners and managers)', async () => {
    const read = (await get(t, '/api/onsite/settings', people.staff)).json().data;
    expect(read).toEqual({
      slaHours: { urgent: 4, high: 24, normal: 48, low: 120 },
      defaultDurationMinutes: 90,
    });
    const body = { slaHours: { urgent: 2, high: 12, normal: 48, low: 120 }, defaultDurationMinutes: 60 };
    const refused = await put(t, '/api/onsite/settings', people.tech, body);
    expect(refused.statusCode).toBe(403);
    const saved = await put(t, '/api/onsite/settings', people.manager, body);
    expect(saved.json().data).toEqual(body);
    const job = await createJob(t, people.owner, { priority: 'high' });
    expect(Date.parse(job.dueBy) - Date.parse(job.createdAt)).toBe(12 * HOUR);
    expect(job.durationMinutes).toBe(60);
    const invalid = await put(t, '/api/onsite/settings', people.owner, {
      ...body,
      defaultDurationMinutes: 5,
    });
    expect(invalid.statusCode).toBe(400);
    await put(t, '/api/onsite/settings', people.owner, read);
  });

  it("gives a technician their day's jobs in ETA order; others are refused", async () => {
    const date = dateOnClock(CLOCK, new Date(Date.now() + 30 * 24 * HOUR));
    const at = (time: string) => zonedInstant(date, time, CLOCK).toISOString();
    const second = await step(t, await jobIn(t, people, 'scheduled'), 'assign', people.owner, {
      technicianEmployeeId: people.techId,
      scheduledStart: at('13:00'),
    });
    const first = await step(t, await jobIn(t, people, 'scheduled'), 'assign', people.owner, {
      technicianEmployeeId: people.techId,
      scheduledStart: at('09:00'),
    });
    await step(t, await jobIn(t, people, 'scheduled'), 'assign', people.owner, {
      technicianEmployeeId: people.otherTechId,
      scheduledStart: at('10:00'),
    });
    const day = (await get(t, `/api/onsite/myDay?date=${date}`, people.tech)).json().data;
    expect(day).toMatchObject({ date, technician: { id: people.techId, name: 'Tess Wheeler' } });
    expect(day.jobs.map((job: { id: number }) => job.id)).toEqual([first.id, second.id]);
    for (const auth of [people.owner, people.staff]) {
      const refused = await get(t, '/api/onsite/myDay', auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe('Only a technician has a day of jobs.');
    }
  });

  it("counts today's jobs: the brand's for a dispatcher, their own for a technician", async () => {
    const brandDay = (await get(t, '/api/onsite/today', people.owner)).json().data;
    expect(brandDay.date).toBe(dateOnClock(CLOCK, new Date()));
    expect(brandDay.total).toBe(brandDay.jobs.length);
    expect(Object.values(brandDay.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      brandDay.total,
    );
    expect(brandDay.delayed).toBe(brandDay.jobs.filter((job: OnsiteJobRow) => job.delayed).length);
    const techDay = (await get(t, '/api/onsite/today', people.tech)).json().data;
    expect(techDay.jobs.every((job: OnsiteJobRow) => job.technician?.id === people.techId)).toBe(true);
    expect(techDay.total).toBeLessThanOrEqual(brandDay.total);
  });
});

describe(`who may use the onsite area (${testEngine})`, () => {
  const routes = [
    ['GET', '/api/onsite/board'],
    ['GET', '/api/onsite/board/export.csv'],
    ['GET', '/api/onsite/board/events'],
    ['GET', '/api/onsite/jobs'],
    ['GET', '/api/onsite/jobs/1'],
    ['GET', '/api/onsite/jobs/fromClaim/1'],
    ['POST', '/api/onsite/jobs'],
    ['PUT', '/api/onsite/jobs/1'],
    ...[
      'confirm',
      'schedule',
      'reschedule',
      'assign',
      'depart',
      'arrive',
      'work',
      'complete',
      'cannotComplete',
      'cancel',
    ].map((action) => ['POST', `/api/onsite/jobs/1/${action}`]),
    ['GET', '/api/onsite/dispatch'],
    ['GET', '/api/onsite/settings'],
    ['PUT', '/api/onsite/settings'],
    ['GET', '/api/onsite/myDay'],
    ['GET', '/api/onsite/today'],
  ] as const;

  it('refuses a brand without onsite service, retailers and admins on every route', async () => {
    for (const email of [DEMO_USERS.brand, DEMO_USERS.brandStaff, DEMO_USERS.retailer, DEMO_USERS.admin]) {
      const auth = await t.authAs(email);
      for (const [method, url] of routes) {
        const answer = await t.app.inject({
          method,
          url,
          headers: { ...auth, 'idempotency-key': `refused-${email}-${url}` },
          payload: method === 'GET' ? undefined : {},
        });
        expect(answer.statusCode, `${email} ${method} ${url}`).toBe(403);
        expect(answer.json().msg).toBe(ONSITE_NOT_ENABLED);
      }
    }
    expect((await get(t, '/api/onsite/board', { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it("answers 404 for another brand's job", async () => {
    const job = await createJob(t, people.owner);
    // The job moves to Voltline, as if it were Voltline's: Ridgeway no longer sees it.
    await t.db.update(onsiteJobs).set({ brandCompanyId: t.ids.brand }).where(eq(onsiteJobs.id, job.id));
    expect((await get(t, `/api/onsite/jobs/${job.id}`, people.owner)).statusCode).toBe(404);
    const confirm = await post(t, `/api/onsite/jobs/${job.id}/confirm`, people.owner, {
      version: job.version,
    });
    expect(confirm.statusCode).toBe(404);
    expect((await boardOf('')).rows.some((row) => row.id === job.id)).toBe(false);
    const listed = (await get(t, `/api/onsite/jobs?q=${job.number}`, people.owner)).json().data;
    expect(listed.total).toBe(0);
  });
});
