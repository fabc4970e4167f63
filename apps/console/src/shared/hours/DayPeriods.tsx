import type { OpeningInterval } from '@console/contract';
import { Button, Input } from '@console/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { MAX_PERIODS, withPeriodAdded } from './hours.logic';

const Periods = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Period = styled.div`
  display: grid;
  grid-template-columns: 96px max-content 96px max-content;
  justify-content: start;
  align-items: center;
  gap: 6px;
`;

/** A message under a control, in the form's error style; takes no room while empty. */
export const Problem = styled.div`
  color: var(--console-danger-text);
  font-size: 12px;
  line-height: 1.5;
  &:empty {
    display: none;
  }
`;

const Closed = styled.span`
  color: var(--console-text-secondary);
  line-height: var(--console-control-height);
`;

/** Where a message about one time of a period goes. */
export type PeriodField = 'opens' | 'closes';

export interface DayPeriodsProps {
  /** What the periods belong to, naming every control: 'Monday', 'Exception 2'. */
  label: string;
  value: readonly OpeningInterval[];
  onChange: (next: OpeningInterval[]) => void;
  /** The message on one time of a period, if any. */
  errorOf: (index: number, field: PeriodField) => string | undefined;
  /** Shown when there are no periods (default 'Closed'). */
  emptyText?: string;
}

function PeriodRow({
  label,
  index,
  interval,
  onChange,
  onRemove,
  errorOf,
}: {
  label: string;
  index: number;
  interval: OpeningInterval;
  onChange: (next: OpeningInterval) => void;
  onRemove: () => void;
  errorOf: DayPeriodsProps['errorOf'];
}) {
  const id = useId();
  const name = `${label} period ${index + 1}`;
  const time = (field: PeriodField) => {
    const error = errorOf(index, field);
    return (
      <Input
        aria-label={`${name} ${field}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}${field}` : undefined}
        value={interval[field]}
        placeholder="HH:MM"
        inputMode="numeric"
        maxLength={5}
        onChange={(event) => onChange({ ...interval, [field]: event.target.value })}
      />
    );
  };
  return (
    <div>
      <Period>
        {time('opens')}
        <span aria-hidden="true">–</span>
        {time('closes')}
        <Button variant="text" aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </Button>
      </Period>
      <Problem id={`${id}opens`}>{errorOf(index, 'opens')}</Problem>
      <Problem id={`${id}closes`}>{errorOf(index, 'closes')}</Problem>
    </div>
  );
}

/**
 * A day's opening periods (at most 4, HH:MM on the place's own clock): each with its two times and a remove
 * button, and "Add hours". Each time shows its own message (the contract's, or the server's).
 */
export function DayPeriods({ label, value, onChange, errorOf, emptyText = 'Closed' }: DayPeriodsProps) {
  return (
    <Periods>
      {value.length === 0 && <Closed>{emptyText}</Closed>}
      {value.map((interval, index) => (
        <PeriodRow
          // Periods have no id of their own; their place in the day is what the errors name too.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          label={label}
          index={index}
          interval={interval}
          errorOf={errorOf}
          onChange={(next) => onChange(value.map((current, at) => (at === index ? next : current)))}
          onRemove={() => onChange(value.filter((_, at) => at !== index))}
        />
      ))}
      {value.length < MAX_PERIODS && (
        <div>
          <Button
            variant="text"
            aria-label={`Add hours to ${label}`}
            onClick={() => onChange(withPeriodAdded(value))}
          >
            Add hours
          </Button>
        </div>
      )}
    </Periods>
  );
}
