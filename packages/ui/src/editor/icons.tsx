import type { ReactNode } from 'react';
import { LineIcon } from '../kit/Input/icons';

/** 16px, so the toolbar buttons keep their size whatever their font size. */
function Icon({ children }: { children: ReactNode }) {
  return <LineIcon size={16}>{children}</LineIcon>;
}

export const BulletListIcon = () => (
  <Icon>
    <circle cx="3" cy="4" r="0.8" fill="currentColor" />
    <circle cx="3" cy="8" r="0.8" fill="currentColor" />
    <circle cx="3" cy="12" r="0.8" fill="currentColor" />
    <path d="M6.5 4H14M6.5 8H14M6.5 12H14" />
  </Icon>
);

export const OrderedListIcon = () => (
  <Icon>
    <path d="M2.5 2.5h1v3M2.5 5.5h2M2.2 9.3a1 1 0 0 1 1.8.6L2.3 12h2" strokeWidth="1.1" />
    <path d="M6.5 4H14M6.5 8H14M6.5 12H14" />
  </Icon>
);

export const QuoteIcon = () => (
  <Icon>
    <circle cx="4.8" cy="6.8" r="1.8" fill="currentColor" stroke="none" />
    <circle cx="11.2" cy="6.8" r="1.8" fill="currentColor" stroke="none" />
    <path d="M6.6 6.8c0 2.4-1.1 3.9-3 4.7M13 6.8c0 2.4-1.1 3.9-3 4.7" />
  </Icon>
);

export const CodeBlockIcon = () => (
  <Icon>
    <path d="M5.5 4.5 2 8l3.5 3.5M10.5 4.5 14 8l-3.5 3.5" />
  </Icon>
);

export const LinkIcon = () => (
  <Icon>
    <path d="M6.8 9.2a2.6 2.6 0 0 0 3.7 0l2.2-2.2a2.6 2.6 0 0 0-3.7-3.7l-.8.8" />
    <path d="M9.2 6.8a2.6 2.6 0 0 0-3.7 0L3.3 9a2.6 2.6 0 0 0 3.7 3.7l.8-.8" />
  </Icon>
);

export const ImageIcon = () => (
  <Icon>
    <rect x="2" y="3" width="12" height="10" rx="1.5" />
    <circle cx="5.8" cy="6.3" r="1.1" />
    <path d="m2.5 12 3.8-3.6 2.4 2.2 2-1.8 2.8 2.7" />
  </Icon>
);

export const UndoIcon = () => (
  <Icon>
    <path d="M5.5 3.5 2.5 6.5l3 3" />
    <path d="M2.5 6.5h7a3.5 3.5 0 0 1 0 7H7" />
  </Icon>
);

export const RedoIcon = () => (
  <Icon>
    <path d="m10.5 3.5 3 3-3 3" />
    <path d="M13.5 6.5h-7a3.5 3.5 0 0 0 0 7H9" />
  </Icon>
);

export const ClearFormatIcon = () => (
  <Icon>
    <path d="M3 3h8M7 3v6.5" />
    <path d="m9.5 10 4 4M13.5 10l-4 4" />
  </Icon>
);

const DIGITS = {
  1: 'M10.5 7.5 12.5 6v7',
  2: 'M10.3 7.2a1.7 1.7 0 0 1 3.3.5c0 1.4-3.3 2.8-3.3 5.3h3.5',
  3: 'M10.3 6h3.2l-1.8 2.4a1.8 1.8 0 1 1-1.5 3.2',
} as const;

/** "H" and the level, drawn, so the button's name ("Heading 1") is its only text. */
export const HeadingIcon = ({ level }: { level: 1 | 2 | 3 }) => (
  <Icon>
    <path d="M2 3.5v9M7.5 3.5v9M2 8h5.5" />
    <path d={DIGITS[level]} strokeWidth="1.3" />
  </Icon>
);
