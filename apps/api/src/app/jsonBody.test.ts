import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './buildApp.ts';
import { ok } from './envelope.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonBody.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
  app.post('/api/test/echo', async (request) => ok(request.body));
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('JSON bodies', () => {
  it('counts nesting of objects and arrays, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}\\"{{{"}`, 3)).toBe(false);
  });

  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with 400, before anything walks it`, async () => {
    const response = await post(`{"lines":${nested(100_000)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
      en_message: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
      data: { error: 'too_deep' },
    });
  });

  it('parses bodies up to the limit as before, and still refuses prototype poisoning', async () => {
    const deepest = await post(nested(MAX_JSON_DEPTH));
    expect(deepest.statusCode).toBe(200);
    const poisoned = await post('{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().code).toBe(400);
    expect((await post('')).statusCode).toBe(400);
  });
});
