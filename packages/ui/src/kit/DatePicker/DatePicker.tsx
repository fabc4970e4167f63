import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../messages';
import { vars } from '../../theme';
import { placeholderColor } from '../Input/controlStyles';
import { formatDay, initialMonth, outOfBounds } from './datePicker.logic';
import { LazyCalendar } from './LazyCalendar';
import { type PickerFieldProps, PickerShell } from './PickerShell';

export interface DatePickerProps extends PickerFieldProps {
  /** The chosen day (at 00:00 local time), or null. Leave undefined to let the picker keep its own state. */
  value?: Date | null;
  defaultValue?: Date | null;
  onChange?: (value: Date | null) => void;
  /** Default: the catalogue's `datePlaceholder`. */
  placeholder?: string;
  /**
   * The calendar's caption as a month select and a year select, for days far from today such as a date of
   * birth (years from `minDate`, default 100 years ago, to `maxDate`, default the end of this year).
   */
  monthYearSelects?: boolean;
}

export const PickerText = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-placeholder] {
    color: ${placeholderColor};
  }
  [data-disabled] > &,
  [data-disabled] > &[data-placeholder] {
    color: ${vars.disabledText};
  }
`;

/**
 * A day picker: the trigger shows the day as yyyy-MM-dd; the calendar (react-day-picker) opens in a
 * popover, arrow keys move through the days, Enter or a click picks one and closes it.
 */
export const DatePicker = forwardRef<HTMLButtonElement, DatePickerProps>(function DatePicker(
  {
    value,
    defaultValue = null,
    onChange,
    placeholder,
    minDate,
    maxDate,
    defaultMonth,
    onClear,
    monthYearSelects = false,
    ...fieldProps
  },
  ref,
) {
  const text = useMessages();
  const [ownValue, setOwnValue] = useState<Date | null>(defaultValue);
  const [open, setOpen] = useState(false);
  const current = value === undefined ? ownValue : value;
  const shown = formatDay(current);

  const commit = (next: Date | null) => {
    setOwnValue(next);
    onChange?.(next);
  };

  return (
    <PickerShell
      ref={ref}
      {...fieldProps}
      open={open}
      onOpenChange={setOpen}
      hasValue={current !== null}
      onClear={() => {
        commit(null);
        onClear?.();
      }}
      dialogLabel={placeholder ?? text.datePlaceholder}
      display={
        <PickerText data-placeholder={shown ? undefined : ''}>
          {shown ?? placeholder ?? text.datePlaceholder}
        </PickerText>
      }
    >
      <LazyCalendar
        mode="single"
        required
        selected={current ?? undefined}
        onSelect={(day) => {
          commit(day);
          setOpen(false);
        }}
        defaultMonth={initialMonth(current, { defaultMonth, minDate, maxDate })}
        startMonth={minDate}
        endMonth={maxDate}
        disabled={outOfBounds(minDate, maxDate)}
        navLayout="around"
        captionLayout={monthYearSelects ? 'dropdown' : 'label'}
      />
    </PickerShell>
  );
});
