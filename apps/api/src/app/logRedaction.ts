// What the server log may hold: what happened and where, never what a client sent. Query-string values,
// SQL parameters (a failed query's error names them, and PostgreSQL quotes the offending value), personal
// data, passwords, tokens and file-system paths are left out or replaced by [redacted].
import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

export const REDACTED = '[redacted]';

/** Keys whose values are personal data or secrets, wherever a log call puts them (top level or one below). */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'oldPassword',
  'token',
  'sign',
  'captcha',
  'email',
  'to',
  'phone',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'owner',
  'shipFrom',
  'shipTo',
  'address',
  'params',
  'parameters',
  'detail',
  'path',
];

const redactPaths = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
];

/** A request as the log shows it: the query string's names, never its values (e-mails, serials, file names). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function redactQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

const EMAIL = /[^\s"'(),:;<>@[\]]+@[^\s"'(),:;<>@[\]]+/g;
/** An absolute path as Node and PostgreSQL quote it in messages ('/data/files/uploads/…'). */
const QUOTED_PATH = /(['"])\/[^'"]*\1/g;
/** A value PostgreSQL quotes in a message: `invalid input syntax for type integer: "…"`. */
const QUOTED_VALUE = /"[^"]*"/g;

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The message without values: a failed query shows its SQL (placeholders only), a database error its names. */
function scrubMessage(error: ErrorFields, message: string): string {
  if (typeof error.query === 'string' && 'params' in error) return `Failed query: ${error.query}`;
  let scrubbed = message.replace(QUOTED_PATH, `'${REDACTED}'`).replace(EMAIL, REDACTED);
  if (typeof error.severity === 'string') {
    // A database error: keep the names of the schema it quotes, drop any quoted value.
    const names = new Set([error.constraint, error.table, error.column].map(textOf).filter(Boolean));
    scrubbed = scrubbed.replace(QUOTED_VALUE, (quoted) =>
      names.has(quoted.slice(1, -1)) ? quoted : `"${REDACTED}"`,
    );
  }
  return scrubbed;
}

/**
 * An error as the log shows it: its kind, scrubbed message and stack, codes and schema names, and its cause
 * the same way. Everything else an error carries (SQL parameters, `detail`, paths, request data) stays out.
 */
export function serializeError(value: unknown, depth = 0): Record<string, unknown> {
  if (value === null || typeof value !== 'object') return { message: REDACTED };
  const error = value as ErrorFields;
  const message = textOf(error.message) ?? '';
  const clean = scrubMessage(error, message);
  const stack = textOf(error.stack);
  const serialized: Record<string, unknown> = {
    type: textOf(error.name) ?? value.constructor?.name,
    message: clean,
    stack: stack && message ? stack.replace(message, clean) : stack,
  };
  for (const key of ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const) {
    if (error[key] !== undefined) serialized[key] = error[key];
  }
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** Pino options every logger of the app gets: redaction and the serializers above. */
export const logRedaction: Pick<LoggerOptions, 'redact' | 'serializers'> = {
  redact: { paths: redactPaths, censor: REDACTED },
  serializers: { req: serializeRequest, err: (error: unknown) => serializeError(error) },
};
