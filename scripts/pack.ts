/**
 * A published package as its users get it: built (unless `pnpm test` already built every package and
 * says so with CONSOLE_PACKAGES_BUILT=1), packed with pnpm and unpacked. Used by the package tests and by
 * the example app's build (scripts/example.ts), which installs the tarball itself.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PackedPackage {
  /** Paths inside the tarball, without the leading 'package/'. */
  files: string[];
  /** The package.json as published (publishConfig applied). */
  manifest: Record<string, unknown>;
}

export interface PackedTarball extends PackedPackage {
  /** The tarball's path. */
  tarball: string;
}

export function buildAndPack(packageDir: string): PackedTarball {
  if (process.env.CONSOLE_PACKAGES_BUILT !== '1') {
    execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'pipe' });
  }
  const out = mkdtempSync(path.join(tmpdir(), 'pack-'));
  execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: packageDir, stdio: 'pipe' });
  const tarball = readdirSync(out).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${packageDir}`);
  const listing = execFileSync('tar', ['-tzf', path.join(out, tarball)], { encoding: 'utf8' });
  execFileSync('tar', ['-xzf', path.join(out, tarball), '-C', out]);
  return {
    files: listing
      .trim()
      .split('\n')
      .map((entry) => entry.replace(/^package\//, '')),
    manifest: JSON.parse(readFileSync(path.join(out, 'package', 'package.json'), 'utf8')),
    tarball: path.join(out, tarball),
  };
}
