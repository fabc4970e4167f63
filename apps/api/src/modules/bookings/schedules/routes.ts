// The schedule editor's API (/editSchedule): read a retailer's schedules, save a shop's or an employee's
// week and overrides, and add, change or remove blocked periods. Retailers (an owner or a manager writes);
// admins read one company's.
import {
  blockedPeriod,
  blockedPeriodBody,
  employeeScheduleBody,
  envelope,
  queryId,
  scheduleOverview,
  scheduleQuery,
  shopScheduleBody,
} from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../app/context.ts';
import { ok } from '../../../app/envelope.ts';
import { viewerOf } from '../../../auth/plugin.ts';
import { CompanyRole } from '../../../auth/roles.ts';
import { UserType } from '../../warranty/scope.ts';
import { scheduleOverview as readOverview, scheduleCompany } from './queries.ts';
import {
  createBlockedPeriod,
  deleteBlockedPeriod,
  saveEmployeeSchedule,
  saveShopSchedule,
  updateBlockedPeriod,
} from './write.ts';

const readers = { userTypes: [UserType.retailer, UserType.admin] };
const writers = { userTypes: [UserType.retailer], permissions: { [UserType.retailer]: CompanyRole.manager } };
const idParams = z.object({ id: queryId });

export async function scheduleRoutes(app: ApiApp, context: AppContext): Promise<void> {
  const { db } = context;
  const overview = (viewer: ReturnType<typeof viewerOf>) => readOverview(db, viewer, viewer.companyId);

  app.get(
    '/api/schedules',
    {
      config: readers,
      schema: {
        summary: "A retailer's schedules: shop weeks, employee weeks and overrides, blocked periods",
        querystring: scheduleQuery,
        response: { 200: envelope(scheduleOverview) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return ok(await readOverview(db, viewer, scheduleCompany(viewer, request.query.companyId)));
    },
  );

  app.put(
    '/api/schedules/shops/:id',
    {
      config: writers,
      schema: {
        summary: "Save a shop's week and its exceptions from today on (replaced as a whole)",
        params: idParams,
        body: shopScheduleBody,
        response: { 200: envelope(scheduleOverview) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await saveShopSchedule(db, viewer, request.params.id, request.body);
      return ok(await overview(viewer), 'Shop hours saved.');
    },
  );

  app.put(
    '/api/schedules/employees/:id',
    {
      config: writers,
      schema: {
        summary: "Save an employee's own week (null: their shops' hours) and overrides from today on",
        params: idParams,
        body: employeeScheduleBody,
        response: { 200: envelope(scheduleOverview) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await saveEmployeeSchedule(db, viewer, request.params.id, request.body);
      return ok(await overview(viewer), 'Schedule saved.');
    },
  );

  app.post(
    '/api/schedules/blockedPeriods',
    {
      config: writers,
      schema: {
        summary: 'Block a period: at a shop, for an employee, or (neither) at every shop',
        body: blockedPeriodBody,
        response: { 200: envelope(blockedPeriod) },
      },
    },
    async (request) => ok(await createBlockedPeriod(db, viewerOf(request), request.body), 'Period blocked.'),
  );

  app.put(
    '/api/schedules/blockedPeriods/:id',
    {
      config: writers,
      schema: {
        summary: 'Change a blocked period',
        params: idParams,
        body: blockedPeriodBody,
        response: { 200: envelope(blockedPeriod) },
      },
    },
    async (request) =>
      ok(await updateBlockedPeriod(db, viewerOf(request), request.params.id, request.body), 'Period saved.'),
  );

  app.delete(
    '/api/schedules/blockedPeriods/:id',
    {
      config: writers,
      schema: {
        summary: 'Remove a blocked period',
        params: idParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteBlockedPeriod(db, viewerOf(request), request.params.id);
      return ok(null, 'Period removed.');
    },
  );
}
