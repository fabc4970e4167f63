import helmet from '@fastify/helmet';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenedDatabase } from '../db/database.ts';
import { ApiError, ok } from './envelope.ts';
import { registerErrorHandling } from './errors.ts';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Largest JSON body accepted, in bytes. */
  bodyLimit?: number;
  /** The opened storage; without it only storage-free routes exist (tests of the HTTP layer). */
  database?: OpenedDatabase;
}

/** The HTTP application: plugins, the envelope, error handling and routes under /api. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: options.bodyLimit ?? 1_048_576 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(helmet, { contentSecurityPolicy: false });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = options;
  api.get('/api/health', async () => {
    if (!database) return ok({ status: 'ok' });
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: the database does not answer');
      throw new ApiError(503, 'The database does not answer.');
    }
    return ok({ status: 'ok', engine: database.engine });
  });
  return app;
}
