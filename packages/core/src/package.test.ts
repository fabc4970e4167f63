// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The published artefact, as a consumer gets it: built with tsup, packed with pnpm.
const packageDir = path.resolve(import.meta.dirname, '..');
let entries: string[] = [];
let packedManifest: Record<string, unknown> = {};

beforeAll(() => {
  // `pnpm test` builds every package first and says so; a lone run builds this one itself.
  if (process.env.CONSOLE_PACKAGES_BUILT !== '1')
    execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'pipe' });
  const out = mkdtempSync(path.join(tmpdir(), 'core-pack-'));
  execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: packageDir, stdio: 'pipe' });
  const tarball = readdirSync(out).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  entries = execFileSync('tar', ['-tzf', path.join(out, tarball)], { encoding: 'utf8' })
    .trim()
    .split('\n');
  execFileSync('tar', ['-xzf', path.join(out, tarball), '-C', out]);
  packedManifest = JSON.parse(readFileSync(path.join(out, 'package', 'package.json'), 'utf8'));
}, 120_000);

describe('@console/core package', () => {
  it('builds ESM with type declarations', () => {
    expect(existsSync(path.join(packageDir, 'dist', 'index.js'))).toBe(true);
    expect(existsSync(path.join(packageDir, 'dist', 'index.d.ts'))).toBe(true);
    const js = readFileSync(path.join(packageDir, 'dist', 'index.js'), 'utf8');
    expect(js).toMatch(/^export\s*\{/m);
  });

  it('packs only dist/ besides package.json and README', () => {
    const files = entries.map((e) => e.replace(/^package\//, ''));
    expect(files.filter((f) => !f.startsWith('dist/')).sort()).toEqual(['README.md', 'package.json']);
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
  });

  it('publishes exports that point at dist and declares no side effects', () => {
    expect(packedManifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    });
    expect(packedManifest.sideEffects).toBe(false);
  });

  it('loads from the built file', async () => {
    const core = await import(path.join(packageDir, 'dist', 'index.js'));
    expect(core.errorCatalogue[404]).toBe('Resource not found.');
    expect(core.ROUTER_BASE).toBe('/ec/');
  });
});
