import { configKeyParams, dictEntry, dictTypeParams, envelope } from '@console/contract';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ApiError, ok } from '../../app/envelope.ts';
import { configValue, dictEntries } from './queries.ts';

export async function systemRoutes(app: ApiApp, context: AppContext): Promise<void> {
  app.get(
    '/api/system/dict/data/type/:type',
    {
      schema: {
        summary: 'Active entries of a dictionary in display order (an unknown type has none)',
        params: dictTypeParams,
        response: { 200: envelope(z.array(dictEntry)) },
      },
    },
    async (request) => ok(await dictEntries(context.db, request.params.type)),
  );

  app.get(
    '/api/system/config/configKey/:key',
    {
      schema: {
        summary: 'The value of a configuration key, in data and (as the template reads it) in msg',
        params: configKeyParams,
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) => {
      const value = await configValue(context.db, request.params.key);
      if (value === undefined) throw new ApiError(404, 'This configuration key does not exist.');
      return ok(value, value);
    },
  );
}
