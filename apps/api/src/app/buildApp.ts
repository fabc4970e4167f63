import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from './envelope';
import { registerErrorHandling } from './errors';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Largest JSON body accepted, in bytes. */
  bodyLimit?: number;
}

/** The HTTP application: plugins, the envelope, error handling and routes under /api. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: options.bodyLimit ?? 1_048_576 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(helmet, { contentSecurityPolicy: false });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/health', async () => ok({ status: 'ok' }));
  return app;
}
