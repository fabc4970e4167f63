import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import packageJson from '../../package.json' with { type: 'json' };
import { registerAuth } from '../auth/plugin.ts';
import { accountRoutes } from '../modules/account/routes.ts';
import { adminCompanyRoutes } from '../modules/adminCompanies/routes.ts';
import { apiKeyRoutes } from '../modules/apiKeys/routes.ts';
import { auditRoutes } from '../modules/audit/routes.ts';
import { engineRoutes } from '../modules/bookings/engineRoutes.ts';
import { eventTypeOptionsRoutes } from '../modules/bookings/eventTypes/formOptions.ts';
import { eventTypeRoutes } from '../modules/bookings/eventTypes/routes.ts';
import { bookingPageRoutes } from '../modules/bookings/publicPage/routes.ts';
import { publicBookingRoutes } from '../modules/bookings/publicRoutes.ts';
import { bookingRoutes } from '../modules/bookings/routes.ts';
import { scheduleRoutes } from '../modules/bookings/schedules/routes.ts';
import { bugRoutes } from '../modules/bugs/routes.ts';
import { claimRoutes } from '../modules/claims/routes.ts';
import { companyRoutes } from '../modules/company/routes.ts';
import { dashboardRoutes } from '../modules/dashboard/routes.ts';
import { dealerRoutes } from '../modules/dealers/routes.ts';
import { directoryRoutes } from '../modules/directory/routes.ts';
import { documentRoutes } from '../modules/documents/routes.ts';
import { fileRoutes } from '../modules/files/routes.ts';
import { jobRoutes } from '../modules/jobs/routes.ts';
import { liveDataRoutes } from '../modules/liveData/routes.ts';
import { billingRoutes } from '../modules/money/billing/routes.ts';
import { financialRoutes } from '../modules/money/financial/routes.ts';
import { payoutRoutes } from '../modules/money/payouts/routes.ts';
import { LocalCardProvider } from '../modules/money/provider/local/LocalCardProvider.ts';
import { localCardPageRoutes } from '../modules/money/provider/local/LocalCardProviderPages.ts';
import { moneyRoutes } from '../modules/money/routes.ts';
import { transactionRoutes } from '../modules/money/transactions/routes.ts';
import { onsiteRoutes } from '../modules/onsite/routes.ts';
import { serviceOrderRoutes } from '../modules/onsite/serviceOrders/routes.ts';
import { peopleRoutes } from '../modules/people/routes.ts';
import { profileRoutes } from '../modules/profile/routes.ts';
import { returnRoutes } from '../modules/returns/routes.ts';
import { serviceRoutes } from '../modules/services/routes.ts';
import { sessionRoutes } from '../modules/session/routes.ts';
import { shopRoutes } from '../modules/shops/routes.ts';
import { systemRoutes } from '../modules/system/routes.ts';
import { warrantyRoutes } from '../modules/warranty/routes.ts';
import { webhookRoutes } from '../modules/webhooks/routes.ts';
import { registerConsoleSite } from './consoleSite.ts';
import type { AppContext } from './context.ts';
import { ApiError, ok, sendError } from './envelope.ts';
import { registerErrorHandling } from './errors.ts';
import { registerIdempotency } from './idempotency.ts';
import { registerJsonBodyLimits } from './jsonBody.ts';
import { logRedaction } from './logRedaction.ts';
import { openApiComponents } from './openApiComponents.ts';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Largest JSON body accepted, in bytes. */
  bodyLimit?: number;
  /** Trust X-Forwarded-For (behind a reverse proxy), so rate limits count the client's address. */
  trustProxy?: boolean;
  /** Storage, mail and files; without it only storage-free routes exist (tests of the HTTP layer). */
  context?: AppContext;
  /** The console's build folder (apps/console/dist), served under /ec/. */
  consoleDir?: string;
}

/** The caller's logger options with the app's redaction (no request values, secrets or paths in the log). */
function redactedLogger(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: logRedaction.redact,
    serializers: { ...options.serializers, ...logRedaction.serializers },
  };
}

/** Route schemas from zod; token-free routes drop the document's default bearer requirement. */
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: openApiComponents });
const openApiTransform: SwaggerTransform = (document) => {
  const result = jsonSchemaTransform(document);
  if (document.route.config?.public) return { ...result, schema: { ...result.schema, security: [] } };
  // Routes open to API keys say so, with the scope the key needs (auth/apiKeys.ts).
  const scope = document.route.config?.apiKey;
  if (!scope) return result;
  const note = `Also accepts an API key (\`Authorization: Bearer ck_…\`) with the scope \`${scope}\`.`;
  const schema = result.schema as { description?: string };
  return {
    ...result,
    schema: { ...result.schema, description: schema.description ? `${schema.description}\n\n${note}` : note },
  };
};

