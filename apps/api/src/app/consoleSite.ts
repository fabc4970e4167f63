// Serves the built console under /ec/ (spec §9: router base /ec/, history mode). Only files that were in
// the build folder at start are served (the list is read once), so no request path reaches the file
// system; any other /ec/ path gets index.html and the console's router takes it from there.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const CONSOLE_BASE = '/ec/';
/** Vite names files under assets/ by content hash: they never change, so browsers may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
  await app.register(fastifyStatic, { root: distDir, serve: false, dotfiles: 'deny', cacheControl: false });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');

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
