/** Listeners to tell of a change: `add` answers the function that removes the listener again. */
export function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    call(): void {
      for (const listener of [...listeners]) listener();
    },
  };
}
