import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme';
import { isInvalidControl } from '../Input/controlProps';
import { choiceBox, choiceLabel } from './choiceStyles';

export type CheckedState = RadixCheckbox.CheckedState;

export interface CheckboxProps extends ComponentPropsWithoutRef<typeof RadixCheckbox.Root> {
  /** The text next to the box; without it, give the box an `aria-label`. */
  label?: ReactNode;
  /** Red border and `aria-invalid`. */
  invalid?: boolean;
}

const Label = styled.label`
  ${choiceLabel}
  &:has([data-state='checked']):not([data-disabled]) {
    color: ${vars.primaryReadable};
  }
`;

const Box = styled(RadixCheckbox.Root)`
  ${choiceBox}
  border-radius: 2px;
`;

const Indicator = styled(RadixCheckbox.Indicator)`
  display: inline-flex;
  font-size: 12px;
  /* A tick when checked, a bar when indeterminate. */
  [data-state='indeterminate'] > & > svg:first-child,
  [data-state='checked'] > & > svg:last-child {
    display: none;
  }
`;

const tick = (
  <svg width="1em" height="1em" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2.5 6.2l2.4 2.4 4.6-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

const bar = (
  <svg width="1em" height="1em" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2.5 6h7" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

/**
 * A checkbox with its label (Radix): Space toggles it, `checked="indeterminate"` shows a bar (e.g. for
 * "select all" when some rows are chosen). A given `aria-labelledby` is read before the label.
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  {
    label,
    invalid,
    disabled,
    className,
    style,
    'aria-invalid': ariaInvalid,
    'aria-labelledby': labelledBy,
    ...rest
  },
  ref,
) {
  const textId = useId();
  const isInvalid = isInvalidControl(invalid, ariaInvalid);
  return (
    <Label className={className} style={style} data-disabled={disabled || undefined}>
      <Box
        ref={ref}
        disabled={disabled}
        aria-invalid={isInvalid || undefined}
        aria-labelledby={labelledBy && label !== undefined ? `${labelledBy} ${textId}` : labelledBy}
        {...rest}
      >
        <Indicator>
          {tick}
          {bar}
        </Indicator>
      </Box>
      {label !== undefined && <span id={textId}>{label}</span>}
    </Label>
  );
});
