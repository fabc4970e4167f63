import { FormField } from '@console/ui';
import { IsoDatePicker } from '../form/IsoDatePicker';
import { dayOf } from '../form/isoDay';

export interface FilterDateRangeProps {
  /** The two fields' labels, e.g. ['From', 'To'] or ['Created from', 'Created to']. */
  labels: readonly [string, string];
  /** ISO days (YYYY-MM-DD), both inclusive; undefined: open. */
  from: string | undefined;
  to: string | undefined;
  /** Gets only the day that changed, as the list's filter keys `from` and `to`. */
  onChange: (change: { from?: string | undefined; to?: string | undefined }) => void;
}

/** A list filter's date range: two day pickers, the end never offered before the start nor the start after it. */
export function FilterDateRange({ labels, from, to, onChange }: FilterDateRangeProps) {
  return (
    <>
      <FormField label={labels[0]}>
        {(control) => (
          <IsoDatePicker
            {...control}
            value={from}
            maxDate={dayOf(to) ?? undefined}
            onChange={(date) => onChange({ from: date ?? undefined })}
          />
        )}
      </FormField>
      <FormField label={labels[1]}>
        {(control) => (
          <IsoDatePicker
            {...control}
            value={to}
            minDate={dayOf(from) ?? undefined}
            onChange={(date) => onChange({ to: date ?? undefined })}
          />
        )}
      </FormField>
    </>
  );
}
