import { defineConfig } from 'tsup';

// Two entries: the layout and kit, and the rich-text editor, which stays out of the main bundle.
export default defineConfig({
  entry: { index: 'src/index.ts', 'editor/index': 'src/editor/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', '@console/core'],
});
