import { useRef } from 'react';

/**
 * Radix returns focus on close to its own <Dialog.Trigger> only; our dialogs are opened by the app's
 * buttons through `open`, so without this focus would fall to <body>. This remembers what had focus
 * when the dialog opened and gives it back on close (if it is still in the page).
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Runs before Radix moves focus inside, so the active element is still the opener.
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = previous.current;
      previous.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
