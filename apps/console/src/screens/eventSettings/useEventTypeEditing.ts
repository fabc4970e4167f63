import type { EventTypeDetail } from '@console/contract';
import { useRef, useState } from 'react';

/** What the drawer shows: a detail being loaded, one that failed, or the form (a new one without detail). */
export type EditingState =
  | { phase: 'loading'; id: number }
  | { phase: 'failed'; id: number }
  | { phase: 'ready'; detail?: EventTypeDetail };

/** The event type open in the form: a new one at once, an existing one once its detail has loaded. */
export function useEventTypeEditing(loadDetail: (id: number) => Promise<EventTypeDetail>) {
  const [state, setState] = useState<EditingState | null>(null);
  // A slow answer for a drawer already closed or moved on is dropped.
  const latest = useRef(0);
  const open = (target: number | 'new') => {
    latest.current += 1;
    if (target === 'new') {
      setState({ phase: 'ready' });
      return;
    }
    const ticket = latest.current;
    setState({ phase: 'loading', id: target });
    loadDetail(target).then(
      (detail) => ticket === latest.current && setState({ phase: 'ready', detail }),
      () => ticket === latest.current && setState({ phase: 'failed', id: target }),
    );
  };
  const close = () => {
    latest.current += 1;
    setState(null);
  };
  const title =
    state === null
      ? ''
      : state.phase === 'ready'
        ? state.detail
          ? `Edit ${state.detail.title}`
          : 'Add event type'
        : 'Edit event type';
  return { state, open, close, title };
}
