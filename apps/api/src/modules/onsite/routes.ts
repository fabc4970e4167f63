// The onsite area's routes (issue 16): the flight board and its live stream, the jobs and every step of their
// state machine, dispatch, settings, the technician's day and today's card. Only users of a brand with onsite
// service get past the gate (access.ts); everyone else is refused with one sentence.
import {
  envelope,
  onsiteAssignBody,
  onsiteBoard,
  onsiteBoardQuery,
  onsiteCompleteBody,
  onsiteDispatch,
  onsiteDispatchQuery,
  onsiteJobCreateBody,
  onsiteJobDetail,
  onsiteJobDraft,
  onsiteJobIdParams,
  onsiteJobListQuery,
  onsiteJobPage,
  onsiteJobUpdateBody,
  onsiteMyDay,
  onsiteMyDayQuery,
  onsiteReasonBody,
  onsiteScheduleBody,
  onsiteSettings,
  onsiteStepBody,
  onsiteToday,
  onsiteWorkBody,
} from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { onsiteOf, registerOnsiteAccess, requireDispatcher } from './access.ts';
import {
  assignJob,
  closeJobWithReason,
  completeJob,
  createJob,
  recordWork,
  scheduleJob,
  stepJob,
  updateJob,
} from './actions.ts';
import { myDay, today } from './day.ts';
import { dispatchBoard } from './dispatch.ts';
import { boardCsv } from './exportCsv.ts';
import { draftFromClaim } from './fromClaim.ts';
import { boardEventsRoute } from './liveEvents.ts';
import { board, jobDetail, listJobs } from './queries.ts';
import { loadOnsiteSettings, saveOnsiteSettings } from './settings.ts';

