import { envelope, failedJob } from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { UserType } from '../warranty/scope.ts';

/** The background jobs as a platform admin sees them. */
export async function jobRoutes(app: ApiApp, context: AppContext): Promise<void> {
  app.get(
    '/api/admin/jobs/failed',
    {
      config: { userTypes: [UserType.admin] },
      schema: {
        summary: 'Jobs that failed every attempt (dead-lettered), newest first, with their last error',
        response: { 200: envelope(z.array(failedJob)) },
      },
    },
    async () => ok(await context.jobs.failed()),
  );
}
