import { WEEKDAYS, type Weekday, type WeeklyHours } from '@console/contract';
import { Button, CheckboxGroup, Dialog } from '@console/ui';
import { useState } from 'react';
import {
  type Control,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  useController,
  useFormState,
} from 'react-hook-form';
import styled from 'styled-components';
import { FieldGroup } from '../form/FormLayout';
import { DayPeriods } from './DayPeriods';
import { otherDays, WEEKDAY_NAMES, withDayCopied } from './hours.logic';

const Day = styled.div`
  display: grid;
  grid-template-columns: 110px minmax(0, 1fr) auto;
  align-items: start;
  gap: 12px;
  padding: 8px 0;
  border-bottom: 1px solid var(--console-border-lighter);
  &:last-of-type {
    border-bottom: 0;
  }
`;

const DayName = styled.span`
  line-height: var(--console-control-height);
  font-weight: 500;
`;

export interface OpeningHoursEditorProps<Values extends FieldValues, Output> {
  /** The control of a form holding the contract's `weeklyHours` at `name`. */
  control: Control<Values, unknown, Output>;
  /** Default `hours`. */
  name?: Path<Values>;
  legend?: string;
}

function CopyDialog({
  from,
  onCopy,
  onClose,
}: {
  from: Weekday;
  onCopy: (to: Weekday[]) => void;
  onClose: () => void;
}) {
  const [to, setTo] = useState<Weekday[]>([]);
  const options = otherDays(from).map((day) => ({ value: day, label: WEEKDAY_NAMES[day] }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Copy ${WEEKDAY_NAMES[from]}'s hours`}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="primary"
            disabled={to.length === 0}
            onClick={() => {
              onCopy(to);
              onClose();
            }}
          >
            Copy
          </Button>
        </>
      }
    >
      <CheckboxGroup
        aria-label="Copy to"
        orientation="vertical"
        options={options}
        value={to}
        onValueChange={(days) => setTo(days as Weekday[])}
      />
      <Button variant="text" onClick={() => setTo(otherDays(from))}>
        Every other day
      </Button>
    </Dialog>
  );
}

/**
 * A place's regular week in a react-hook-form form: each day's opening periods (up to 4; none is a closed
 * day), a day's hours copied onto other days, and the contract's message (or the server's) on each time.
 */
export function OpeningHoursEditor<Values extends FieldValues, Output>({
  control,
  name = 'hours' as Path<Values>,
  legend = 'Opening hours',
}: OpeningHoursEditorProps<Values, Output>) {
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const week = field.value as WeeklyHours;
  const [copying, setCopying] = useState<Weekday | null>(null);
  const messageAt = (path: string) => (get(errors, `${name}.${path}`) as FieldError | undefined)?.message;
  return (
    <FieldGroup>
      <legend>{legend}</legend>
      {WEEKDAYS.map((day) => (
        <Day key={day} role="group" aria-label={WEEKDAY_NAMES[day]}>
          <DayName aria-hidden="true">{WEEKDAY_NAMES[day]}</DayName>
          <DayPeriods
            label={WEEKDAY_NAMES[day]}
            value={week[day]}
            onChange={(next) => field.onChange({ ...week, [day]: next })}
            errorOf={(index, time) =>
              messageAt(`${day}.${index}.${time}`) ?? (time === 'opens' ? messageAt(day) : undefined)
            }
          />
          <Button
            variant="text"
            aria-label={`Copy to… (${WEEKDAY_NAMES[day]})`}
            onClick={() => setCopying(day)}
          >
            Copy to…
          </Button>
        </Day>
      ))}
      {copying && (
        <CopyDialog
          from={copying}
          onCopy={(to) => field.onChange(withDayCopied(week, copying, to))}
          onClose={() => setCopying(null)}
        />
      )}
    </FieldGroup>
  );
}
