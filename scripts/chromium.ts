/**
 * Debian's Chromium, shared by story tests (Vitest browser mode) and e2e tests (Playwright).
 * The network here is closed and CI runs as root, hence the flags; never let a tool download a browser.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
