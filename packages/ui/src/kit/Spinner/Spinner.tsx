import styled, { keyframes } from 'styled-components';

export interface SpinnerProps {
  /** Diameter: pixels or any CSS length (default `1em`, the size of the surrounding text). */
  size?: number | string;
  /** Ring thickness in pixels. */
  thickness?: number;
  className?: string;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: string; $thickness: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  border: ${(p) => p.$thickness}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/**
 * The busy ring, drawn in the current text colour. Decorative (hidden from screen readers): pair it with a
 * visible or announced text, or `aria-busy` on the region it stands for.
 */
export function Spinner({ size = '1em', thickness = 2, className }: SpinnerProps) {
  return (
    <Ring
      aria-hidden="true"
      data-spinner=""
      className={className}
      $size={typeof size === 'number' ? `${size}px` : size}
      $thickness={thickness}
    />
  );
}
