import { useState } from 'react';
import styled from 'styled-components';
import { type ControlOption, type FieldControlProps, isInvalidControl } from '../Input/controlProps';
import { Checkbox } from './Checkbox';
import { toggleValue } from './checkbox.logic';
import { choiceList } from './choiceStyles';

export type CheckboxOption = ControlOption;

export interface CheckboxGroupProps extends FieldControlProps {
  options: readonly CheckboxOption[];
  /** The ticked values, in the options' order. Leave undefined to let the group keep its own state. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Default horizontal, as in Element. */
  orientation?: 'horizontal' | 'vertical';
  /** Form name given to every box. */
  name?: string;
  /** Accepted from FormField but not set: ARIA has no "required" for a group (the label shows it). */
  'aria-required'?: boolean | 'true' | 'false';
}

const List = styled.div`
  ${choiceList}
`;

/** Several checkboxes in a labelled group (role="group"); the value is the list of ticked values. */
export function CheckboxGroup({
  options,
  value,
  defaultValue = [],
  onValueChange,
  disabled = false,
  invalid,
  orientation = 'horizontal',
  name,
  'aria-invalid': ariaInvalid,
  'aria-required': _required,
  ...groupProps
}: CheckboxGroupProps) {
  const [ownValue, setOwnValue] = useState<readonly string[]>(defaultValue);
  const current = value ?? ownValue;
  const isInvalid = isInvalidControl(invalid, ariaInvalid);
  const order = options.map((option) => option.value);

  return (
    <List role="group" data-layout={orientation} aria-invalid={isInvalid || undefined} {...groupProps}>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          name={name}
          value={option.value}
          checked={current.includes(option.value)}
          disabled={disabled || option.disabled}
          invalid={isInvalid}
          onCheckedChange={(checked) => {
            const next = toggleValue(current, option.value, checked === true, order);
            setOwnValue(next);
            onValueChange?.(next);
          }}
        />
      ))}
    </List>
  );
}
