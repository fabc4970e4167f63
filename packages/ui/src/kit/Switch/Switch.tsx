import * as RadixSwitch from '@radix-ui/react-switch';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme';
import { choiceLabel } from '../Checkbox/choiceStyles';
import { isInvalidControl } from '../Input/controlProps';

export interface SwitchProps extends ComponentPropsWithoutRef<typeof RadixSwitch.Root> {
  /** The text next to the switch; without it, give the switch an `aria-label`. */
  label?: ReactNode;
  invalid?: boolean;
}

const Label = styled.label`
  ${choiceLabel}
`;

const Track = styled(RadixSwitch.Root)`
  position: relative;
  flex: none;
  width: 40px;
  height: 20px;
  padding: 0;
  border: 1px solid ${vars.info};
  border-radius: 10px;
  /* Element's light grey track reads under 3:1 on white; this grey shows the boundary. */
  background: ${vars.info};
  cursor: inherit;
  transition: background-color 0.2s, border-color 0.2s;
  &[data-state='checked'] {
    border-color: ${vars.primaryReadable};
    background: ${vars.primaryReadable};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.dangerText};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const Thumb = styled(RadixSwitch.Thumb)`
  position: absolute;
  top: 1px;
  left: 1px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: #ffffff;
  transition: transform 0.2s;
  &[data-state='checked'] {
    transform: translateX(20px);
  }
`;

/** An on/off switch with its label (Radix, role="switch"): Space or Enter toggles it. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
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
      <Track
        ref={ref}
        disabled={disabled}
        aria-invalid={isInvalid || undefined}
        aria-labelledby={labelledBy && label !== undefined ? `${labelledBy} ${textId}` : labelledBy}
        {...rest}
      >
        <Thumb />
      </Track>
      {label !== undefined && <span id={textId}>{label}</span>}
    </Label>
  );
});
