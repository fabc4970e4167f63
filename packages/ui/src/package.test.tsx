import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndPack, type PackedPackage } from '../../../scripts/pack.ts';

// The published artefact as another internal app gets it: built with tsup, packed with pnpm, then
// imported from dist/ and rendered.
const packageDir = path.resolve(import.meta.dirname, '..');
let packed: PackedPackage = { files: [], manifest: {} };

beforeAll(() => {
  packed = buildAndPack(packageDir);
}, 180_000);

afterAll(() => {
  document.body.innerHTML = '';
});

describe('@console/ui package', () => {
  it('builds ESM and declarations for the main and the editor entries', () => {
    for (const file of ['index.js', 'index.d.ts', 'editor/index.js', 'editor/index.d.ts']) {
      expect(existsSync(path.join(packageDir, 'dist', file)), file).toBe(true);
    }
  });

  it('packs only dist/ with package.json and README, and declares its peers', () => {
    const { files } = packed;
    expect(files.filter((f) => !f.startsWith('dist/')).sort()).toEqual(['README.md', 'package.json']);
    expect(Object.keys(packed.manifest.peerDependencies as object).sort()).toEqual([
      'react',
      'react-dom',
      'styled-components',
    ]);
    expect((packed.manifest.exports as Record<string, unknown>)['./editor']).toEqual({
      types: './dist/editor/index.d.ts',
      import: './dist/editor/index.js',
    });
  });

  it('keeps the editor engine out of the main entry', () => {
    const main = readFileSync(path.join(packageDir, 'dist', 'index.js'), 'utf8');
    expect(main).not.toMatch(/@tiptap|prosemirror/);
  });

  // Importing the whole built bundle took over 5 s once on a busy CI machine.
  it('renders ConsoleLayout from the built files in a consumer', async () => {
    const ui = await import(path.join(packageDir, 'dist', 'index.js'));
    const { createStore } = await import('jotai/vanilla');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const routes = [
      { path: '/dashboard', name: 'Dashboard', meta: { title: 'Dashboard', affix: true, icon: 'dashboard' } },
      { path: '/warranty/index', meta: { title: 'Warranties', icon: 'warranty' } },
      { path: '/admin-user/index', userTypes: [3], meta: { title: 'Users' } },
    ];
    await act(async () => {
      root.render(
        <ui.FeedbackProvider>
          <ui.MemoryNavigation initialPath="/warranty/index">
            <ui.ConsoleLayout
              routes={routes}
              user={{ name: 'Ada Retail', avatar: '', userType: 2, userRole: 1 }}
              renderPage={(key: string) => <p>page {key}</p>}
              feedback={{ message() {}, notify() {}, confirm: async () => false, loading: () => () => {} }}
              onLogout={() => {}}
              product="Console"
              store={createStore()}
            />
          </ui.MemoryNavigation>
        </ui.FeedbackProvider>,
      );
    });
    const nav = host.ownerDocument.querySelector('nav');
    expect(nav?.textContent).toContain('Warranties');
    expect(host.ownerDocument.body.textContent).not.toContain('Users');
    expect(host.ownerDocument.body.textContent).toContain('page /warranty/index');
    expect(document.title).toBe('Console');
    await act(async () => root.unmount());
  }, 30_000);
});
