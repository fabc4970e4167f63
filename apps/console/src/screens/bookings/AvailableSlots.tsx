import { useState } from 'react';
import { SlotPicker } from './SlotPicker';
import { type LoadAvailability, useAvailability } from './useAvailability';

export interface AvailableSlotsProps {
  /** The offered slots of an event at a shop for dates on the shop's clock. */
  load: LoadAvailability;
  /** The first date offered (the shop's today). */
  first: string;
  value: string | null;
  onChange: (start: string) => void;
  seats: number;
}

/** The slot picker fed by the availability endpoint, a week at a time from `first`. */
export function AvailableSlots({ load, first, value, onChange, seats }: AvailableSlotsProps) {
  const [from, setFrom] = useState(first);
  const slots = useAvailability(load, from);
  return (
    <SlotPicker
      availability={slots.data}
      failed={slots.failed}
      onRetry={slots.retry}
      from={from}
      onFromChange={setFrom}
      earliest={first}
      value={value}
      onChange={onChange}
      seats={seats}
    />
  );
}
