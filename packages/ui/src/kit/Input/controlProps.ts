import type { CSSProperties } from 'react';

/** One choice of a select, radio group or checkbox group. */
export interface ControlOption {
  label: string;
  value: string;
  disabled?: boolean;
}

/** What FormField hands to the control it wraps, plus the usual placement props. */
export interface FieldControlProps {
  id?: string;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

/** A control shows the error state for `invalid` or for a truthy `aria-invalid` (as FormField sets it). */
export function isInvalidControl(invalid: boolean | undefined, ariaInvalid: boolean | string | undefined) {
  return Boolean(invalid) || ariaInvalid === true || ariaInvalid === 'true';
}
