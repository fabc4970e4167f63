import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type UiMessages, uiMessages } from './catalogue';

const MessagesContext = createContext<UiMessages>(uiMessages);

export interface MessagesProviderProps {
  /** Entries that replace the defaults (e.g. `englishMessages`, or another language). */
  messages?: Partial<UiMessages>;
  children: ReactNode;
}

export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const parent = useContext(MessagesContext);
  const value = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The catalogue in force: defaults merged with every provider above. Works without a provider. */
export function useMessages(): UiMessages {
  return useContext(MessagesContext);
}
