import { useEffect, useRef } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';

export type CalendarProps = DayPickerProps;

/**
 * The pickers' calendar (react-day-picker and date-fns), a chunk of its own that arrives when a picker is
 * first focused or opened. It mounts when the popover opens, and then moves focus onto its focus day.
 */
export function Calendar(props: CalendarProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]')?.focus();
  }, []);
  return (
    <div ref={ref}>
      <DayPicker {...props} />
    </div>
  );
}
