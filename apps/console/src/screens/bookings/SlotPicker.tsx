import type { Availability } from '@console/contract';
import { addDays } from '@console/contract';
import { Button, Skeleton, vars } from '@console/ui';
import styled from 'styled-components';
import { timezoneName } from '../../shared/display.logic';
import { LoadFailed } from '../../shared/LoadFailed';
import { shopClock } from './bookings.logic';
import { PICKER_DAYS } from './useAvailability';

const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
`;

const Week = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
`;

const Day = styled.section`
  display: flex;
  flex-direction: column;
  gap: 6px;
  h4 {
    margin: 0;
    font-size: 13px;
    font-weight: 600;
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  span {
    flex: 1;
    color: ${vars.textSecondary};
  }
`;

const None = styled.p`
  margin: 0;
  color: ${vars.textSecondary};
  font-size: 13px;
`;

export interface SlotPickerProps {
  /** The offered slots of the week shown; undefined while they load. */
  availability: Availability | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The first date shown (on the shop's clock). */
  from: string;
  onFromChange: (from: string) => void;
  /** The earliest week one may go back to. */
  earliest: string;
  /** The chosen slot's start (ISO), if any. */
  value: string | null;
  onChange: (start: string) => void;
  /** Seats the booking needs: slots with fewer left cannot be chosen. */
  seats: number;
}

const seatsText = (left: number) => (left === 0 ? 'full' : `${left} left`);

/** The times an event offers at a shop, a week at a time, on the shop's clock with its zone named. */
export function SlotPicker({
  availability,
  failed,
  onRetry,
  from,
  onFromChange,
  earliest,
  value,
  onChange,
  seats,
}: SlotPickerProps) {
  // The abbreviation of the week shown (PST or PDT), from its first slot or, without one, its first day.
  const firstSlot = availability?.days.find((day) => day.slots.length > 0)?.slots[0];
  const zone = availability
    ? `Shop time: ${timezoneName(availability.timezone)} (${shopClock(firstSlot?.start ?? `${from}T12:00:00Z`, availability.timezone).zone})`
    : '';
  return (
    <Group aria-label="Available times">
      <Bar>
        <Button disabled={from <= earliest} onClick={() => onFromChange(addDays(from, -PICKER_DAYS))}>
          Previous week
        </Button>
        <span>{zone}</span>
        <Button onClick={() => onFromChange(addDays(from, PICKER_DAYS))}>Next week</Button>
      </Bar>
      {failed ? (
        <LoadFailed message="The available times could not be loaded." onRetry={onRetry} />
      ) : !availability ? (
        <Skeleton rows={4} />
      ) : availability.days.every((day) => day.slots.length === 0) ? (
        <None>No times are offered this week.</None>
      ) : (
        <Week>
          {availability.days.map((day) => (
            <Day key={day.date} aria-label={day.date}>
              <h4>{day.date}</h4>
              {day.slots.length === 0 && <None>No times</None>}
              {day.slots.map((slot) => (
                <Button
                  key={slot.start}
                  variant={slot.start === value ? 'primary' : 'default'}
                  aria-pressed={slot.start === value}
                  disabled={slot.seatsLeft < seats}
                  onClick={() => onChange(slot.start)}
                >
                  {slot.localTime} · {seatsText(slot.seatsLeft)}
                </Button>
              ))}
            </Day>
          ))}
        </Week>
      )}
    </Group>
  );
}
