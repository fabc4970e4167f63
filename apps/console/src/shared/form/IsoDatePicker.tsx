import { DatePicker, type DatePickerProps } from '@console/ui';
import { dayOf, isoDay } from './isoDay';

export interface IsoDatePickerProps extends Omit<DatePickerProps, 'value' | 'defaultValue' | 'onChange'> {
  /** YYYY-MM-DD, or empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
}

/** The kit's date picker for dates the contract carries as YYYY-MM-DD. */
export function IsoDatePicker({ value, onChange, ...rest }: IsoDatePickerProps) {
  return (
    <DatePicker
      {...rest}
      value={dayOf(value ?? undefined)}
      onChange={(day) => onChange(day ? isoDay(day) : null)}
    />
  );
}
