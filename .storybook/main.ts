import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the whole repo: stories live next to their components in packages and apps; the
// library's written pages live in packages/ui/docs, and the pages on the console's patterns (list, form, detail,
// drawer) in apps/console/docs, beside the screens they quote.
const config: StorybookConfig = {
  stories: [
    '../packages/ui/docs/**/*.mdx',
    '../apps/console/docs/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
