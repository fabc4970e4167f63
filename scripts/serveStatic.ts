import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * A tiny static file server for a built folder (the offline Storybook): module scripts do not run from
 * file://, so a designer opens it over http on 127.0.0.1. No dependencies; it serves files inside the
 * folder only.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file a URL path names inside `root`, or null when it is malformed or would leave the folder
 * (`..`, encoded or not, a NUL byte, a backslash trick on any platform).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  const pathname = urlPath.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const base = path.resolve(root);
  const target = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  return target === base || target.startsWith(base + path.sep) ? target : null;
}

/** Serves `root` on host:port (port 0 picks a free one); a directory serves its index.html. */
export function serveStatic(root: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let file = resolveInside(root, request.url ?? '/');
    if (file === null) {
      response.writeHead(400).end('Bad path');
      return;
    }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': contentType(file),
      'content-length': info.size,
      'cache-control': 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// `node scripts/serveStatic.ts [folder] [--port 6007]`: `pnpm storybook:static` serves storybook-static.
if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string', default: '6007' } },
  });
  const root = path.resolve(positionals[0] ?? 'storybook-static');
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`${root} has no index.html: build it first (pnpm build-storybook).`);
    process.exit(1);
  }
  const server = await serveStatic(root, Number(values.port));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log(`Serving ${root} at http://127.0.0.1:${port}/ (Ctrl+C to stop)`);
}
