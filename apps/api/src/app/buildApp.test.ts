import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './buildApp.ts';
import { ApiError, ok } from './envelope.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp();
  // Routes that exercise the shared handling the real modules rely on.
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/test/echo',
    { schema: { body: z.strictObject({ email: z.email(), pageSize: z.number().int().max(100) }) } },
    async (request) => ok(request.body),
  );
  api.get('/api/test/conflict', async () => {
    throw new ApiError(409, 'This warranty is already void.');
  });
  api.get('/api/test/crash', async () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
});

afterAll(() => app.close());

describe('envelope and error handling', () => {
  it('answers the health check in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: 'OK', data: { status: 'ok' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown routes 404 in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, msg: 'Resource not found.' });
  });

  it('names every field that failed validation, with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', pageSize: 101 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(400);
    expect(Object.keys(body.data.fields).sort()).toEqual(['body.email', 'body.pageSize']);
  });

  it('rejects unknown JSON fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co', pageSize: 10, admin: true },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers malformed JSON with a clear 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', pageSize: 1, pad: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(413);
  });

  it('answers a malformed address in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: 'The request address is not valid.' });
  });

  it('passes business refusals through with their status and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 409, msg: 'This warranty is already void.' });
  });

  it('hides the internals of unexpected errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json()).toMatchObject({
      code: 500,
      msg: 'Unknown system error, please contact the administrator.',
    });
  });
});
