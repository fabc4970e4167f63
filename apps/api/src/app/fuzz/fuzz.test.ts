// No input a client can send ends in a 500: every operation of the OpenAPI document, signed in as a role
// that may call it, gets its well-formed request and hundreds of malformed ones; each answer is below 500,
// and every refusal is the envelope { code, msg, data } with code = the HTTP status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed.ts';
import { BOARD_EVENTS_PATH } from '../../modules/onsite/liveEvents.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { casesFor, type FuzzCase, type Operation, operationsOf, seededRandom } from './openApiCases.ts';

let t: TestApp;
let operations: Operation[];
/** A different client address per request, so rate limits (per address) never hide an answer. */
let requestCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  // An event stream never ends (inject would wait forever) and takes no input: live.test.ts reads it over HTTP.
  operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]).filter(
    (operation) => operation.path !== BOARD_EVENTS_PATH,
  );
}, 60_000);
afterAll(() => t?.close());

function clientAddress(): string {
  requestCount += 1;
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
}

async function send(operation: Operation, request: FuzzCase, headers: Record<string, string>) {
  const takesKey = operation.parameters.some((parameter) => parameter.name === 'idempotency-key');
  return t.app.inject({
    method: operation.method as 'GET',
    url: request.url,
    remoteAddress: clientAddress(),
    headers: {
      ...headers,
      ...(takesKey && request.idempotencyKey !== false ? { 'idempotency-key': `fuzz-${requestCount}` } : {}),
      ...(request.body !== undefined ? { 'content-type': request.contentType ?? 'application/json' } : {}),
    },
    payload: request.body,
  });
}

/** What is wrong with an answer, or null: below 500, and a refusal is the envelope with its status as code. */
function problemWith(status: number, body: string, contentType: string | undefined): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  if (status < 400) return null;
  if (!contentType?.startsWith('application/json')) return `answered ${status} as ${contentType}`;
  const envelope = JSON.parse(body) as { code?: unknown; msg?: unknown };
  if (envelope.code !== status || typeof envelope.msg !== 'string' || !('data' in envelope)) {
    return `answered ${status} outside the envelope: ${body.slice(0, 300)}`;
  }
  return null;
}

/** The first role whose well-formed request passes the role gate (a fresh session per operation). */
async function signedInFor(operation: Operation, wellFormed: FuzzCase): Promise<Record<string, string>> {
  for (const email of [DEMO_USERS.admin, DEMO_USERS.brand, DEMO_USERS.retailer, DEMO_USERS.onsite]) {
    const headers = await t.authAs(email);
    const answer = await send(operation, wellFormed, headers);
    if (answer.statusCode !== 403) return headers;
  }
  return t.authAs(DEMO_USERS.admin);
}

describe('every operation of the OpenAPI document, fed malformed input', () => {
  it('walks all of them', () => {
    expect(operations.length).toBeGreaterThan(70);
  });

  it('answers every malformed request with a 4xx envelope, never a 5xx', { timeout: 240_000 }, async () => {
    const random = seededRandom(20_261_124);
    const problems: string[] = [];
    for (const operation of operations) {
      const cases = casesFor(operation, random);
      const headers = await signedInFor(operation, cases[0] as FuzzCase);
      for (const request of cases) {
        const problem = await send(operation, request, headers).then(
          (answer) => problemWith(answer.statusCode, answer.body, answer.headers['content-type'] as string),
          (error: Error) => `no answer: ${error.message}`,
        );
        if (problem) problems.push(`${operation.method} ${operation.path} [${request.change}] ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
