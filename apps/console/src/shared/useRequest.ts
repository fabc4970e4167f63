import { useWhenPageShown } from '@console/ui';
import { useCallback, useEffect, useState } from 'react';

export interface RequestState<T> {
  /** The last data that arrived; kept while the next request (another page, a retry) is under way. */
  data: T | undefined;
  loading: boolean;
  /** The last request failed (the http client has already shown why). */
  failed: boolean;
  /** Runs the same request again. */
  retry: () => void;
}

/**
 * Runs `load` on mount, again whenever `load` changes (pass a memoised function: a new page, a new
 * filter), on `retry`, and when its kept-alive page comes back into view (as a page opened afresh would).
 * Only the newest request may set the state, so a slow answer never overwrites a newer one.
 */
export function useRequest<T>(load: () => Promise<T>): RequestState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<RequestState<T>, 'retry'>>({
    data: undefined,
    loading: true,
    failed: false,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` only asks for another run.
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    load().then(
      (data) => {
        if (current) setState({ data, loading: false, failed: false });
      },
      () => {
        if (current) setState((previous) => ({ ...previous, loading: false, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  useWhenPageShown(retry);
  return { ...state, retry };
}
