import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../messages';
import { vars } from '../../theme';
import { PickerText } from './DatePicker';
import {
  type DateRangeValue,
  EMPTY_RANGE,
  formatDay,
  initialMonth,
  isRangeComplete,
  outOfBounds,
  pickRangeDay,
} from './datePicker.logic';
import { LazyCalendar } from './LazyCalendar';
import { type PickerFieldProps, PickerShell } from './PickerShell';

export interface DateRangePickerProps extends PickerFieldProps {
  /** The chosen days (00:00 local time). Leave undefined to let the picker keep its own state. */
  value?: DateRangeValue;
  defaultValue?: DateRangeValue;
  /** Called once both ends are picked, or with both null when cleared. */
  onChange?: (value: DateRangeValue) => void;
  /** Default: the catalogue's `dateRangeStart`. */
  startPlaceholder?: string;
  /** Default: the catalogue's `dateRangeEnd`. */
  endPlaceholder?: string;
}

const Separator = styled.span`
  flex: none;
  color: ${vars.textRegular};
`;

const Part = styled(PickerText)`
  text-align: center;
`;

/**
 * A range picker showing two months: the first click sets the start, the second the end (then the
 * range is committed and the popover closes). Escape before the second click keeps the old range.
 */
export const DateRangePicker = forwardRef<HTMLButtonElement, DateRangePickerProps>(function DateRangePicker(
  {
    value,
    defaultValue = EMPTY_RANGE,
    onChange,
    startPlaceholder,
    endPlaceholder,
    minDate,
    maxDate,
    defaultMonth,
    onClear,
    ...fieldProps
  },
  ref,
) {
  const text = useMessages();
  const [ownValue, setOwnValue] = useState<DateRangeValue>(defaultValue);
  const [open, setOpen] = useState(false);
  // The range being picked; it becomes the value only when complete.
  const [draft, setDraft] = useState<DateRangeValue>(EMPTY_RANGE);
  const current = value ?? ownValue;
  const from = formatDay(current.from);
  const to = formatDay(current.to);
  const startText = startPlaceholder ?? text.dateRangeStart;
  const endText = endPlaceholder ?? text.dateRangeEnd;

  const commit = (next: DateRangeValue) => {
    setOwnValue(next);
    onChange?.(next);
  };

  return (
    <PickerShell
      ref={ref}
      {...fieldProps}
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(current);
        setOpen(next);
      }}
      hasValue={current.from !== null || current.to !== null}
      onClear={() => {
        commit(EMPTY_RANGE);
        onClear?.();
      }}
      dialogLabel={`${startText} ${text.dateRangeSeparator} ${endText}`}
      display={
        <>
          <Part data-placeholder={from ? undefined : ''}>{from ?? startText}</Part>{' '}
          <Separator>{text.dateRangeSeparator}</Separator>{' '}
          <Part data-placeholder={to ? undefined : ''}>{to ?? endText}</Part>
        </>
      }
    >
      <LazyCalendar
        mode="range"
        numberOfMonths={2}
        selected={{ from: draft.from ?? undefined, to: draft.to ?? undefined }}
        onSelect={(_range, day) => {
          const next = pickRangeDay(draft, day);
          setDraft(next);
          if (isRangeComplete(next)) {
            commit(next);
            setOpen(false);
          }
        }}
        defaultMonth={initialMonth(draft.from, { defaultMonth, minDate, maxDate })}
        startMonth={minDate}
        endMonth={maxDate}
        disabled={outOfBounds(minDate, maxDate)}
        navLayout="around"
      />
    </PickerShell>
  );
});
