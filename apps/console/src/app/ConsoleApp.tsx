import { FeedbackProvider } from '@console/ui';
import { Provider as StoreProvider } from 'jotai';
import { AppRoutes } from './AppRoutes';
import { ROUTER_BASENAME, RouterNavigation } from './RouterNavigation';
import { Router } from './router';
import { ServicesProvider } from './ServicesContext';
import type { ConsoleServices } from './services';

/** The whole app: services, feedback, the store, the router (history mode under /ec/) and the guard. */
export function ConsoleApp({ services }: { services: ConsoleServices }) {
  return (
    <ServicesProvider services={services}>
      <StoreProvider store={services.store}>
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
