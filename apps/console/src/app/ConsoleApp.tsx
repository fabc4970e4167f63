import { appStateAtom, layoutSettingsAtom } from '@console/core';
import { FeedbackProvider, ThemeStyle } from '@console/ui';
import { AppRoutes } from './AppRoutes';
import { ROUTER_BASENAME, RouterNavigation } from './RouterNavigation';
import { Router } from './router';
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

/** The whole app: services, feedback, the store, the router (history mode under /ec/) and the guard. */
export function ConsoleApp({ services }: { services: ConsoleServices }) {
  return (
    <ServicesProvider services={services}>
      <AppTheme />
      <FeedbackProvider controller={services.feedback}>
        <Router basename={ROUTER_BASENAME}>
          <RouterNavigation>
            <AppRoutes />
          </RouterNavigation>
        </Router>
      </FeedbackProvider>
    </ServicesProvider>
  );
}
