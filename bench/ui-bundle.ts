/**
 * Bundle figures of @console/ui as an app would ship them (printed, never asserted): what importing the
 * layout costs, and what the rich-text editor adds on top, minified and gzipped. react, react-dom and
 * styled-components are peers and left out; @console/core and the rest of the dependencies are counted.
 * Run after `pnpm --filter @console/ui build`: `pnpm bench:ui`.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'packages/ui/dist');
if (!existsSync(path.join(dist, 'index.js'))) {
  console.error('packages/ui/dist is missing: run `pnpm --filter @console/ui build` first.');
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), 'ui-bundle-'));
const entries = {
  layout: `import { ConsoleLayout } from ${JSON.stringify(path.join(dist, 'index.js'))}; console.log(ConsoleLayout);`,
  'layout + lazy editor': `import { ConsoleLayout, LazyEditor } from ${JSON.stringify(path.join(dist, 'index.js'))}; console.log(ConsoleLayout, LazyEditor);`,
};

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

for (const [name, source] of Object.entries(entries)) {
  const entry = path.join(work, `${name.replace(/\W+/g, '-')}.js`);
  writeFileSync(entry, source);
  const outdir = path.join(work, `out-${name.replace(/\W+/g, '-')}`);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    metafile: true,
    outdir,
    absWorkingDir: root,
    nodePaths: [path.join(root, 'packages/ui/node_modules'), path.join(root, 'node_modules')],
    external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const entryOut = Object.keys(outputs).find((file) => outputs[file]?.entryPoint);
  // Up front: the entry and every chunk it imports statically; on demand: what only import() reaches.
  const upFront = new Set<string>();
  const visit = (file: string) => {
    if (upFront.has(file)) return;
    upFront.add(file);
    for (const dep of outputs[file]?.imports ?? []) {
      if (dep.kind === 'import-statement' && !dep.external) visit(dep.path);
    }
  };
  if (entryOut) visit(entryOut);
  const weigh = (files: string[]) =>
    files.reduce(
      (total, file) => {
        const bytes = readFileSync(path.join(root, file));
        return { raw: total.raw + bytes.length, gzip: total.gzip + gzipSync(bytes, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  const jsFiles = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  const front = weigh(jsFiles.filter((file) => upFront.has(file)));
  const lazyFiles = jsFiles.filter((file) => !upFront.has(file));
  const lazy = weigh(lazyFiles);
  console.log(`${name}:`);
  console.log(`  loaded up front   ${kb(front.raw).padStart(10)} min  ${kb(front.gzip).padStart(9)} gzip`);
  if (lazyFiles.length) {
    console.log(
      `  loaded on demand  ${kb(lazy.raw).padStart(10)} min  ${kb(lazy.gzip).padStart(9)} gzip (${lazyFiles.length} chunks)`,
    );
  }
}
