import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown.logic';

/** Seconds left of a countdown started with `start(seconds)`; 0 when none runs. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    // Read from the clock each tick, so a throttled background tab still ends on time.
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const tick = Date.now();
    setNow(tick);
    setDeadline(tick + seconds * 1000);
  }, []);

  return { remaining: deadline === null ? 0 : secondsLeft(deadline, now), start };
}
