import { Activity, type ReactNode, useSyncExternalStore } from 'react';
import { usePageVisibility } from './pageVisibility';

const noSubscription = () => () => {};
const inView = () => true;

/**
 * What a page shows outside its own box (an open dialog or drawer, a portal into the document's body) goes
 * out of view with its page. Hidden, it keeps its state but not its effects, so the modal dialog of a page
 * left behind holds no focus trap, scroll lock or pointer block over the page now shown; it comes back,
 * modal again, with its page. `active` (e.g. the dialog's `open`) limits the watching to when it matters:
 * a closed dialog does not re-render on every switch of tab.
 */
export function PageBound({ active = true, children }: { active?: boolean; children: ReactNode }) {
  const visibility = usePageVisibility();
  const shown = useSyncExternalStore(
    active ? visibility.subscribe : noSubscription,
    active ? visibility.shown : inView,
    inView,
  );
  return <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>;
}
