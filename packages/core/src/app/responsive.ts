import { LAYOUT } from '../constants';

export type AppDevice = 'desktop' | 'mobile';

/** Mobile below 992 px (spec §2: "narrower than 992 px"); 992 itself is desktop. */
export function deviceForWidth(width: number): AppDevice {
  return width < LAYOUT.mobileBreakpoint ? 'mobile' : 'desktop';
}

/** Top menu items shown before "More": a third of the body width over 85 px, at least 1 (spec §9). */
export function topNavVisibleCount(bodyWidth: number): number {
  const count = Math.floor(bodyWidth / 3 / LAYOUT.topNavItemWidth);
  return Number.isFinite(count) ? Math.max(1, count) : 1;
}
