import { appStateAtom, layoutSettingsAtom } from '@console/core';
import { FeedbackProvider, ThemeStyle } from '@console/ui';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { AppRoutes } from './AppRoutes';
import { ROUTER_BASENAME, RouterNavigation } from './RouterNavigation';
import { Router } from './router';
import { ServicesProvider } from './ServicesContext';
import type { ConsoleServices } from './services';

/** The theme's CSS variables for every page, public ones included (the console frame sets the same). */
function AppTheme() {
  const settings = useAtomValue(layoutSettingsAtom);
  const app = useAtomValue(appStateAtom);
  return <ThemeStyle themeColor={settings.theme} size={app.size} />;
}

/** The whole app: services, feedback, the store, the router (history mode under /ec/) and the guard. */
export function ConsoleApp({ services }: { services: ConsoleServices }) {
  return (
    <ServicesProvider services={services}>
      <StoreProvider store={services.store}>
        <AppTheme />
        <FeedbackProvider controller={services.feedback}>
          <Router basename={ROUTER_BASENAME}>
            <RouterNavigation>
              <AppRoutes />
            </RouterNavigation>
          </Router>
        </FeedbackProvider>
      </StoreProvider>
    </ServicesProvider>
  );
}
