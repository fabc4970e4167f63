import type { FastifyReply } from 'fastify';

/** Every answer of the API (ARCHITECTURE.md): `{ code, msg, en_message?, data }`, code = HTTP status. */
export interface Envelope<T> {
  code: number;
  msg: string;
  en_message?: string;
  data: T;
}

/** The server's default message per status, used when a handler gives none. */
const statusMessages: Record<number, string> = {
  400: 'The request is invalid.',
  401: 'Authentication failed, unable to access system resources.',
  403: 'You do not have permission for the current operation.',
  404: 'Resource not found.',
  409: 'The request conflicts with the current state.',
  413: 'The request is too large.',
  415: 'This content type is not supported.',
  422: 'The request cannot be processed.',
  429: 'Too many requests, please try again later.',
  500: 'Unknown system error, please contact the administrator.',
};

export function statusMessage(status: number): string {
  return statusMessages[status] ?? statusMessages[500] ?? 'Error';
}

export function ok<T>(data: T, msg = 'OK'): Envelope<T> {
  return { code: 200, msg, data };
}

/**
 * A refusal the client can act on: the status, a clear message, for bad input the fields that failed and,
 * where a status is shared by several causes, a machine-readable `error` (e.g. 'invalid_transition').
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly error?: string;

  constructor(
    status: number,
    message: string = statusMessage(status),
    fields?: Record<string, string>,
    error?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.error = error;
  }
}

export function sendError(
  reply: FastifyReply,
  status: number,
  msg: string,
  data: unknown = null,
): FastifyReply {
  return reply.code(status).send({ code: status, msg, en_message: msg, data });
}
