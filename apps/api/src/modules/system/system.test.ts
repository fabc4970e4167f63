import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictData, dictTypes } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = await t.authAs(DEMO_USERS.retailer);
}, 60_000);

afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/system/dict/data/type/:type', () => {
  it('answers the entries of warranty_status in display order with their tag styles', async () => {
    const response = await get('/api/system/dict/data/type/warranty_status');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.data.map((entry: { dictValue: string }) => entry.dictValue)).toEqual([
      'pending_verification',
      'active',
      'expired',
      'transferred',
      'void',
    ]);
    expect(body.data[1]).toEqual({
      dictLabel: 'Active',
      dictValue: 'active',
      listClass: 'success',
      cssClass: '',
      dictSort: 2,
      dictType: 'warranty_status',
    });
    expect(body.data[4]).toMatchObject({ dictLabel: 'Void', listClass: 'danger' });
    const sorts = body.data.map((entry: { dictSort: number }) => entry.dictSort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('leaves out entries that are no longer active', async () => {
    const voidEntry = and(eq(dictData.dictType, 'warranty_status'), eq(dictData.value, 'void'));
    await t.db.update(dictData).set({ active: false }).where(voidEntry);
    try {
      const response = await get('/api/system/dict/data/type/warranty_status');
      const values = response.json().data.map((entry: { dictValue: string }) => entry.dictValue);
      expect(values).toEqual(['pending_verification', 'active', 'expired', 'transferred']);
    } finally {
      await t.db.update(dictData).set({ active: true }).where(voidEntry);
    }
  });

  it('answers an empty list, not an error, for a type that does not exist', async () => {
    const response = await get('/api/system/dict/data/type/no_such_type');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: 'OK', data: [] });
  });

  it.each([
    ['a path trick', '..%2Fetc'],
    ['upper case', 'Warranty_Status'],
    ['101 characters', 'a'.repeat(101)],
  ])('refuses a type name with %s (400, naming params.type)', async (_case, type) => {
    const response = await get(`/api/system/dict/data/type/${type}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      data: { fields: { 'params.type': expect.any(String) } },
    });
  });

  it('needs a session', async () => {
    const response = await get('/api/system/dict/data/type/warranty_status', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(401);
  });

  it('seeds every dictionary the screens use, each with at least two entries and unique values', async () => {
    const seeded = (await t.db.select({ type: dictTypes.type }).from(dictTypes)).map((row) => row.type);
    expect(seeded).toEqual(
      expect.arrayContaining([
        'sys_normal_disable',
        'sys_yes_no',
        'warranty_status',
        'claim_status',
        'booking_status',
        'onsite_job_status',
        'pay_log_status',
        'pay_log_category',
        'payout_status',
        'bug_status',
        'bug_severity',
        'product_category',
        'company_status',
        'brand_request_status',
        'document_type',
      ]),
    );
    const styles = ['default', 'primary', 'success', 'info', 'warning', 'danger'];
    for (const type of seeded) {
      const entries: { dictLabel: string; dictValue: string; listClass: string }[] = (
        await get(`/api/system/dict/data/type/${type}`)
      ).json().data;
      expect(entries.length, type).toBeGreaterThanOrEqual(2);
      expect(new Set(entries.map((entry) => entry.dictValue)).size, type).toBe(entries.length);
      for (const entry of entries) {
        expect(entry.dictLabel, type).not.toBe('');
        expect(styles, type).toContain(entry.listClass);
      }
    }
  });
});

describe('GET /api/system/config/configKey/:key', () => {
  it("answers the value where the console's config reader looks: data, and msg as the template does", async () => {
    const response = await get('/api/system/config/configKey/sys.account.registerUser');
    expect(response.statusCode).toBe(200);
    // packages/core getConfigValue reads `data` when present; a template-style reader reads `msg`.
    expect(response.json()).toEqual({ code: 200, msg: 'true', data: 'true' });
    const years = await get('/api/system/config/configKey/console.warranty.defaultYears');
    expect(years.json()).toEqual({ code: 200, msg: '2', data: '2' });
  });

  it('answers 404 for a key that does not exist', async () => {
    const response = await get('/api/system/config/configKey/sys.no.such.key');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 404,
      msg: 'This configuration key does not exist.',
      data: null,
    });
  });

  it('refuses a malformed key with 400', async () => {
    const response = await get(`/api/system/config/configKey/${'k'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    const spaced = await get('/api/system/config/configKey/sys%20account');
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().data.fields).toHaveProperty(['params.key']);
  });

  it('needs a session', async () => {
    const response = await get('/api/system/config/configKey/sys.account.registerUser', {});
    expect(response.statusCode).toBe(401);
  });
});

describe('OpenAPI documentation', () => {
  it('serves the document generated from the route schemas, without a token', async () => {
    const response = await get('/api/docs/json', {});
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Console API');
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/system/dict/data/type/{type}',
        '/api/system/config/configKey/{key}',
      ]),
    );
    const dict = document.paths['/api/system/dict/data/type/{type}'].get;
    expect(dict.tags).toEqual(['system']);
    expect(dict.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'type', required: true })]);
    expect(dict.parameters[0].schema).toMatchObject({ type: 'string', maxLength: 100 });
    expect(dict.security).toBeUndefined();
    // Token-free routes say so; the docs' own routes are not listed.
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
    // A record several routes answer with is written once and referenced.
    const claim = document.paths['/api/claims/{id}'].get.responses['200'].content['application/json'].schema;
    expect(claim.properties.data).toEqual({ $ref: '#/components/schemas/ClaimDetail' });
    expect(document.components.schemas.ClaimDetail.required).toEqual(
      expect.arrayContaining(['number', 'status']),
    );
  });

  it('serves the documentation page and its assets without a token', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await get(url, {});
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain('swagger-ui');
    }
    const script = await get('/api/docs/static/swagger-initializer.js', {});
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    const bundle = await get('/api/docs/static/swagger-ui-bundle.js', {});
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
  });
});
