import type { SVGProps } from 'react';

/**
 * A decorative line icon on a 16-unit grid, drawn with currentColor so it follows the text colour; the
 * control holding it carries the label. Shared with the editor's toolbar, so it stays dependency-free.
 */
export function LineIcon({
  children,
  size = '1em',
  ...props
}: SVGProps<SVGSVGElement> & { size?: number | string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function ClearIcon() {
  return (
    <LineIcon>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5" />
    </LineIcon>
  );
}

export function EyeIcon() {
  return (
    <LineIcon>
      <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8s-2.4 4.5-6.5 4.5S1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
    </LineIcon>
  );
}

export function EyeOffIcon() {
  return (
    <LineIcon>
      <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8s-2.4 4.5-6.5 4.5S1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
      <path d="M2.5 13.5l11-11" />
    </LineIcon>
  );
}

export function ChevronDownIcon() {
  return (
    <LineIcon>
      <path d="M4 6l4 4 4-4" />
    </LineIcon>
  );
}

export function CheckIcon() {
  return (
    <LineIcon strokeWidth="2">
      <path d="M3.5 8.5l3 3 6-7" />
    </LineIcon>
  );
}

export function CalendarIcon() {
  return (
    <LineIcon>
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5.5 1.75v2.5M10.5 1.75v2.5" />
    </LineIcon>
  );
}
