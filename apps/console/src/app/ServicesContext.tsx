import { createContext, type ReactNode, useContext } from 'react';
import type { ConsoleServices } from './services';

const ServicesContext = createContext<ConsoleServices | null>(null);

export function ServicesProvider({ services, children }: { services: ConsoleServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The app's store, feedback, http client and shell calls. */
export function useServices(): ConsoleServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <ServicesProvider>');
  return services;
}
