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

describe('the console pages’ Content-Security-Policy', () => {
  let site: FastifyInstance;
  let built: string;
  const page =
    '<!doctype html><html><head><meta property="csp-nonce" nonce="CSP_NONCE">' +
    '<script type="module" src="/ec/assets/main.js" nonce="CSP_NONCE"></script>' +
    '<link rel="stylesheet" href="/ec/assets/index.css" nonce="CSP_NONCE"></head><body></body></html>';

  beforeAll(async () => {
    built = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
    mkdirSync(path.join(built, 'assets'));
    writeFileSync(path.join(built, 'index.html'), page);
    writeFileSync(path.join(built, 'assets', 'main.js'), bundle);
    site = await buildApp({ consoleDir: built });
    await site.ready();
  });
  afterAll(async () => {
    await site?.close();
    rmSync(built, { recursive: true, force: true });
  });

  const directives = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );

  it('allows scripts from this origin only, styles from it or with the page’s nonce, no objects, no framing by others', async () => {
    const response = await site.inject({ url: '/ec/warranty/list' });
    const policy = directives(response.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['style-src']).toHaveLength(2);
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });

  it('puts a fresh nonce in every nonce attribute of the page, the one the policy names', async () => {
    const nonces = [];
    for (const url of ['/ec/', '/ec/login']) {
      const response = await site.inject({ url });
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.body).not.toContain('CSP_NONCE');
      expect(response.body.match(/nonce="([^"]*)"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends the scripts themselves without a page policy', async () => {
    const script = await site.inject({ url: '/ec/assets/main.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBeUndefined();
  });
});
