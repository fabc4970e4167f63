/**
 * What bench/page and bench/nav share: the API serving a built site as in production (`pnpm start` on a
 * throwaway data folder), the React reference page built the same way, Debian's Chromium under DevTools
 * throttling (4x CPU, 40 ms round trip, 10 Mbit/s), a cold page load with its paint timings, and medians.
 * Timings on this shared machine change from day to day and minute to minute; a page's multiple of the
 * reference (R) much less, so every figure is printed as both. Each run loads the reference right before
 * the pages it is compared with, and the multiples are the medians of those per-run ratios.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

export const root = path.resolve(import.meta.dirname, '..');
export const runs = Number(process.env.BENCH_RUNS ?? 5);
export const consoleDist = path.join(root, 'apps/console/dist');
export const DEMO_PASSWORD = 'Console#2026';
export const METHOD = `Chromium, 4x CPU, 40 ms RTT, 10 Mbit/s; median of ${runs}`;

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;
/** A multiple of the reference page's load. */
export const inR = (ratio: number) => `${ratio.toFixed(2)} R`;
export const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** Stops with a hint when the console has not been built. */
export function requireBuiltConsole(): void {
  if (!existsSync(path.join(consoleDist, 'index.html'))) {
    console.error('apps/console/dist is missing: run `pnpm run build` first.');
    process.exit(1);
  }
}

/** gzip -9 size of a built file, by its URL path (/ec/assets/x.js → <dist>/assets/x.js). */
export function gzipSizeOf(distDir: string, urlPath: string): number {
  const file = path.join(distDir, urlPath.replace(/^\/ec\//, ''));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

export interface Server {
  origin: string;
  /** The built site it serves under /ec/. */
  dist: string;
  stop: () => Promise<void>;
}

/** The API as `pnpm start` runs it (PGlite in a throwaway data folder), serving `dist` under /ec/. */
export async function startServer(port: number, dist: string): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-bench-'));
  const child = spawn('pnpm', ['--filter', '@console/api', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CONSOLE_DIST: dist,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const healthy = () =>
    fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  let up = false;
  for (let i = 0; i < 600 && !up; i += 1) {
    up = await healthy();
    if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    if (child.pid) process.kill(-child.pid);
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!up) {
    await stop();
    throw new Error(`The API did not answer on ${origin} within 60 s.`);
  }
  return { origin, dist, stop };
}

/** bench/reference (a React 19 page rendering one line) built as the console is, into a temporary folder. */
export async function buildReference(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'console-bench-reference-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(root, 'bench/reference'),
    base: '/ec/',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** The console and the reference page, each served by its own API process; `stop` ends both. */
export async function startConsoleAndReference(port: number) {
  const referenceDist = await buildReference();
  const [app, reference] = await Promise.all([
    startServer(port, consoleDist),
    startServer(port + 1, referenceDist),
  ]);
  return {
    app,
    reference,
    stop: async () => {
      await Promise.all([app.stop(), reference.stop()]);
      rmSync(referenceDist, { recursive: true, force: true });
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** DevTools throttling on a page: 4x CPU, 40 ms round trip, 10 Mbit/s; `cold` also disables the cache. */
export async function throttle(page: Page, { cold }: { cold: boolean }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: (10 * 1024 * 1024) / 8,
    uploadThroughput: (10 * 1024 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Records the last LCP candidate and every long task in `window.__bench` from the page's first script. */
export async function observePaintAndLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const bench = { lcp: 0, longTasks: [] as { start: number; duration: number }[] };
    (window as unknown as { __bench: typeof bench }).__bench = bench;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** A session stored the way the sign-in page stores it, for pages measured signed in. */
export interface Session {
  token: string;
  userInfo: unknown;
}

export async function signIn(server: Server, email: string): Promise<Session> {
  const response = await fetch(`${server.origin}/api/bee/loginBee`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data: Session };
  return body.data;
}

/** A page to load cold: `ready` is text that shows once it has rendered. */
export interface LoadTarget {
  server: Server;
  url: string;
  ready: string;
  session?: Session;
}

export interface LoadSample {
  /** The page's own scripts (what the budget counts). */
  jsGzip: number;
  jsFiles: number;
  /** Scripts the console loaded afterwards, when idle, for other pages (its 'console:idle-load' marks). */
  idleGzip: number;
  idleFiles: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

/** One cold load in a fresh profile: paint timings, total blocking time and the gzip JS it fetched. */
export async function measureLoad(browser: Browser, target: LoadTarget): Promise<LoadSample> {
  const context = await browser.newContext();
  if (target.session) {
    await context.addInitScript((session) => {
      localStorage.setItem('console-token', session.token);
      localStorage.setItem('isLogin', '1');
      localStorage.setItem('user_info', JSON.stringify(session.userInfo));
    }, target.session);
  }
  await observePaintAndLongTasks(context);
  const page = await context.newPage();
  await throttle(page, { cold: true });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(`${target.server.origin}${target.url}`, { waitUntil: 'load' });
  await page.getByText(target.ready, { exact: false }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Long tasks and the last LCP candidate settle once the page is quiet.
  await page.waitForTimeout(1000);
  const timings = await page.evaluate(() => {
    const { lcp, longTasks } = (
      window as unknown as { __bench: { lcp: number; longTasks: { start: number; duration: number }[] } }
    ).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const tbt = longTasks
      .filter((task) => task.start >= fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    // The console's idle loads of other pages' code start with a mark: scripts asked for from then on.
    const idleStart =
      performance.getEntriesByName('console:idle-load')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const idleScripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime >= idleStart)
      .map((entry) => new URL(entry.name).pathname);
    return { fcp, lcp, tbt, idleScripts };
  });
  await context.close();
  const { idleScripts, ...paints } = timings;
  const idle = [...scripts].filter((file) => idleScripts.includes(file));
  const own = [...scripts].filter((file) => !idleScripts.includes(file));
  const gzip = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSizeOf(target.server.dist, file), 0);
  return { jsGzip: gzip(own), jsFiles: own.length, idleGzip: gzip(idle), idleFiles: idle.length, ...paints };
}

/** The median of each field over samples. */
export function medianSample(samples: readonly LoadSample[]): LoadSample {
  const pick = (key: keyof LoadSample) => median(samples.map((sample) => sample[key]));
  return {
    jsGzip: pick('jsGzip'),
    jsFiles: pick('jsFiles'),
    idleGzip: pick('idleGzip'),
    idleFiles: pick('idleFiles'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
  };
}

/** The reference page (R's yardstick) on its server. */
export const referenceTarget = (server: Server): LoadTarget => ({ server, url: '/ec/', ready: 'Sign in' });
