import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` while mounted (for "3 min ago" and clocks). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