/**
 * OpenAPI documentation of every route registered after this (module routes tag themselves with their
 * module's name): the document at /api/docs/json, the UI at /api/docs.
 */
async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Console API', version: packageJson.version },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: openApiTransform,
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: openApiComponents }),
  });
  // The documentation is public: the auth gate guards every /api/ route that is not marked public.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    // Over two hundred operations: the page opens on the list of modules, each expanding on a click
    // (rendering every operation at once took seconds).
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'none', deepLinking: true },
    });
  });
}

/** The HTTP application: plugins, the envelope, error handling and routes under /api. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactedLogger(options.logger),
    bodyLimit: options.bodyLimit ?? 1_048_576,
    trustProxy: options.trustProxy ?? false,
    // Above the router's default of 100, so an over-long path parameter reaches the route's zod schema
    // (400 naming the field) instead of the router's own 414 outside the envelope.
    routerOptions: { maxParamLength: 1000 },
    // The router's own refusals (a malformed URL) in the envelope too.
    frameworkErrors: (error, _request, reply) =>
      sendError(reply, error.statusCode ?? 400, 'The request address is not valid.'),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBodyLimits(app);
  // Before compression, whose onSend hook would otherwise hand the stored answer compressed bytes.
  if (options.context) registerIdempotency(app, options.context.db);
  await app.register(helmet, { contentSecurityPolicy: false });
  // Brotli at a middle quality: most of the size gain of 11 at a small part of its CPU per response.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }`; refusals use the envelope (429).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `Too many requests, please try again in ${context.after}.`),
  });
  await registerDocs(app);

  const api = app.withTypeProvider<ZodTypeProvider>();
  const { context } = options;
  api.get('/api/health', { schema: { tags: ['health'] }, config: { public: true } }, async () => {
    if (!context) return ok({ status: 'ok' });
    try {
      await context.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: the database does not answer');
      throw new ApiError(503, 'The database does not answer.');
    }
    return ok({ status: 'ok', engine: context.engine });
  });

  if (options.consoleDir && !(await registerConsoleSite(app, options.consoleDir))) {
    app.log.warn({ consoleDir: options.consoleDir }, 'no console build found: /ec/ is not served');
  }
  await bookingPageRoutes(app);
  if (context) {
    // The card simulator's form stands in for the provider's hosted page (only the local provider has one).
    if (context.cardProvider instanceof LocalCardProvider)
      await localCardPageRoutes(app, context.cardProvider);
    registerAuth(app, context.db);
    const modules = {
      session: sessionRoutes,
      account: accountRoutes,
      system: systemRoutes,
      files: fileRoutes,
      money: moneyRoutes,
      financial: financialRoutes,
      transactions: transactionRoutes,
      billing: billingRoutes,
      payouts: payoutRoutes,
      directory: directoryRoutes,
      company: companyRoutes,
      dashboard: dashboardRoutes,
      profile: profileRoutes,
      warranty: warrantyRoutes,
      claims: claimRoutes,
      returns: returnRoutes,
      jobs: jobRoutes,
      audit: auditRoutes,
      dealers: dealerRoutes,
      documents: documentRoutes,
      adminCompanies: adminCompanyRoutes,
      people: peopleRoutes,
      shops: shopRoutes,
      services: serviceRoutes,
      bookings: bookingRoutes,
      bookingEngine: engineRoutes,
      eventTypes: eventTypeRoutes,
      publicBooking: publicBookingRoutes,
      schedules: scheduleRoutes,
      eventTypeOptions: eventTypeOptionsRoutes,
      onsite: onsiteRoutes,
      serviceOrders: serviceOrderRoutes,
      bugs: bugRoutes,
      apiKeys: apiKeyRoutes,
      webhooks: webhookRoutes,
      liveData: liveDataRoutes,
    };
    for (const [tag, routes] of Object.entries(modules)) {
      // Each module's routes are grouped under its name in the OpenAPI document.
      await app.register(async (scope) => {
        scope.addHook('onRoute', (route) => {
          route.schema = { ...route.schema, tags: [tag] };
        });
        await routes(scope.withTypeProvider<ZodTypeProvider>(), context);
      });
    }
  }
  return app;
}
