/**
 * Page budget figures (printed, never asserted): JS and CSS weight of the built console, raw and gzip,
 * the size of @console/core's build, and the console's load time in Debian's Chromium (median of runs).
 * Run after `pnpm build`: `pnpm bench:page` (starts the API, which serves the console as in production, on a
 * spare port with a throwaway data folder).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 7);
const port = Number(process.env.BENCH_PORT ?? 4390);

function weigh(dir: string, pattern: RegExp): { files: number; raw: number; gzip: number } {
  const result = { files: 0, raw: 0, gzip: 0 };
  if (!existsSync(dir)) return result;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, entry);
    if (!pattern.test(entry) || !statSync(full).isFile()) continue;
    const bytes = readFileSync(full);
    result.files += 1;
    result.raw += bytes.length;
    result.gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return result;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dist = path.join(root, 'apps/console/dist');
if (!existsSync(dist)) {
  console.error('apps/console/dist is missing: run `pnpm build` first.');
  process.exit(1);
}
for (const [label, dir, pattern] of [
  ['console JS', dist, /\.js$/],
  ['console CSS', dist, /\.css$/],
  ['@console/core dist JS', path.join(root, 'packages/core/dist'), /\.js$/],
] as const) {
  const w = weigh(dir, pattern);
  console.log(
    `${label.padEnd(24)} ${String(w.files).padStart(3)} files  ${kb(w.raw).padStart(10)} raw  ${kb(w.gzip).padStart(9)} gzip`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'console-bench-page-'));
const server = spawn('pnpm', ['--filter', '@console/api', 'start'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
});
try {
  const url = `http://127.0.0.1:${port}/ec/`;
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const load: number[] = [];
  const dcl: number[] = [];
  const fcp: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const t = await page.evaluate(async () => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      // Paint entries may arrive after the load event: wait for them (buffered), at most 2 s.
      const fcpTime = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 2000);
      });
      return { load: nav.loadEventEnd, dcl: nav.domContentLoadedEventEnd, fcp: fcpTime };
    });
    load.push(t.load);
    dcl.push(t.dcl);
    fcp.push(t.fcp);
    await context.close();
  }
  await browser.close();
  console.log(
    `load in Chromium (median of ${runs}, cold cache): DOMContentLoaded ${median(dcl).toFixed(0)} ms, ` +
      `first contentful paint ${median(fcp).toFixed(0)} ms, load ${median(load).toFixed(0)} ms`,
  );
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  if (server.pid) process.kill(-server.pid);
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
