import { dashboardSummary, envelope } from '@console/contract';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ok } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { loadDashboard } from './summary.ts';

export async function dashboardRoutes(app: ApiApp, context: AppContext): Promise<void> {
  app.get(
    '/api/dashboard/summary',
    {
      schema: {
        summary:
          "The viewer's dashboard: figures for what their role owns, recent payment logs, balance trend",
        response: { 200: envelope(dashboardSummary) },
      },
    },
    async (request) => ok(await loadDashboard(context.db, viewerOf(request))),
  );
}
