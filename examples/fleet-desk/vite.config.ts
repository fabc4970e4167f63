import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app lives under /fleet/ and its API under /fleet-api (server.ts serves both). `vite` alone (the dev
// server) sends the API calls to a running `node server.ts`.
export default defineConfig({
  base: '/fleet/',
  plugins: [react()],
  server: { proxy: { '/fleet-api': 'http://127.0.0.1:4500' } },
});
