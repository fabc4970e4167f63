import { appStateAtom, layoutSettingsAtom } from '@console/core';
import { FeedbackProvider, ThemeStyle } from '@console/ui';
import { RouterProvider } from 'react-router-dom';
import type { createConsoleRouter } from './appRoutes';
import { ServicesProvider, useServices } from './ServicesContext';
import type { ConsoleServices } from './services';
import { useStoreValue } from './useStoreValue';

/** The theme's CSS variables for every page, public ones included (the console frame sets the same). */
function AppTheme() {
  const { store } = useServices();
  const settings = useStoreValue(store, layoutSettingsAtom);
  const app = useStoreValue(store, appStateAtom);
  return <ThemeStyle themeColor={settings.theme} size={app.size} />;
}

export interface ConsoleAppProps {
  services: ConsoleServices;
  /** `createConsoleRouter(services)` in the browser; a memory router over `createAppRoutes` in tests. */
  router: ReturnType<typeof createConsoleRouter>;
}

/** The whole app: services, feedback, the store, and the router with its guard. */
export function ConsoleApp({ services, router }: ConsoleAppProps) {
  return (
    <ServicesProvider services={services}>
      <AppTheme />
      <FeedbackProvider controller={services.feedback}>
        <RouterProvider router={router} />
      </FeedbackProvider>
    </ServicesProvider>
  );
}
