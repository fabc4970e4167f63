/**
 * The README's test command (`pnpm test`): lint, typecheck, build, unit tests, API tests, story tests in
 * Chromium, end-to-end tests in Chromium. Every step runs even when an earlier one fails, so one run shows
 * every problem; the exit code is non-zero if any step failed, and the last line counts the tests.
 *
 * Two lanes run side by side, one a core: the API tests (the longest step, on PGlite and PostgreSQL) and
 * every other step in order. The first lane's output streams; the API tests' output is printed in one
 * block when they end, so the two never interleave (it is also kept in reports/api-tests.log).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { summarise, summaryLine } from './test-summary.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestJson = (name: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `vitest-${name}.json`)}`,
];

interface Step {
  name: string;
  command: string[];
}

const checksAndBrowsers: Step[] = [
  { name: 'lint', command: ['pnpm', 'run', 'lint'] },
  { name: 'typecheck', command: ['pnpm', 'run', 'typecheck'] },
  { name: 'build', command: ['pnpm', 'run', 'build'] },
  { name: 'storybook build', command: ['pnpm', 'run', 'build-storybook'] },
  {
    name: 'unit tests',
    command: ['pnpm', 'exec', 'vitest', 'run', '--project', 'unit', ...vitestJson('unit')],
  },
  {
    name: 'story tests',
    command: ['pnpm', 'exec', 'vitest', 'run', '--project', 'stories', ...vitestJson('stories')],
  },
  { name: 'e2e tests', command: ['pnpm', 'exec', 'playwright', 'test'] },
];

const apiTests: Step[] = [
  {
    // On PGlite, and on PostgreSQL too when DATABASE_URL names a server (.ci/run starts one).
    name: 'api tests',
    command: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'api',
      ...(process.env.DATABASE_URL ? ['--project', 'api-pg'] : []),
      ...vitestJson('api'),
    ],
  },
];

const failed: string[] = [];

/** Runs one step; its output streams (`live`) or is printed in one block when it ends. */
function runStep(step: Step, env: NodeJS.ProcessEnv, live: boolean): Promise<boolean> {
  const started = Date.now();
  const title = `▶ ${step.name}: ${step.command.join(' ')}`;
  if (live) console.log(`\n${title}`);
  const [bin, ...args] = step.command as [string, ...string[]];
  const child = spawn(bin, args, { cwd: root, env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const passed = code === 0;
      if (!live) {
        const text = Buffer.concat(output).toString();
        writeFileSync(path.join(reports, `${step.name.replaceAll(' ', '-')}.log`), text);
        console.log(`\n${title} (ran alongside)\n${text}`);
      }
      console.log(
        passed
          ? `✔ ${step.name} (${seconds} s)`
          : `✘ ${step.name} failed (${seconds} s, exit ${code ?? signal})`,
      );
      if (!passed) failed.push(step.name);
      resolve(passed);
    });
  });
}

async function runLane(steps: Step[], live: boolean): Promise<void> {
  // Set once the build step has passed, so the package tests check its output instead of building again.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const step of steps) {
    const passed = await runStep(step, env, live);
    if (passed && step.name === 'build') env.CONSOLE_PACKAGES_BUILT = '1';
  }
}

const started = Date.now();
await Promise.all([runLane(checksAndBrowsers, true), runLane(apiTests, false)]);
const minutes = Math.floor((Date.now() - started) / 60_000);
const seconds = Math.round(((Date.now() - started) % 60_000) / 1000);

console.log(failed.length ? `\nFailed steps: ${failed.join(', ')}` : '\nAll steps passed.');
console.log(`pnpm test took ${minutes} min ${seconds} s`);
console.log(summaryLine(summarise(reports)));
process.exit(failed.length ? 1 : 0);
