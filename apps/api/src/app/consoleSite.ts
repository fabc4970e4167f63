// Serves the built console under /ec/ (spec §9: router base /ec/, history mode). Only files that were in
// the build folder at start are served (the list is read once), so no request path reaches the file
// system; any other /ec/ path gets index.html and the console's router takes it from there.
// Pages carry a strict Content-Security-Policy: scripts and stylesheets from this origin only, and inline
// style elements only with the page's nonce (a fresh one per page, put in every nonce attribute the build
// wrote: Vite's `html.cspNonce`), which styled-components and @console/ui give the styles they add.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const CONSOLE_BASE = '/ec/';
/** Vite names files under assets/ by content hash: they never change, so browsers may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The policy of a console page with this nonce. */
export function consolePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const NONCE_ATTRIBUTE = /\bnonce="[^"]*"/g;

function filesUnder(root: string): Set<string> {
  const found = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return new Set(found);
}

/** Registers the console's routes; returns false (and serves nothing) when the folder has no build. */
export async function registerConsoleSite(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  const files = filesUnder(distDir);
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, { root: distDir, serve: false, dotfiles: 'deny', cacheControl: false });

  const sendIndex = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', consolePolicy(nonce))
      .type('text/html; charset=utf-8')
      .send(indexHtml.replace(NONCE_ATTRIBUTE, `nonce="${nonce}"`));
  };

  // Pages, not API calls: kept out of the OpenAPI document.
  const page = { schema: { hide: true } };
  app.get('/', page, (_request, reply) => reply.redirect(CONSOLE_BASE));
  app.get('/ec', page, (_request, reply) => reply.redirect(CONSOLE_BASE));
  app.get('/ec/*', page, (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
    if (files.has(wanted) && wanted !== 'index.html') {
      reply.header('cache-control', wanted.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      return reply.sendFile(wanted);
    }
    // A missing hashed asset is a real 404 (an old page asking for a file of a previous build).
    if (wanted.startsWith('assets/')) return reply.callNotFound();
    return sendIndex(reply);
  });
  return true;
}
