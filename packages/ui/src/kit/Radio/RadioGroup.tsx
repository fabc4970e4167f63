import * as RadixRadio from '@radix-ui/react-radio-group';
import { forwardRef } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme';
import { choiceBox, choiceLabel, choiceList } from '../Checkbox/choiceStyles';
import { type ControlOption, type FieldControlProps, isInvalidControl } from '../Input/controlProps';

export type RadioOption = ControlOption;

export interface RadioGroupProps extends FieldControlProps {
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
  const isInvalid = isInvalidControl(invalid, ariaInvalid);
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
