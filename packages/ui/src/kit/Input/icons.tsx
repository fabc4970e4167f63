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
