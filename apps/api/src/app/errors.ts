import { issueMessage } from '@console/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, sendError, statusMessage } from './envelope.ts';

/** 'body.pageSize' style names for the fields a validation error names. */
function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return [context, path].filter(Boolean).join('.') || (context ?? 'request');
}

/**
 * One place turns every failure into the envelope: bad input → 400 naming the fields, unknown routes → 404,
 * client errors keep their status; anything unexpected is logged and answered 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Validation words its messages with the contract's error map, as the console's forms do.
  z.config({ customError: issueMessage });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, statusMessage(404), { path: request.url }),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        fields[fieldName(error.validationContext, issue.instancePath)] = issue.message ?? 'Invalid value';
      }
      return sendError(reply, 400, statusMessage(400), { fields });
    }
    if (error instanceof ApiError) {
      const data = error.fields || error.error ? { error: error.error, fields: error.fields } : null;
      return sendError(reply, error.status, error.message, data);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, wrong content type): say what it was.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : statusMessage(status);
      return sendError(reply, status, message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, statusMessage(500));
  });
}
