export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { DATE_PATTERN, type DateRangeValue, formatDay } from './datePicker.logic';
export type { PickerFieldProps } from './PickerShell';
