// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentType, resolveInside, serveStatic } from './serveStatic.ts';

describe('resolveInside', () => {
  const root = path.resolve('/srv/static');

  it('maps URL paths to files inside the folder, without the query', () => {
    expect(resolveInside(root, '/')).toBe(root);
    expect(resolveInside(root, '/assets/a.js?v=1')).toBe(path.join(root, 'assets', 'a.js'));
    expect(resolveInside(root, '/docs/a%20b.html')).toBe(path.join(root, 'docs', 'a b.html'));
    expect(resolveInside(root, '/assets/../index.html')).toBe(path.join(root, 'index.html'));
  });

  it('never leaves the folder', () => {
    for (const attempt of ['/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/a/../../x', '/..%2fsecret']) {
      const resolved = resolveInside(root, attempt);
      expect(resolved === null || resolved.startsWith(root + path.sep) || resolved === root).toBe(true);
    }
    expect(resolveInside(root, '/..%5c..%5csecret')).toBeNull();
    expect(resolveInside(root, '/a%00.js')).toBeNull();
    expect(resolveInside(root, '/%E0%A4%A')).toBeNull();
  });

  it('types the files a Storybook build holds', () => {
    expect(contentType('index.html')).toBe('text/html; charset=utf-8');
    expect(contentType('a.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentType('font.woff2')).toBe('font/woff2');
    expect(contentType('blob.bin')).toBe('application/octet-stream');
  });
});

describe('serveStatic', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'serve-static-'));
  const root = path.join(base, 'site');
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    mkdirSync(path.join(root, 'docs'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
    writeFileSync(path.join(root, 'docs', 'index.html'), '<h1>docs</h1>');
    writeFileSync(path.join(root, 'app.js'), 'export {}');
    writeFileSync(path.join(base, 'secret.txt'), 'secret');
    server = await serveStatic(root, 0);
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** A raw request: the path goes out exactly as written, `..` included. */
  const get = (rawPath: string, method = 'GET') =>
    new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: rawPath, method }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  it('serves files with their type, and a folder its index.html', async () => {
    await expect(get('/')).resolves.toEqual({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: '<h1>home</h1>',
    });
    await expect(get('/docs/')).resolves.toMatchObject({ status: 200, body: '<h1>docs</h1>' });
    await expect(get('/app.js?x=1')).resolves.toMatchObject({
      status: 200,
      type: 'text/javascript; charset=utf-8',
    });
    await expect(get('/app.js', 'HEAD')).resolves.toMatchObject({ status: 200, body: '' });
    await expect(get('/missing.js')).resolves.toMatchObject({ status: 404 });
    await expect(get('/app.js', 'POST')).resolves.toMatchObject({ status: 405 });
  });

  it('never serves a file outside the folder', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/docs/../../secret.txt',
      '/..%2fsecret.txt',
    ]) {
      const response = await get(attempt);
      expect(response.body).not.toContain('secret');
      expect(response.status).not.toBe(200);
    }
  });
});
