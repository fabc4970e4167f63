import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// `pnpm test` runs the API tests beside the browser tests, so on a busy machine a request-heavy API test
// may take longer than vitest's 5 s default without hanging.
const apiTimeouts = { testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/console/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        // The server: Node, real databases (PGlite; PostgreSQL too when DATABASE_URL is set).
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/globalSetup.ts'],
          ...apiTimeouts,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              // The API's behaviour again on PostgreSQL (each test file gets its own database there).
              test: {
                name: 'api-pg',
                environment: 'node',
                include: ['apps/api/src/{app,auth,jobs,mail,modules}/**/*.test.ts'],
                env: { API_TEST_ENGINE: 'postgres' },
                globalSetup: ['apps/api/src/test/globalSetup.ts'],
                ...apiTimeouts,
              },
            },
          ]
        : []),
      {
        // Story play functions run as tests in real Chromium (one test per story).
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        // A stale optimize cache reloads the page mid-run and fails every story: always re-optimise.
        optimizeDeps: { force: true },
        test: {
          name: 'stories',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