export async function onsiteRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  registerOnsiteAccess(app, db);
  const detail = { params: onsiteJobIdParams, response: { 200: envelope(onsiteJobDetail) } };

  app.get(
    '/api/onsite/board',
    {
      schema: {
        summary:
          "The flight board: the brand's jobs by ETA (cancelled and long-completed left out), filters, technicians",
        querystring: onsiteBoardQuery,
        response: { 200: envelope(onsiteBoard) },
      },
    },
    async (request) => ok(await board(db, onsiteOf(request), request.query)),
  );

  app.get(
    '/api/onsite/board/export.csv',
    {
      schema: {
        summary: 'The flight board as CSV: the same filters and order, every row',
        querystring: onsiteBoardQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="onsite-jobs.csv"')
        .send(boardCsv(db, onsiteOf(request), request.query)),
  );

  boardEventsRoute(app, context);

  app.get(
    '/api/onsite/jobs',
    {
      schema: {
        summary: "The brand's onsite jobs, paged (search, status, technician, claim, dates)",
        querystring: onsiteJobListQuery,
        response: { 200: envelope(onsiteJobPage) },
      },
    },
    async (request) => ok(await listJobs(db, onsiteOf(request), request.query)),
  );

  app.get(
    '/api/onsite/jobs/fromClaim/:id',
    {
      schema: {
        summary: "What a new job from one of the brand's claims starts with, and a job already made from it",
        params: onsiteJobIdParams,
        response: { 200: envelope(onsiteJobDraft) },
      },
    },
    async (request) => ok(await draftFromClaim(db, onsiteOf(request), request.params.id)),
  );

  app.get(
    '/api/onsite/jobs/:id',
    { schema: { summary: 'A job with its history, parts, photos, signature and service orders', ...detail } },
    async (request) => ok(await jobDetail(db, onsiteOf(request), request.params.id)),
  );

  app.post(
    '/api/onsite/jobs',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Create a job by hand or from a claim of the brand (its unit and serial unless given)',
        body: onsiteJobCreateBody,
        response: { 200: envelope(onsiteJobDetail) },
      },
    },
    async (request) => ok(await createJob(context, onsiteOf(request), request.body), 'Job created.'),
  );

  app.put(
    '/api/onsite/jobs/:id',
    {
      schema: {
        summary: 'Edit the details of an open job (a new priority moves the due time)',
        body: onsiteJobUpdateBody,
        ...detail,
      },
    },
    async (request) =>
      ok(await updateJob(context, onsiteOf(request), request.params.id, request.body), 'Saved.'),
  );

  const steps = [
    ['confirm', 'Confirm a new job', 'Job confirmed.'],
    ['depart', 'The technician is on the way (an assigned job)', 'On the way.'],
    ['arrive', 'The technician is on site (records when the work started)', 'On site.'],
  ] as const;
  for (const [action, summary, message] of steps) {
    app.post(
      `/api/onsite/jobs/:id/${action}`,
      { schema: { summary, body: onsiteStepBody, ...detail } },
      async (request) =>
        ok(
          await stepJob(context, onsiteOf(request), request.params.id, action, request.body.version),
          message,
        ),
    );
  }

  const plans = [
    ['schedule', 'Plan a new or confirmed job: ETA and duration', 'Job scheduled.'],
    [
      'reschedule',
      'Move the plan of a job not yet on its way, or bring a job that could not be completed back',
      'Job rescheduled.',
    ],
  ] as const;
  for (const [action, summary, message] of plans) {
    app.post(
      `/api/onsite/jobs/:id/${action}`,
      { schema: { summary, body: onsiteScheduleBody, ...detail } },
      async (request) =>
        ok(await scheduleJob(context, onsiteOf(request), request.params.id, action, request.body), message),
    );
  }

  app.post(
    '/api/onsite/jobs/:id/assign',
    {
      schema: {
        summary: 'Assign an active technician of the brand (and the plan, if the job has none)',
        body: onsiteAssignBody,
        ...detail,
      },
    },
    async (request) =>
      ok(
        await assignJob(context, onsiteOf(request), request.params.id, request.body),
        'Technician assigned.',
      ),
  );

  app.post(
    '/api/onsite/jobs/:id/work',
    {
      schema: {
        summary: 'On site: record the resolution, parts and photos (the brand’s uploads)',
        body: onsiteWorkBody,
        ...detail,
      },
    },
    async (request) =>
      ok(await recordWork(context, onsiteOf(request), request.params.id, request.body), 'Work recorded.'),
  );

  app.post(
    '/api/onsite/jobs/:id/complete',
    {
      schema: {
        summary: "Complete a job on site: the resolution and the customer's signature (an uploaded PNG)",
        body: onsiteCompleteBody,
        ...detail,
      },
    },
    async (request) =>
      ok(await completeJob(context, onsiteOf(request), request.params.id, request.body), 'Job completed.'),
  );

  const closings = [
    [
      'cannotComplete',
      'The job cannot be completed (en route or on site), with the reason',
      'Marked as cannot complete.',
    ],
    ['cancel', 'Cancel an open job, with the reason', 'Job cancelled.'],
  ] as const;
  for (const [action, summary, message] of closings) {
    app.post(
      `/api/onsite/jobs/:id/${action}`,
      { schema: { summary, body: onsiteReasonBody, ...detail } },
      async (request) =>
        ok(
          await closeJobWithReason(context, onsiteOf(request), request.params.id, action, request.body),
          message,
        ),
    );
  }

  app.get(
    '/api/onsite/dispatch',
    {
      schema: {
        summary: "Technicians × days on the brand's clock: working hours, planned jobs, the unassigned jobs",
        querystring: onsiteDispatchQuery,
        response: { 200: envelope(onsiteDispatch) },
      },
    },
    async (request) => ok(await dispatchBoard(db, onsiteOf(request), request.query)),
  );

  app.get(
    '/api/onsite/settings',
    {
      schema: {
        summary: "The brand's SLA hours per priority and a job's default length",
        response: { 200: envelope(onsiteSettings) },
      },
    },
    async (request) => ok(await loadOnsiteSettings(db, onsiteOf(request).brandId)),
  );

  app.put(
    '/api/onsite/settings',
    {
      schema: {
        summary: 'Save the SLA hours and default length (owners and managers)',
        body: onsiteSettings,
        response: { 200: envelope(onsiteSettings) },
      },
    },
    async (request) => {
      const onsite = onsiteOf(request);
      requireDispatcher(onsite);
      return ok(await saveOnsiteSettings(db, onsite.brandId, request.body), 'Saved.');
    },
  );

  app.get(
    '/api/onsite/myDay',
    {
      schema: {
        summary: "The signed-in technician's jobs of a day (today on the brand's clock), in ETA order",
        querystring: onsiteMyDayQuery,
        response: { 200: envelope(onsiteMyDay) },
      },
    },
    async (request) => ok(await myDay(db, onsiteOf(request), request.query.date)),
  );

  app.get(
    '/api/onsite/today',
    {
      schema: {
        summary: "Today's jobs of the brand (a technician: their own), for the dashboard",
        response: { 200: envelope(onsiteToday) },
      },
    },
    async (request) => ok(await today(db, onsiteOf(request))),
  );
}
