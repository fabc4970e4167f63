import * as RadixSelect from '@radix-ui/react-select';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../messages';
import { vars } from '../../theme';
import { cspNonce } from '../../theme/cspNonce';
import { shareNonceWithOverlays } from '../../theme/overlayNonce';
import { popupSurface } from '../../theme/surfaces';
import { type ControlOption, type FieldControlProps, isInvalidControl } from '../Input/controlProps';
import { controlFrame, placeholderColor } from '../Input/controlStyles';
import { ClearIcon } from '../Input/icons';
import { ClearAdornment } from './ClearAdornment';
import { CheckIcon, ChevronDownIcon } from './icons';

shareNonceWithOverlays();

/** Its `value` must be a non-empty string: the empty string means "nothing selected". */
export type SelectOption = ControlOption;

export interface SelectProps extends FieldControlProps {
  options: readonly SelectOption[];
  /** The selected value; '' shows the placeholder. Leave undefined to let the select keep its own state. */
  value?: string;
  defaultValue?: string;
  /** Called with the picked value, or '' when cleared. */
  onValueChange?: (value: string) => void;
  /** Default: the catalogue's `selectPlaceholder`. */
  placeholder?: string;
  /** Shows a × button while a value is selected. */
  clearable?: boolean;
  onClear?: () => void;
  disabled?: boolean;
  /** Red border and `aria-invalid` (a truthy `aria-invalid` does the same). */
  invalid?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Name of the hidden native select, for forms posted by the browser. */
  name?: string;
  required?: boolean;
}

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const Trigger = styled(RadixSelect.Trigger)`
  ${controlFrame}
  gap: 6px;
  height: ${vars.controlHeight};
  padding: 0 32px 0 ${vars.controlPaddingX};
  font-family: inherit;
  text-align: left;
  cursor: pointer;
`;

const Value = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Placeholder = styled.span`
  color: ${placeholderColor};
`;

const Chevron = styled.span`
  position: absolute;
  right: 10px;
  top: 50%;
  display: inline-flex;
  color: ${vars.textSecondary};
  transform: translateY(-50%);
  transition: transform 0.2s;
  [data-state='open'] > & {
    transform: translateY(-50%) rotate(180deg);
  }
`;

const Content = styled(RadixSelect.Content)`
  min-width: var(--radix-select-trigger-width);
  max-height: min(274px, var(--radix-select-content-available-height));
  overflow: hidden;
  ${popupSurface}
`;

const Viewport = styled(RadixSelect.Viewport)`
  padding: 6px 0;
`;

const Item = styled(RadixSelect.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 34px;
  padding: 0 ${vars.controlPaddingX};
  color: ${vars.textRegular};
  font-size: ${vars.controlFontSize};
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: ${vars.fill};
  }
  &[data-state='checked'] {
    color: ${vars.primaryReadable};
    font-weight: 600;
  }
  &[data-disabled] {
    color: ${vars.disabledText};
    cursor: not-allowed;
  }
`;

const Empty = styled.div`
  padding: 8px ${vars.controlPaddingX};
  color: ${vars.textSecondary};
  font-size: ${vars.controlFontSize};
  text-align: center;
`;

/**
 * A single-choice select (Radix): the trigger is a combobox labelled by `aria-label`/`aria-labelledby`
 * (or a <label for={id}>); arrows, Home/End, typing and Enter work as Radix defines, Escape closes.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    value,
    defaultValue = '',
    onValueChange,
    placeholder,
    clearable = false,
    onClear,
    disabled = false,
    invalid,
    open,
    onOpenChange,
    name,
    required,
    className,
    style,
    'aria-invalid': ariaInvalid,
    ...triggerProps
  },
  ref,
) {
  const text = useMessages();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => triggerRef.current as HTMLButtonElement, []);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const chosen = options.find((option) => option.value === current);
  // Closed, Radix keeps the options in a detached fragment that it re-creates, from a layout effect, each
  // time the select is shown again: on a kept-alive page with filters that re-rendered them all, and the
  // page's effects with them, before the page was painted. So the trigger names the value itself and the
  // list is there only while open; a select named for a form keeps the chosen option, which fills the
  // form's hidden select.
  const listed = isOpen ? options : chosen && name !== undefined ? [chosen] : [];
  const isInvalid = isInvalidControl(invalid, ariaInvalid);
  const showClear = clearable && current !== '' && !disabled;

  const change = (next: string) => {
    setOwnValue(next);
    onValueChange?.(next);
  };

  return (
    <Wrapper className={className} style={style}>
      <RadixSelect.Root
        value={current}
        onValueChange={change}
        disabled={disabled}
        open={isOpen}
        onOpenChange={(next) => {
          setOwnOpen(next);
          onOpenChange?.(next);
        }}
        name={name}
        required={required}
      >
        <Trigger
          ref={triggerRef}
          data-invalid={isInvalid || undefined}
          aria-invalid={isInvalid || undefined}
          {...triggerProps}
        >
          <Value>
            <RadixSelect.Value
              placeholder={<Placeholder>{placeholder ?? text.selectPlaceholder}</Placeholder>}
            >
              {chosen?.label}
            </RadixSelect.Value>
          </Value>
          {!showClear && (
            <RadixSelect.Icon asChild>
              <Chevron>
                <ChevronDownIcon />
              </Chevron>
            </RadixSelect.Icon>
          )}
        </Trigger>
        {(isOpen || listed.length > 0) && (
          <RadixSelect.Portal>
            <Content position="popper" sideOffset={4} collisionPadding={8}>
              <Viewport nonce={cspNonce()}>
                {options.length === 0 ? (
                  <Empty>{text.noData}</Empty>
                ) : (
                  listed.map((option) => (
                    <Item key={option.value} value={option.value} disabled={option.disabled}>
                      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                      <RadixSelect.ItemIndicator>
                        <CheckIcon />
                      </RadixSelect.ItemIndicator>
                    </Item>
                  ))
                )}
              </Viewport>
            </Content>
          </RadixSelect.Portal>
        )}
      </RadixSelect.Root>
      {showClear && (
        <ClearAdornment
          type="button"
          aria-label={text.clear}
          onClick={() => {
            change('');
            onClear?.();
            triggerRef.current?.focus();
          }}
        >
          <ClearIcon />
        </ClearAdornment>
      )}
    </Wrapper>
  );
});
