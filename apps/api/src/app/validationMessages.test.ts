// The API's 400s word every failed rule with the contract's error map, as the console's forms do.
import { claimSubmitBody, warrantyListQuery } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './buildApp.ts';
import { ok } from './envelope.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/test/claims', { schema: { body: claimSubmitBody } }, async () => ok(null));
  api.get('/api/test/warranties', { schema: { querystring: warrantyListQuery } }, async () => ok(null));
  await app.ready();
});
afterAll(() => app.close());

const claim = {
  warrantyId: 1,
  failureDate: '2024-03-01',
  complaint: 'The motor cuts out.',
  causalComponentType: 'motor',
  fulfillmentTypeId: 1,
  lines: [{ kind: 'part', description: 'Controller', quantity: 1, unitCents: 100 }],
};

describe('validation answers', () => {
  it('word a claim line quantity of -2 as a sentence', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/claims',
      payload: { ...claim, lines: [{ ...claim.lines[0], quantity: -2 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({
      'body.lines.0.quantity': 'Enter a number greater than 0.',
    });
  });

  it('word ids beyond the database, control characters and unknown fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/claims',
      payload: { ...claim, warrantyId: 2_147_483_648, complaint: 'Cuts\u0000out', extra: true },
    });
    expect(response.json().data.fields).toEqual({
      body: 'Remove the field "extra": this request does not take it.',
      'body.warrantyId': 'Enter a number of at most 2,147,483,647.',
      'body.complaint': 'Remove the invisible control characters (such as NUL) from this text.',
    });
    const query = await app.inject({ method: 'GET', url: '/api/test/warranties?brandId=abc&pageSize=500' });
    expect(query.json().data.fields).toEqual({
      'querystring.brandId': 'Enter a number.',
      'querystring.pageSize': 'Enter a number of at most 100.',
    });
  });
});
