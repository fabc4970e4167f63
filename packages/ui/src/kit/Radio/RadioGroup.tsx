import * as RadixRadio from '@radix-ui/react-radio-group';
import { type CSSProperties, forwardRef } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme';
import { choiceBox, choiceLabel, choiceList } from '../Checkbox/choiceStyles';

export interface RadioOption {
  label: string;
  value: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  options: readonly RadioOption[];
  /** The chosen value; '' (or null) means none. Leave undefined to let the group keep its own state. */
  value?: string | null;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Layout only, default horizontal as in Element: all four arrow keys move, as ARIA's radio pattern asks. */
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  required?: boolean;
  id?: string;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

const Root = styled(RadixRadio.Root)`
  ${choiceList}
`;

const Label = styled.label`
  ${choiceLabel}
  &:has([data-state='checked']):not([data-disabled]) {
    color: ${vars.primaryReadable};
  }
`;

const Circle = styled(RadixRadio.Item)`
  ${choiceBox}
  border-radius: 50%;
`;

const Dot = styled(RadixRadio.Indicator)`
  width: 4px;
  height: 4px;
  border-radius: 50%;
  background: currentColor;
`;

/** One choice among options (Radix radio group): arrow keys move and choose, Tab leaves the group. */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { options, orientation = 'horizontal', disabled = false, invalid, 'aria-invalid': ariaInvalid, ...rest },
  ref,
) {
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <Root
      ref={ref}
      disabled={disabled}
      aria-invalid={isInvalid || undefined}
      data-layout={orientation}
      {...rest}
    >
      {options.map((option) => {
        const off = disabled || option.disabled;
        return (
          <Label key={option.value} data-disabled={off || undefined}>
            <Circle value={option.value} disabled={option.disabled} aria-invalid={isInvalid || undefined}>
              <Dot />
            </Circle>
            {option.label}
          </Label>
        );
      })}
    </Root>
  );
});
