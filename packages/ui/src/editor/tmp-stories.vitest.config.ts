import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
export default defineConfig({
  root,
  plugins: [
    storybookTest({ configDir: path.join(root, '.storybook') }),
    { name: 'own-cache', enforce: 'post', config: () => ({ cacheDir: '/tmp/editor-vite-cache' }) },
  ],
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
});
