import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served under the router base /ec/ (spec §9); the API (issue #4) will serve the built files there too.
export default defineConfig({
  base: '/ec/',
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  preview: { port: Number(process.env.CONSOLE_PORT ?? 4173), strictPort: true, host: '127.0.0.1' },
  build: { outDir: 'dist', emptyOutDir: true },
});
