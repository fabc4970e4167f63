import * as Popover from '@radix-ui/react-popover';
import { forwardRef, type ReactNode, useImperativeHandle, useRef } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../messages';
import { vars } from '../../theme';
import { shareNonceWithOverlays } from '../../theme/overlayNonce';
import { popupSurface } from '../../theme/surfaces';
import { type FieldControlProps, isInvalidControl } from '../Input/controlProps';
import { adornmentButton, controlFrame } from '../Input/controlStyles';
import { ClearIcon } from '../Input/icons';
import { ClearAdornment } from '../Select/ClearAdornment';
import { CalendarIcon } from './icons';
import { preloadCalendar } from './LazyCalendar';

shareNonceWithOverlays();

/** Props both pickers take besides their value. */
export interface PickerFieldProps extends FieldControlProps {
  /** First and last selectable days (inclusive); the days outside are disabled. */
  minDate?: Date;
  maxDate?: Date;
  /** The month shown when there is no value (default: today's, moved inside min/max). */
  defaultMonth?: Date;
  /** Shows a × button while there is a value. */
  clearable?: boolean;
  onClear?: () => void;
  disabled?: boolean;
  /** Red border and `aria-invalid` (a truthy `aria-invalid` does the same). */
  invalid?: boolean;
}

interface PickerShellProps
  extends Omit<PickerFieldProps, 'minDate' | 'maxDate' | 'defaultMonth' | 'onClear'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text inside the trigger. */
  display: ReactNode;
  hasValue: boolean;
  onClear: () => void;
  /** Names the calendar dialog when the field has no label of its own. */
  dialogLabel: string;
  /** The calendar. */
  children: ReactNode;
}

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const Trigger = styled.button`
  ${controlFrame}
  gap: 8px;
  height: ${vars.controlHeight};
  padding: 0 32px 0 10px;
  font-family: inherit;
  text-align: left;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
  > svg {
    flex: none;
    color: ${vars.textSecondary};
  }
`;

const Panel = styled(Popover.Content)`
  padding: 12px;
  ${popupSurface}
  color: ${vars.text};
  font-size: 14px;
  &:focus-visible {
    outline: none;
  }

  .rdp-root {
    position: relative;
  }
  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: 24px;
  }
  .rdp-month {
    position: relative;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 32px;
    margin: 0 32px 4px;
    font-size: 16px;
    font-weight: 500;
  }
  /* The month and year selects: each native select lies invisible over its label, which it keeps in step. */
  .rdp-dropdowns {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  .rdp-dropdown_root {
    position: relative;
    display: inline-flex;
    align-items: center;
  }
  .rdp-dropdown {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
    font: inherit;
  }
  .rdp-dropdown_root .rdp-caption_label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 0 4px;
    border-radius: 4px;
  }
  .rdp-dropdown:focus-visible + .rdp-caption_label {
    outline: 2px solid ${vars.primary};
    outline-offset: 1px;
  }
  .rdp-dropdown_root .rdp-chevron {
    width: 10px;
    height: 10px;
  }
  .rdp-button_previous,
  .rdp-button_next {
    ${adornmentButton}
    position: absolute;
    top: 0;
    width: 32px;
    height: 32px;
    &:hover {
      color: ${vars.primaryReadable};
    }
    &[aria-disabled='true'] {
      opacity: 0.4;
      cursor: not-allowed;
    }
  }
  .rdp-button_previous {
    left: 0;
  }
  .rdp-button_next {
    right: 0;
  }
  .rdp-chevron {
    width: 14px;
    height: 14px;
    fill: currentColor;
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    width: 36px;
    padding: 6px 0;
    color: ${vars.textSecondary};
    font-size: 12px;
    font-weight: 400;
  }
  .rdp-day {
    width: 36px;
    height: 32px;
    padding: 2px 0;
    text-align: center;
  }
  .rdp-day_button {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    margin: 0 auto;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${vars.textRegular};
    font: inherit;
    font-size: 13px;
    cursor: pointer;
    &:hover:not(:disabled) {
      color: ${vars.primaryReadable};
    }
    &:focus-visible {
      outline: none;
      box-shadow: ${vars.focusRing};
    }
  }
  .rdp-today .rdp-day_button {
    color: ${vars.primaryReadable};
    font-weight: 700;
  }
  .rdp-selected .rdp-day_button {
    background: ${vars.primaryReadable};
    color: #ffffff;
  }
  /* A range: the days between the ends on a light band, the ends as filled circles joined to it. */
  .rdp-range_middle {
    background: ${vars.primaryLight9};
  }
  .rdp-range_middle .rdp-day_button {
    background: transparent;
    color: ${vars.text};
  }
  .rdp-range_start {
    background: linear-gradient(to right, transparent 50%, ${vars.primaryLight9} 50%);
  }
  .rdp-range_end {
    background: linear-gradient(to left, transparent 50%, ${vars.primaryLight9} 50%);
  }
  .rdp-range_start.rdp-range_end {
    background: none;
  }
  .rdp-disabled .rdp-day_button {
    border-radius: 0;
    background: ${vars.fill};
    color: ${vars.disabledText};
    cursor: not-allowed;
  }
  .rdp-hidden {
    visibility: hidden;
  }
`;

/**
 * The parts the date pickers share: an input-like combobox trigger showing the value, a × button, and
 * the Radix popover holding the calendar. Opening focuses the calendar's focus day (the selected day,
 * else today, else the first selectable one); Escape closes and focus returns to the trigger.
 */
export const PickerShell = forwardRef<HTMLButtonElement, PickerShellProps>(function PickerShell(
  {
    open,
    onOpenChange,
    display,
    hasValue,
    clearable = false,
    onClear,
    disabled = false,
    invalid,
    dialogLabel,
    className,
    style,
    children,
    'aria-invalid': ariaInvalid,
    ...triggerProps
  },
  ref,
) {
  const text = useMessages();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => triggerRef.current as HTMLButtonElement, []);
  const panelRef = useRef<HTMLDivElement>(null);
  const isInvalid = isInvalidControl(invalid, ariaInvalid);
  const labelledBy = triggerProps['aria-labelledby'];

  return (
    <Popover.Root open={open && !disabled} onOpenChange={onOpenChange}>
      <Wrapper className={className} style={style}>
        <Popover.Trigger asChild>
          <Trigger
            ref={triggerRef}
            type="button"
            role="combobox"
            disabled={disabled}
            data-invalid={isInvalid || undefined}
            data-disabled={disabled || undefined}
            aria-invalid={isInvalid || undefined}
            {...triggerProps}
            onFocus={() => void preloadCalendar()}
            onPointerEnter={() => void preloadCalendar()}
          >
            <CalendarIcon />
            {display}
          </Trigger>
        </Popover.Trigger>
        {clearable && hasValue && !disabled && (
          <ClearAdornment
            type="button"
            aria-label={text.clear}
            onClick={() => {
              onClear();
              triggerRef.current?.focus();
            }}
          >
            <ClearIcon />
          </ClearAdornment>
        )}
      </Wrapper>
      <Popover.Portal>
        <Panel
          ref={panelRef}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : (triggerProps['aria-label'] ?? dialogLabel)}
          onOpenAutoFocus={(event) => {
            // Into the day grid rather than onto the "previous month" button, Radix's first tab stop (the
            // calendar focuses its day as it mounts, also when its code arrives after the opening).
            event.preventDefault();
            panelRef.current?.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]')?.focus();
          }}
        >
          {children}
        </Panel>
      </Popover.Portal>
    </Popover.Root>
  );
});
