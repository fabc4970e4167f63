import type { Preview } from '@storybook/react-vite';
import { ToolbarSettings } from './toolbar/ToolbarSettings';
import {
  DEFAULT_TOOLBAR_SETTINGS,
  toolbarGlobalTypes,
  toolbarSettings,
  toolbarViewports,
} from './toolbar/toolbarGlobals';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Every story is checked with axe when its play function runs as a test; a violation fails it.
    a11y: { test: 'error' },
    viewport: { options: toolbarViewports },
  },
  globalTypes: toolbarGlobalTypes,
  initialGlobals: { ...DEFAULT_TOOLBAR_SETTINGS },
  decorators: [
    (Story, context) => {
      const settings = toolbarSettings(context.globals);
      // A component with a sideTheme prop (the Sidebar) takes a non-default toolbar choice over its args.
      const overrideSideTheme =
        settings.sideTheme !== DEFAULT_TOOLBAR_SETTINGS.sideTheme && context.argTypes.sideTheme !== undefined;
      return (
        <ToolbarSettings key={JSON.stringify(settings)} settings={settings}>
          {overrideSideTheme ? (
            <Story args={{ ...context.args, sideTheme: settings.sideTheme }} />
          ) : (
            <Story />
          )}
        </ToolbarSettings>
      );
    },
  ],
};

export default preview;
