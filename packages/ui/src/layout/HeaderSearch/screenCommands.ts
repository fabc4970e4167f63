import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { usePageShown } from '../../page';
import type { PaletteCommand } from './palette.logic';

/** The commands of the screen in view, as its parts register them. */
export interface ScreenCommandRegistry {
  /** Adds a list of commands until the returned function is called. */
  add(commands: readonly PaletteCommand[]): () => void;
  /** Every registered command, in registration order; the same array until something changes. */
  get(): readonly PaletteCommand[];
  subscribe(listener: () => void): () => void;
}

export function createScreenCommandRegistry(): ScreenCommandRegistry {
  const lists = new Set<readonly PaletteCommand[]>();
  const listeners = new Set<() => void>();
  let snapshot: readonly PaletteCommand[] = [];
  const changed = () => {
    snapshot = [...lists].flat();
    for (const listener of listeners) listener();
  };
  return {
    add(commands) {
      // A list of its own even when two parts pass the same array: each removes only its own.
      const entry = [...commands];
      lists.add(entry);
      changed();
      return () => {
        lists.delete(entry);
        changed();
      };
    },
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Provided by ConsoleLayout around its pages; outside it `useScreenCommands` does nothing. */
export const ScreenCommandsContext = createContext<ScreenCommandRegistry | null>(null);

/**
 * Offers commands in the header search's palette while the caller's page is the one in view (a kept-alive
 * page in a hidden tab offers none). The latest `run` of each is called, so the array may be new on every
 * render; the commands register again only when what the palette shows of them changes. Access requirements
 * (`userTypes`, `permissions`, `to`) are checked by the layout like those of global commands.
 */
export function useScreenCommands(commands: readonly PaletteCommand[]): void {
  const registry = useContext(ScreenCommandsContext);
  const shown = usePageShown();
  const latest = useRef(commands);
  useLayoutEffect(() => {
    latest.current = commands;
  });
  const shape = JSON.stringify(commands.map(({ run: _run, ...rest }) => rest));
  const registered = useMemo(
    () =>
      (JSON.parse(shape) as Omit<PaletteCommand, 'run'>[]).map(
        (command, index): PaletteCommand => ({ ...command, run: () => latest.current[index]?.run?.() }),
      ),
    [shape],
  );
  useEffect(() => {
    if (!registry || !shown || registered.length === 0) return;
    return registry.add(registered);
  }, [registry, shown, registered]);
}
