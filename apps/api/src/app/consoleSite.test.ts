import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './buildApp.ts';

let app: FastifyInstance;
let dist: string;
const indexHtml =
  '<!doctype html><html><head><title>Console</title></head><body><div id="root"></div></body></html>';
const bundle = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets', 'index-4f2a9c.js'), bundle);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildApp({ consoleDir: dist });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the console under /ec/', () => {
  it('serves index.html at /ec/ and sends / and /ec there', async () => {
    const page = await app.inject({ url: '/ec/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(indexHtml);
    for (const url of ['/', '/ec']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/ec/');
    }
  });

  it('answers every route of the history-mode router with index.html', async () => {
    for (const url of ['/ec/dashboard', '/ec/warranty/detail?id=3', '/ec/company/shop/detail/12']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
    }
  });

  it('serves hashed assets for a year, compressed when the browser accepts it', async () => {
    const plain = await app.inject({ url: '/ec/assets/index-4f2a9c.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.body).toBe(bundle);

    const brotli = await app.inject({
      url: '/ec/assets/index-4f2a9c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(bundle.length / 10);
    const gzip = await app.inject({
      url: '/ec/assets/index-4f2a9c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('serves other files of the build without long caching', async () => {
    const icon = await app.inject({ url: '/ec/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset 404 instead of the page, and never leaves the build folder', async () => {
    expect((await app.inject({ url: '/ec/assets/index-old.js' })).statusCode).toBe(404);
    for (const url of [
      '/ec/../package.json',
      '/ec/%2e%2e/%2e%2e/etc/passwd',
      '/ec/assets/..%2f..%2fetc%2fpasswd',
    ]) {
      const response = await app.inject({ url });
      expect(response.body).not.toContain('root:');
      expect([200, 404]).toContain(response.statusCode);
      if (response.statusCode === 200) expect(response.body).toBe(indexHtml);
    }
  });

  it('leaves /api to the API', async () => {
    const response = await app.inject({ url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(404);
  });
});
