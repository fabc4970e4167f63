import { catalogueMessage } from '../errors';

/**
 * The JSON envelope of every API answer (spec §8). Callers of the client receive the whole body,
 * so list calls read `.rows` / `.total` and others `.data`.
 */
export interface ApiEnvelope<D = unknown> {
  code?: number | string;
  msg?: string;
  message?: string;
  en_message?: string;
  data?: D;
  rows?: unknown[];
  total?: number;
  [field: string]: unknown;
}

/** A body is an envelope when it is a JSON object; arrays and text are not. */
export function isEnvelopeBody(body: unknown): body is ApiEnvelope {
  return body !== null && typeof body === 'object' && !Array.isArray(body);
}

/** True when the object names its own code, i.e. the server meant it as an envelope. */
export function hasEnvelopeCode(body: unknown): body is ApiEnvelope {
  return isEnvelopeBody(body) && body.code !== undefined && body.code !== null && body.code !== '';
}

/** The envelope's code as a number; a missing code means 200 (spec §8). */
export function envelopeCode(body: unknown): number {
  return hasEnvelopeCode(body) ? Number(body.code) : 200;
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's own message: en_message, then message, then msg. */
export function envelopeServerMessage(body: unknown): string | undefined {
  if (!isEnvelopeBody(body)) return undefined;
  return nonEmptyText(body.en_message) ?? nonEmptyText(body.message) ?? nonEmptyText(body.msg);
}

/** The message shown for an envelope: the server's own, else the catalogue entry for its code. */
export function envelopeMessage(
  body: unknown,
  catalogue: (code: number) => string = catalogueMessage,
): string {
  return envelopeServerMessage(body) ?? catalogue(envelopeCode(body));
}
