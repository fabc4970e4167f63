import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { EXAMPLE_PORT, EXAMPLE_URL } from './e2e/exampleServer.ts';
import { MAIL_PORT } from './e2e/mailCapture.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// A port of its own, so a console left running on the README's port does not get in the way.
const port = Number(process.env.E2E_PORT ?? 4399);
// A data folder of its own, emptied before each run: every run starts from the freshly seeded demo data.
const dataDir = path.join(tmpdir(), `console-e2e-${port}`);

// End-to-end tests drive Debian's Chromium against the console started the way the README starts it.
export default defineConfig({
  testDir: 'e2e',
  // The mail capture e-mailed links are read from (e2e/mailCapture.ts).
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  // In CI the API tests run on the same two cores meanwhile (scripts/test.ts): waits get room to breathe.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `rm -rf ${dataDir} && pnpm start`,
      // Every test signs in from 127.0.0.1: the per-address sign-in limit (20 a minute) would refuse the suite.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '1000',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_PORT}`,
        // Payouts reach paid or failed within seconds (the demo's own payouts keep the timings they were made with).
        LOCAL_PAYOUT_IN_TRANSIT_SECONDS: '1',
        LOCAL_PAYOUT_ARRIVAL_SECONDS: '3',
        PAYOUT_SUBMIT_DELAY_SECONDS: '0',
        PAYOUT_SYNC_INTERVAL_SECONDS: '1',
        JOBS_POLL_SECONDS: '1',
        // Webhooks go to the tests' local receiver, and retry within seconds.
        WEBHOOKS_ALLOW_PRIVATE_URLS: '1',
        WEBHOOKS_RETRY_DELAYS_SECONDS: '1,2,2,2,2,2,2',
      },
      url: `http://127.0.0.1:${port}/ec/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // The example app (e2e/example.spec.ts), as `pnpm test` built it; built first when there is no build
      // yet (which builds the packages too when run alone: minutes on two busy cores).
      command:
        '(test -f examples/fleet-desk/dist/index.html || node scripts/example.ts) && node examples/fleet-desk/server.ts',
      env: { PORT: String(EXAMPLE_PORT) },
      url: `${EXAMPLE_URL}/fleet/`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      stdout: 'pipe',
    },
  ],
});
