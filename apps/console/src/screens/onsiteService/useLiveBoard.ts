import { API_BASE, tokenAtom } from '@console/core';
import { usePageShown } from '@console/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { BOARD_EVENTS_PATH } from './onsiteService.api';
import { type LiveStatus, openLiveConnection } from './useLiveBoard.logic';

/** Changes arriving together (a dispatcher's batch of moves) are read in one refetch after this wait. */
export const REFETCH_WAIT_MS = 250;

/**
 * A board out of sight this long (its browser tab hidden, or its console tab not the one shown) lets its
 * stream go; it connects again, and reads the board again, once it is back in sight.
 */
export const PAUSE_AFTER_HIDDEN_MS = 120_000;

/** False once the page has been out of sight for `delay` ms; true again as soon as it is back. */
function useAwake(delay: number): boolean {
  const shown = usePageShown();
  const [awake, setAwake] = useState(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden' || !shown) timer = setTimeout(() => setAwake(false), delay);
      else setAwake(true);
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [delay, shown]);
  return awake;
}

/**
 * Keeps a board live: reads GET /onsite/board/events while mounted and not long out of sight, and calls
 * `onChange` (at most once per REFETCH_WAIT_MS) when a job changed, when the stream is back after a drop, and
 * when the board is back in sight after a pause. Answers the connection's state for the indicator.
 */
export function useLiveBoard(onChange: () => void): LiveStatus {
  const { store } = useServices();
  const awake = useAwake(PAUSE_AFTER_HIDDEN_MS);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const slept = useRef(false);
  const changed = useEffectEvent(onChange);

  useEffect(() => {
    if (!awake) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        changed();
      }, REFETCH_WAIT_MS);
    };
    const connection = openLiveConnection({
      url: `${API_BASE}${BOARD_EVENTS_PATH}`,
      getToken: () => store.get(tokenAtom),
      onEvent: (event) => {
        if (event.event === 'job') soon();
      },
      onStatus: setStatus,
      onReconnected: soon,
    });
    // Back from a pause (or from a console tab kept hidden): what changed meanwhile was not heard.
    if (slept.current) {
      slept.current = false;
      soon();
    }
    return () => {
      connection.close();
      clearTimeout(pending);
      slept.current = true;
    };
  }, [awake, store]);

  return awake ? status : 'paused';
}
