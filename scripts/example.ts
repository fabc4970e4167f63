/**
 * Builds examples/fleet-desk the way another internal app gets the library: @console/core and @console/ui
 * packed as they are published, installed from those tarballs in the example's own folder (it is not a
 * member of the workspace, so it sees nothing of packages/*), then typechecked and built with Vite.
 * Under `pnpm test` the packages are built already (CONSOLE_PACKAGES_BUILT=1) and only packed here.
 *
 *   node scripts/example.ts           build
 *   node scripts/example.ts --serve   build, then serve it on PORT (default 4500)
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAndPack } from './pack.ts';

const root = path.resolve(import.meta.dirname, '..');
const example = path.join(root, 'examples', 'fleet-desk');
const packed = path.join(example, '.packed');

function step(name: string, run: () => void): void {
  const started = Date.now();
  run();
  console.log(`example: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function pnpm(args: string[]): void {
  execFileSync('pnpm', args, { cwd: example, stdio: 'inherit' });
}

step('packed @console/core and @console/ui', () => {
  rmSync(packed, { recursive: true, force: true });
  mkdirSync(packed);
  // Fixed names, so the example's package.json names them whatever the packages' versions.
  for (const name of ['core', 'ui']) {
    copyFileSync(
      buildAndPack(path.join(root, 'packages', name)).tarball,
      path.join(packed, `console-${name}.tgz`),
    );
  }
});
step('installed', () =>
  // No lockfile: the tarballs' checksums change with every pack. The example pins its own dependencies,
  // the packed packages pin theirs; a warm store makes this a matter of seconds.
  pnpm(['install', '--ignore-workspace', '--lockfile=false', '--prefer-offline', '--reporter=append-only']),
);
step('typechecked and built', () => pnpm(['run', 'build']));

if (process.argv.includes('--serve')) {
  spawn('node', ['server.ts'], { cwd: example, stdio: 'inherit' });
}
