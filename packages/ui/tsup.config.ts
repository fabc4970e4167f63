import { defineConfig } from 'tsup';

// One entry per folder, so the main index only re-exports modules: with `sideEffects: false` an app's
// bundler then drops every component it does not use (a single bundled file would keep them all, since
// styled-components definitions cannot be proven pure). The editor is its own entry and chunk.
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/editor/index.ts',
    'src/{messages,navigation,theme}/index.ts',
    'src/{kit,components,layout}/*/index.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', '@console/core'],
});
