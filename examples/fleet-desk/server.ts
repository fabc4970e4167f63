/**
 * Fleet Desk's own server: the built app under /fleet/ and a small JSON API under /fleet-api, with its data
 * in memory. Every answer is the envelope @console/core's client reads: `{ code, msg, data }`, or
 * `{ code, msg, rows, total }` for a list. Node's own http module; run it with `node server.ts` (Node 24).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';

const port = Number(process.env.PORT ?? 4500);
const dist = path.join(import.meta.dirname, 'dist');

interface User {
  name: string;
  password: string;
  /** Permission codes, checked in the app by <HasPermi>. */
  permissions: string[];
  /** The sidebar level: the Settings route is shown to level 1 only. */
  level: number;
}

const users: Record<string, User> = {
  lead: {
    name: 'Lena Lead',
    password: 'fleet',
    permissions: ['fleet:bike:view', 'fleet:bike:retire', 'fleet:upload'],
    level: 1,
  },
  mechanic: { name: 'Max Mechanic', password: 'fleet', permissions: ['fleet:bike:view'], level: 2 },
};

interface Bike {
  id: number;
  code: string;
  model: string;
  status: 'available' | 'rented' | 'in repair' | 'retired';
  battery: number;
}

const models = ['City 7', 'Trail X', 'Cargo Duo'];
const statuses = ['available', 'rented', 'in repair'] as const;
const bikes: Bike[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  code: `EB-${String(index + 1).padStart(4, '0')}`,
  model: models[index % models.length] ?? 'City 7',
  status: statuses[index % statuses.length] ?? 'available',
  battery: (index * 37) % 101,
}));

interface StoredFile {
  name: string;
  size: number;
  type: string;
  bytes: Buffer;
}

const sessions = new Map<string, string>();
const files = new Map<string, StoredFile>();

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const ok = (data?: unknown) => ({ code: 200, msg: 'OK', data });

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
}

/** The multipart body as the platform's FormData (Node's fetch Request parses it). */
function readForm(request: IncomingMessage, url: URL): Promise<FormData> {
  return new Request(url, {
    method: 'POST',
    headers: request.headers as Record<string, string>,
    body: Readable.toWeb(request) as ReadableStream,
    duplex: 'half',
  } as RequestInit).formData();
}

function signedInUser(request: IncomingMessage): User | undefined {
  const token = request.headers.authorization?.replace(/^Bearer /, '');
  const name = token ? sessions.get(token) : undefined;
  return name ? users[name] : undefined;
}

async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const route = `${request.method} ${url.pathname.slice('/fleet-api'.length)}`;

  if (route === 'POST /login') {
    const { username, password } = await readJson(request);
    const user = typeof username === 'string' ? users[username] : undefined;
    if (!user || user.password !== password) {
      send(response, 200, { code: 500, msg: 'Unknown user name or wrong password.' });
      return;
    }
    const token = randomUUID();
    sessions.set(token, String(username));
    send(response, 200, ok({ token }));
    return;
  }

  const fileMatch = /^GET \/files\/([\w-]+)\/[^/]+$/.exec(route);
  if (fileMatch) {
    // Files are links in the page (an <img>, an <a>), which carry no token.
    const file = files.get(fileMatch[1] ?? '');
    if (!file) {
      send(response, 404, { code: 404, msg: 'No such file.' });
      return;
    }
    response.writeHead(200, { 'Content-Type': file.type || 'application/octet-stream' });
    response.end(file.bytes);
    return;
  }

  const user = signedInUser(request);
  if (!user) {
    // Code 401: the client opens its "session expired" dialog.
    send(response, 200, { code: 401, msg: 'Your session has expired.' });
    return;
  }

  if (route === 'POST /logout') {
    sessions.delete(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
    send(response, 200, ok());
    return;
  }

  if (route === 'GET /me') {
    send(response, 200, ok({ name: user.name, permissions: user.permissions, level: user.level }));
    return;
  }

  if (route === 'GET /bikes') {
    const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    const model = url.searchParams.get('model')?.trim().toLowerCase() ?? '';
    const found = bikes.filter((bike) => bike.model.toLowerCase().includes(model));
    const rows = found.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    send(response, 200, { code: 200, msg: 'OK', rows, total: found.length });
    return;
  }

  const bikeMatch = /^(GET|POST) \/bikes\/(\d+)(\/retire)?$/.exec(route);
  const bike = bikeMatch ? bikes.find((each) => each.id === Number(bikeMatch[2])) : undefined;
  if (bikeMatch && !bike) {
    send(response, 200, { code: 404, msg: 'No such bike.' });
    return;
  }
  if (bike && route === `GET /bikes/${bike.id}`) {
    send(response, 200, ok(bike));
    return;
  }
  if (bike && route === `POST /bikes/${bike.id}/retire`) {
    // The app hides the button without the permission; the API refuses the call all the same.
    if (!user.permissions.includes('fleet:bike:retire')) {
      send(response, 200, { code: 403, msg: 'You may not retire bikes.' });
      return;
    }
    bike.status = 'retired';
    send(response, 200, ok(bike));
    return;
  }

  if (route === 'GET /depot/sync') {
    // Always fails, so the app shows how the feedback layer reports a refused call.
    send(response, 200, { code: 500, msg: 'The depot is offline; try again later.' });
    return;
  }

  if (route === 'POST /uploads') {
    const file = (await readForm(request, url)).get('file');
    if (!(file instanceof File)) {
      send(response, 200, { code: 500, msg: 'No file was sent.' });
      return;
    }
    const id = randomUUID();
    files.set(id, {
      name: file.name,
      size: file.size,
      type: file.type,
      bytes: Buffer.from(await file.arrayBuffer()),
    });
    // The shape of core's UploadEnvelope: the component keeps `url` (else `fileName`) as the value.
    send(response, 200, {
      code: 200,
      msg: `Stored ${file.name} (${file.size} bytes)`,
      // The name ends the address, so the list names the file.
      url: `/fleet-api/files/${id}/${encodeURIComponent(file.name)}`,
      fileName: file.name,
    });
    return;
  }

  if (route === 'GET /uploads') {
    const rows = [...files].map(([id, file]) => ({ id, name: file.name, size: file.size }));
    send(response, 200, { code: 200, msg: 'OK', rows, total: rows.length });
    return;
  }

  send(response, 404, { code: 404, msg: `No API at ${route}.` });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A file of the build, or the app's index.html for any other path under /fleet/ (the router's). */
async function app(response: ServerResponse, url: URL): Promise<void> {
  const wanted = path.join(dist, path.normalize(url.pathname.slice('/fleet'.length)));
  const inside = wanted.startsWith(`${dist}${path.sep}`);
  const file = inside ? await readFile(wanted).catch(() => null) : null;
  const body = file ?? (await readFile(path.join(dist, 'index.html')));
  const type = file
    ? (contentTypes[path.extname(wanted)] ?? 'application/octet-stream')
    : contentTypes['.html'];
  response.writeHead(200, { 'Content-Type': type ?? 'text/html' });
  response.end(body);
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  const handle = url.pathname.startsWith('/fleet-api/')
    ? api(request, response, url)
    : url.pathname === '/fleet' || url.pathname.startsWith('/fleet/')
      ? app(response, url)
      : Promise.resolve(response.writeHead(302, { Location: '/fleet/' }).end());
  handle.catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, { code: 500, msg: 'The server failed.' });
  });
}).listen(port, '127.0.0.1', () => console.log(`Fleet Desk on http://127.0.0.1:${port}/fleet/`));
