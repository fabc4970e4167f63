import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served under the router base /ec/ (spec §9): by the API in production (`pnpm start`), by Vite in
// development (`pnpm dev`, which forwards /api to an API started with `pnpm --filter @console/api start`).
export default defineConfig({
  base: '/ec/',
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` } },
  build: { outDir: 'dist', emptyOutDir: true },
});
