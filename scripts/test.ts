/**
 * The README's test command (`pnpm test`): lint, typecheck, build, unit tests, story tests in Chromium,
 * end-to-end tests in Chromium. Every step runs even when an earlier one fails, so one run shows every
 * problem; the exit code is non-zero if any step failed, and the last line counts the tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
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

const steps: { name: string; command: string[] }[] = [
  { name: 'lint', command: ['pnpm', 'run', 'lint'] },
  { name: 'typecheck', command: ['pnpm', 'run', 'typecheck'] },
  { name: 'build', command: ['pnpm', 'run', 'build'] },
  { name: 'storybook build', command: ['pnpm', 'run', 'build-storybook'] },
  {
    name: 'unit tests',
    command: ['pnpm', 'exec', 'vitest', 'run', '--project', 'unit', ...vitestJson('unit')],
  },
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
  {
    name: 'story tests',
    command: ['pnpm', 'exec', 'vitest', 'run', '--project', 'stories', ...vitestJson('stories')],
  },
  { name: 'e2e tests', command: ['pnpm', 'exec', 'playwright', 'test'] },
];

const failed: string[] = [];
// Set once the build step has passed, so the package tests check its output instead of building again.
const env: NodeJS.ProcessEnv = { ...process.env };
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const [bin, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(bin, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    console.log(`✔ ${step.name} (${seconds} s)`);
    if (step.name === 'build') env.CONSOLE_PACKAGES_BUILT = '1';
  } else {
    console.log(`✘ ${step.name} failed (${seconds} s, exit ${result.status ?? result.signal})`);
    failed.push(step.name);
  }
}

console.log(failed.length ? `\nFailed steps: ${failed.join(', ')}` : '\nAll steps passed.');
console.log(summaryLine(summarise(reports)));
process.exit(failed.length ? 1 : 0);
