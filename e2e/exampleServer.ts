/** The example app's server in the e2e run (playwright.config.ts starts it): beside the console's port. */
export const EXAMPLE_PORT = Number(process.env.E2E_PORT ?? 4399) + 1000;
export const EXAMPLE_URL = `http://127.0.0.1:${EXAMPLE_PORT}`;
