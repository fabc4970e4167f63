/**
 * The README's test command (`pnpm test`): lint, typecheck, build, unit tests, API tests, story tests in
 * Chromium, end-to-end tests in Chromium. Every step runs even when an earlier one fails, so one run shows
 * every problem; the exit code is non-zero if any step failed, and the last line counts the tests.
 *
 * Three lanes share the two cores, so a core never waits while a step waits on itself: the API tests (on
 * PGlite and PostgreSQL), the builds (packages, console, the example app from the packed packages,
 * Storybook), and lint, typecheck, then the unit, story and e2e tests once the builds are done. Only the
 * last lane's output streams; the others are printed in one block when each step ends (and kept in
 * reports/<step>.log), so lanes never interleave.
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

const lint: Step = { name: 'lint', command: ['pnpm', 'run', 'lint'] };
const typecheck: Step = { name: 'typecheck', command: ['pnpm', 'run', 'typecheck'] };
const build: Step = { name: 'build', command: ['pnpm', 'run', 'build'] };
// examples/fleet-desk, installed from the packages as packed (scripts/example.ts); its e2e spec opens it.
const exampleBuild: Step = { name: 'example build', command: ['pnpm', 'run', 'example:build'] };
const storybookBuild: Step = { name: 'storybook build', command: ['pnpm', 'run', 'build-storybook'] };
const unitTests: Step = {
  name: 'unit tests',
  command: ['pnpm', 'exec', 'vitest', 'run', '--project', 'unit', ...vitestJson('unit')],
};
const apiTests: Step = {
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
};
const storyTests: Step = {
  name: 'story tests',
  command: ['pnpm', 'exec', 'vitest', 'run', '--project', 'stories', ...vitestJson('stories')],
};
const e2eTests: Step = { name: 'e2e tests', command: ['pnpm', 'exec', 'playwright', 'test'] };

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

/** Runs steps one after another; every step runs even when an earlier one failed. */
async function runLane(steps: Step[], live: boolean): Promise<void> {
  for (const step of steps) {
    const passed = await runStep(step, env, live);
    if (passed && step === build) env.CONSOLE_PACKAGES_BUILT = '1';
  }
}

// Set once the build step has passed, so the package tests check its output instead of building again.
const env: NodeJS.ProcessEnv = { ...process.env };
const started = Date.now();
const builds = runLane([build, exampleBuild, storybookBuild], false);
await Promise.all([
  builds,
  runLane([apiTests], false),
  (async () => {
    await runLane([lint, typecheck], true);
    // The unit tests check the built packages, and the e2e server builds the console into the same folder.
    await builds;
    await runLane([unitTests, storyTests, e2eTests], true);
  })(),
]);
const minutes = Math.floor((Date.now() - started) / 60_000);
const seconds = Math.floor(((Date.now() - started) % 60_000) / 1000);

console.log(failed.length ? `\nFailed steps: ${failed.join(', ')}` : '\nAll steps passed.');
console.log(`pnpm test took ${minutes} min ${seconds} s`);
console.log(summaryLine(summarise(reports)));
process.exit(failed.length ? 1 : 0);
