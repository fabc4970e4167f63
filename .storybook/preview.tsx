import type { Preview } from '@storybook/react-vite';
import { ThemeStyle } from '../packages/ui/src/theme';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Every story is checked with axe when its play function runs as a test; a violation fails it.
    a11y: { test: 'error' },
  },
  decorators: [
    (Story) => (
      <>
        <ThemeStyle />
        <Story />
      </>
    ),
  ],
};

export default preview;
