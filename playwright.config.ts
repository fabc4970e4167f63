import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const port = Number(process.env.CONSOLE_PORT ?? 4173);

// End-to-end tests drive Debian's Chromium against the console started the way the README starts it.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'pnpm start',
    url: `http://127.0.0.1:${port}/ec/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
