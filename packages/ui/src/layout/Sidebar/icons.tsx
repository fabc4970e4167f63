import type { ReactElement } from 'react';

/** Shapes on a 24×24 grid, stroked in the current text colour. */
const shapes: Record<string, ReactElement> = {
  dashboard: (
    <>
      <rect x="3" y="3" width="8" height="10" rx="1" />
      <rect x="13" y="3" width="8" height="6" rx="1" />
      <rect x="13" y="11" width="8" height="10" rx="1" />
      <rect x="3" y="15" width="8" height="6" rx="1" />
    </>
  ),
  warranty: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  shop: (
    <>
      <path d="M4 9l1.5-5h13L20 9" />
      <path d="M4 9h16v2a3 3 0 0 1-5.3 2 3 3 0 0 1-5.4 0A3 3 0 0 1 4 11z" />
      <path d="M5 13.5V21h14v-7.5M10 21v-4h4v4" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1-4 4-6 8-6s7 2 8 6" />
    </>
  ),
  setting: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
    </>
  ),
  money: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="3" />
      <path d="M6 10v4M18 10v4" />
    </>
  ),
  bug: (
    <>
      <rect x="7" y="7" width="10" height="13" rx="5" />
      <path d="M12 11v9M9 4l1.5 3M15 4l-1.5 3M3 10h4M17 10h4M3 16h4M17 16h4" />
    </>
  ),
  document: (
    <>
      <path d="M6 2h8l5 5v15H6z" />
      <path d="M14 2v5h5M9 12h7M9 16h7" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  chart: (
    <>
      <path d="M3 3v18h18" />
      <path d="M7 16v-4M12 16V8M17 16v-7" />
    </>
  ),
};

/** The neutral mark for names outside the set. */
const fallback = <circle cx="12" cy="12" r="4" />;

/** Names `MenuIcon` draws; anything else gets a neutral dot. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(shapes);

export interface MenuIconProps {
  /** A route's `meta.icon`, e.g. 'dashboard'. */
  name?: string;
  /** Pixel size (default 18). */
  size?: number;
}

/** A menu icon by name; decorative, so hidden from assistive technology (the title names the item). */
export function MenuIcon({ name, size = 18 }: MenuIconProps) {
  const known = name !== undefined && Object.hasOwn(shapes, name) ? name : undefined;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={known ?? 'default'}
    >
      {known ? shapes[known] : fallback}
    </svg>
  );
}
