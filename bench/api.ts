/**
 * API latency and throughput (not a test): starts the server as `pnpm start` does, on a throwaway PGlite
 * folder (and, when DATABASE_URL names a PostgreSQL server, on a fresh database there too), then drives
 * login, userInfo, a paged list, the warranties list with filters (on 100,000 seeded warranties,
 * BENCH_WARRANTIES), a shop's month of booking availability and the booking list, the money lists and a payout
 * run's preview, the onsite flight board and dispatch week with autocannon on 127.0.0.1 and prints requests/s
 * and p50/p99; then how long a job's change takes to reach 50 open flight boards; the Developer page's calls,
 * the bug triage queue and a brand's live data, and how long a webhook takes to reach a local receiver.
 * Run: `pnpm bench:api` (BENCH_SECONDS=10 by default). Seeding 100,000 warranties takes minutes: to seed
 * once and measure again, name a PGlite folder in BENCH_DATA_DIR and a database on the DATABASE_URL server in
 * BENCH_DATABASE; both are kept (and seeded on first use, then migrated like any install).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../apps/api/src/test/freePort.ts';
import { benchBookings } from './apiBookings.ts';
import { benchDeveloper } from './apiDeveloper.ts';
import { benchMoney } from './apiMoney.ts';
import { benchOnsite } from './apiOnsite.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const password = 'Console#2026';
const warranties = process.env.BENCH_WARRANTIES ?? '100000';

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000000',
      DEMO_WARRANTIES: warranties,
      // The webhook delay is measured with a receiver on 127.0.0.1.
      WEBHOOKS_ALLOW_PRIVATE_URLS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Seeding 100,000 warranties takes a minute or two on PGlite.
  for (let i = 0; i < 3000; i += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { base, stop };
}

async function login(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/bee/loginBee`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

async function warrantyTotal(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/api/warranties?pageSize=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

async function drive(name: string, options: autocannon.Options) {
  const result = await autocannon({ ...options, duration: seconds });
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms` +
      (errors ? `   (${errors} failed)` : ''),
  );
}

async function benchEngine(label: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    console.log(`\n${label}`);
    const adminToken = await login(server.base, 'admin@console.test');
    const brandToken = await login(server.base, 'brand@console.test');
    await drive('POST /bee/loginBee (10 conns)', {
      url: `${server.base}/api/bee/loginBee`,
      connections: 10,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'brand@console.test', password }),
    });
    await drive('GET /bee/userInfo (50 conns)', {
      url: `${server.base}/api/bee/userInfo`,
      connections: 50,
      headers: { authorization: `Bearer ${brandToken}` },
    });
    await drive('GET /bee/payLogList page 2 (50 conns)', {
      url: `${server.base}/api/bee/payLogList?pageNum=2&pageSize=20`,
      connections: 50,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    // The Financial page: a year of figures (weekly series), and the integrity check's full sums.
    const year = new Date().getUTCFullYear();
    await drive('GET /admin/financial year (10 conns)', {
      url: `${server.base}/api/admin/financial?from=${year}-01-01&to=${year}-12-31`,
      connections: 10,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    await drive('GET /admin/ledgerIntegrity (1 conn)', {
      url: `${server.base}/api/admin/ledgerIntegrity`,
      connections: 1,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const total = await warrantyTotal(server.base, adminToken);
    console.log(`warranties seeded: ${total}`);
    // Four characters of a serial, as someone reads them off a frame; one character has no trigram to look
    // up, so that search reads every unit of the date range (measured too, for comparison).
    const lists: [string, string, string][] = [
      ['brand, filtered', 'status=active&expiringWithinDays=180&sort=-purchaseDate&pageNum=3', brandToken],
      ...['4107', '7'].map((serial): [string, string, string] => [
        `admin, serial ${serial}`,
        `serial=${serial}&purchasedFrom=2024-01-01&pageNum=2`,
        adminToken,
      ]),
    ];
    // 20 connections, then one: a request's own time, which a busy shared machine disturbs less.
    for (const connections of [20, 1]) {
      for (const [name, query, token] of lists) {
        await drive(`GET /warranties ${name} (${connections} conn${connections > 1 ? 's' : ''})`, {
          url: `${server.base}/api/warranties?${query}`,
          connections,
          headers: { authorization: `Bearer ${token}` },
        });
      }
    }
    const retailerToken = await login(server.base, 'retailer@console.test');
    await benchBookings(server.base, retailerToken, drive);
    await benchMoney(server.base, { retailer: retailerToken, admin: adminToken }, drive);
    await benchOnsite(server.base, await login(server.base, 'onsite@console.test'), drive);
    await benchDeveloper(server.base, { brand: brandToken, admin: adminToken }, drive);
  } finally {
    await server.stop();
  }
}

console.log(`API bench: ${seconds} s per call, autocannon on 127.0.0.1`);
const keptDataDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDataDir
  ? path.resolve(keptDataDir)
  : mkdtempSync(path.join(tmpdir(), 'console-bench-api-'));
try {
  await benchEngine('PGlite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
}

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const keptDatabase = process.env.BENCH_DATABASE;
  const name = keptDatabase ?? `console_bench_${process.pid}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_DATABASE: lower-case letters, digits and _');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await benchEngine('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    if (!keptDatabase) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
