// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAndPack, type PackedPackage } from '../../../scripts/pack.ts';

// The published artefact, as a consumer gets it: built with tsup, packed with pnpm.
const packageDir = path.resolve(import.meta.dirname, '..');
let packed: PackedPackage = { files: [], manifest: {} };

beforeAll(() => {
  packed = buildAndPack(packageDir);
}, 120_000);

describe('@console/core package', () => {
  it('builds ESM with type declarations', () => {
    expect(existsSync(path.join(packageDir, 'dist', 'index.js'))).toBe(true);
    expect(existsSync(path.join(packageDir, 'dist', 'index.d.ts'))).toBe(true);
    const js = readFileSync(path.join(packageDir, 'dist', 'index.js'), 'utf8');
    expect(js).toMatch(/^export\s*\{/m);
  });

  it('packs only dist/ besides package.json and README', () => {
    const { files } = packed;
    expect(files.filter((f) => !f.startsWith('dist/')).sort()).toEqual(['README.md', 'package.json']);
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
  });

  it('publishes exports that point at dist and declares no side effects', () => {
    expect(packed.manifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    });
    expect(packed.manifest.sideEffects).toBe(false);
  });

  it('loads from the built file', async () => {
    const core = await import(path.join(packageDir, 'dist', 'index.js'));
    expect(core.errorCatalogue[404]).toBe('Resource not found.');
    expect(core.ROUTER_BASE).toBe('/ec/');
  });
});
