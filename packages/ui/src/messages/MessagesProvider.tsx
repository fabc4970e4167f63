import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { UiMessages } from './catalogue';

/** What the providers above put in place of the defaults (the defaults themselves are not in it). */
const OverridesContext = createContext<Partial<UiMessages>>({});

export interface MessagesProviderProps {
  /** Entries that replace the defaults (e.g. `englishMessages`, or another language). */
  messages?: Partial<UiMessages>;
  children: ReactNode;
}

export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const parent = useContext(OverridesContext);
  const value = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return <OverridesContext.Provider value={value}>{children}</OverridesContext.Provider>;
}

/**
 * `defaults` with what every provider above replaces. A component that shows a few strings passes only its
 * own defaults, so its page does not load the whole catalogue for them. Works without a provider.
 */
export function useMessagesOf<Messages extends Partial<UiMessages>>(defaults: Messages): Messages {
  const overrides = useContext(OverridesContext);
  return useMemo(() => ({ ...defaults, ...overrides }), [defaults, overrides]);
}
