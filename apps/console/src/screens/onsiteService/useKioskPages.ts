import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pageCount } from './board.logic';

export interface KioskPages {
  /** The area the table fills: its height decides how many rows fit. */
  areaRef: RefObject<HTMLDivElement | null>;
  /** Rows that fit on one screen. */
  perPage: number;
  /** The screen shown (0-based). */
  page: number;
  pages: number;
}

/**
 * A kiosk has no one to scroll it: the rows that do not fit show a screenful at a time, turning every
 * `turnMs`. The rows per screen come from the area's height and a row's, measured again when either changes.
 */
export function useKioskPages(rowCount: number, turnMs: number): KioskPages {
  const areaRef = useRef<HTMLDivElement>(null);
  const [perPage, setPerPage] = useState(rowCount || 1);
  const [page, setPage] = useState(0);
  const pages = pageCount(rowCount, perPage);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rows arriving or leaving change what to measure.
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const measure = () => {
      const header = area.querySelector('thead')?.getBoundingClientRect().height ?? 0;
      const row = area.querySelector('tbody tr')?.getBoundingClientRect().height ?? 0;
      if (row > 0) setPerPage(Math.max(1, Math.floor((area.clientHeight - header) / row)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    return () => observer.disconnect();
  }, [rowCount]);

  useEffect(() => {
    if (pages < 2) {
      setPage(0);
      return;
    }
    const timer = setInterval(() => setPage((current) => (current + 1) % pages), turnMs);
    return () => clearInterval(timer);
  }, [pages, turnMs]);

  return { areaRef, perPage, page: page % pages, pages };
}
