import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { serveStatic } from '../scripts/serveStatic.ts';

// The built Storybook, as a designer gets it: the static folder served on 127.0.0.1 by `pnpm
// storybook:static`, with every request elsewhere refused, as on a machine without network.
const repoRoot = path.resolve(import.meta.dirname, '..');
const staticDir = path.join(repoRoot, 'storybook-static');

let server: Server;
let baseUrl = '';

// Each page loads Storybook's whole runtime (a few MB of modules): more than a console page on two busy cores.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    test.setTimeout(600_000);
    const build = spawnSync('pnpm', ['run', 'build-storybook'], { cwd: repoRoot, stdio: 'inherit' });
    expect(build.status).toBe(0);
  }
  server = await serveStatic(staticDir, 0);
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Refuses every request not to 127.0.0.1 (WebSockets too) and lists them, so the test can fail on any. */
async function offline(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1') return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  await page.context().routeWebSocket(/.*/, (socket) => {
    outside.push(socket.url());
    return socket.close();
  });
  return outside;
}

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** The first entry of the built index that matches. */
function indexEntry(match: (entry: IndexEntry) => boolean): string {
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const entry = Object.values(index.entries).find(match);
  if (!entry) throw new Error('No such entry in storybook-static/index.json');
  return entry.id;
}

const previewOf = (page: Page) => page.frameLocator('#storybook-preview-iframe');

test('the Storybook UI opens offline with the screens grouped by area, and the toolbar restyles stories', async ({
  page,
}) => {
  const outside = await offline(page);
  await page.goto(`${baseUrl}/?path=/story/storybook-toolbar--defaults`);
  const button = previewOf(page).getByRole('button', { name: 'Register a warranty' });
  await expect(button).toBeVisible({ timeout: 60_000 });
  await expect(button).toHaveCSS('height', '36px');

  const tree = page.locator('#storybook-explorer-tree');
  for (const area of ['Warranties', 'Companies', 'Bookings', 'Money', 'Onsite service', 'Bugs & developer']) {
    await expect(tree.getByText(area, { exact: true })).toBeVisible();
  }

  // The custom colour tool takes any colour; the story follows at once.
  const primary = () =>
    previewOf(page)
      .locator('html')
      .evaluate((html) => getComputedStyle(html).getPropertyValue('--console-primary').trim());
  await page.getByLabel('Custom theme colour').fill('#ff6600');
  await expect.poll(primary).toBe('#ff6600');

  // The globals are in the URL too, so a designer can share a state: mini size, light sidebar, a colour, and
  // the desktop viewport (the preview pane alone is narrower than the 992 px breakpoint: no sidebar there).
  await page.goto(
    `${baseUrl}/?path=/story/storybook-toolbar--defaults&globals=size:mini;sideTheme:theme-light;themeColor:!hex(13c2c2);viewport:desktop`,
  );
  await expect(previewOf(page).getByRole('button', { name: 'Register a warranty' })).toHaveCSS(
    'height',
    '28px',
    { timeout: 30_000 },
  );
  await expect(
    previewOf(page).getByRole('navigation', { name: 'Main navigation' }).locator('xpath=..'),
  ).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('#storybook-preview-iframe')).toHaveJSProperty('offsetWidth', 1440);
  await expect.poll(primary).toBe('#13c2c2');
  expect(outside).toEqual([]);
});

test('a docs page with its props table renders offline', async ({ page }) => {
  const outside = await offline(page);
  const docsId = indexEntry((entry) => entry.type === 'docs' && Boolean(entry.tags?.includes('autodocs')));
  await page.goto(`${baseUrl}/?path=/docs/${docsId}`);
  const docs = previewOf(page).locator('.sbdocs-content');
  await expect(docs.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(docs.getByRole('table').first()).toBeVisible();
  expect(outside).toEqual([]);
});

test('a console screen story renders offline in its own iframe', async ({ page }) => {
  const outside = await offline(page);
  const storyId = indexEntry(
    (entry) => entry.type === 'story' && entry.id.startsWith('console-warranties-warranty-warrantylist--'),
  );
  await page.goto(`${baseUrl}/iframe.html?id=${storyId}&viewMode=story`);
  await expect(page.locator('#storybook-root').getByRole('table').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.sb-errordisplay')).toBeHidden();
  expect(outside).toEqual([]);
});
