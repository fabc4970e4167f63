import { classNames, Stylesheet } from '../../theme/Stylesheet';

export interface SpinnerProps {
  /** Diameter: pixels or any CSS length (default `1em`, the size of the surrounding text). */
  size?: number | string;
  /** Ring thickness in pixels. */
  thickness?: number;
  className?: string;
}

const spinnerCss = `
@keyframes console-spin { to { transform: rotate(360deg); } }
.console-spinner {
  display: inline-block;
  flex: none;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: console-spin 0.8s linear infinite;
}
@media (prefers-reduced-motion: reduce) {
  .console-spinner { animation-duration: 2.4s; }
}`;

/**
 * The busy ring, drawn in the current text colour. Decorative (hidden from screen readers): pair it with a
 * visible or announced text, or `aria-busy` on the region it stands for.
 */
export function Spinner({ size = '1em', thickness = 2, className }: SpinnerProps) {
  const diameter = typeof size === 'number' ? `${size}px` : size;
  return (
    <>
      <Stylesheet name="spinner" css={spinnerCss} />
      <span
        aria-hidden="true"
        data-spinner=""
        className={classNames('console-spinner', className)}
        style={{ width: diameter, height: diameter, borderWidth: thickness }}
      />
    </>
  );
}
