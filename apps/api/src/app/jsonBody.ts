// JSON bodies are read once, here, for every route: refused before any other work when they nest deeper
// than any request of the API does (a body nested thousands of levels deep would overflow the stack of
// whatever walks it next: the idempotency fingerprint, validation, the log).
import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope.ts';

/** Far above the deepest request body of the contract (3 levels), far below what overflows a stack. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests objects and arrays deeper than `limit`; strings are skipped. One pass, no parse. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/** Replaces Fastify's JSON parser with the same parser (prototype poisoning refused) behind the depth check. */
export function registerJsonBodyLimits(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new ApiError(
          400,
          `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
          undefined,
          'too_deep',
        ),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}
