import type { OpeningInterval } from '@console/contract';
import { Button, Checkbox, FormField, Input } from '@console/ui';
import type { Control, FieldValues, Path } from 'react-hook-form';
import styled from 'styled-components';
import { CHOOSE_A_DATE } from '../form/FormDate';
import { FieldGroup } from '../form/FormLayout';
import { IsoDatePicker } from '../form/IsoDatePicker';
import { dayOf } from '../form/isoDay';
import { useArrayField } from '../form/useArrayField';
import { DayPeriods, Problem } from './DayPeriods';
import { withPeriodAdded } from './hours.logic';

/** An exception as the form holds it (the contract's `hoursException` before parsing). */
export interface ExceptionDraft {
  date: string;
  closed: boolean;
  hours: OpeningInterval[];
  note?: string;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 180px 150px minmax(0, 1fr) 200px auto;
  align-items: start;
  gap: 12px;
  padding: 8px 0;
  border-bottom: 1px solid var(--console-border-lighter);
  @media (max-width: 991px) {
    grid-template-columns: 1fr;
  }
`;

const Checked = styled.div`
  padding-top: 28px;
`;

const Caption = styled.div`
  padding: 0 0 6px;
  color: var(--console-text-regular);
  line-height: 1.5;
`;

const Hint = styled.p`
  margin: 0 0 8px;
  color: var(--console-text-secondary);
`;

export interface HoursExceptionsEditorProps<Values extends FieldValues, Output> {
  /** The control of a form holding the contract's `hoursExceptions` at `name`. */
  control: Control<Values, unknown, Output>;
  /** Default `exceptions`. */
  name?: Path<Values>;
  /** The first date that may be picked (YYYY-MM-DD): the past is not edited. */
  min?: string;
  legend?: string;
}

const newException = (): ExceptionDraft => ({ date: '', closed: true, hours: [], note: '' });

/**
 * Dated exceptions to a place's week in a react-hook-form form: a day closed (a holiday) or open at other
 * times (a late night), with a note; one per date. Each field shows the contract's or the server's message.
 */
export function HoursExceptionsEditor<Values extends FieldValues, Output>({
  control,
  name = 'exceptions' as Path<Values>,
  min,
  legend = 'Exceptions (holidays, special hours)',
}: HoursExceptionsEditorProps<Values, Output>) {
  const {
    items: exceptions,
    change,
    add,
    remove,
    messageAt,
  } = useArrayField<ExceptionDraft, Values, Output>(control, name);
  return (
    <FieldGroup>
      <legend>{legend}</legend>
      {exceptions.length === 0 && <Hint>No exceptions: the regular week applies every day.</Hint>}
      {exceptions.map((exception, index) => {
        const label = `Exception ${index + 1}`;
        const dateError = messageAt(`${index}.date`);
        return (
          // Exceptions have no id of their own until saved; their place is what the errors name too.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Row key={index} role="group" aria-label={label}>
            <FormField label="Date" required error={dateError && !exception.date ? CHOOSE_A_DATE : dateError}>
              {(control) => (
                <IsoDatePicker
                  {...control}
                  value={exception.date}
                  minDate={dayOf(min) ?? undefined}
                  onChange={(date) => change(index, { date: date ?? '' })}
                />
              )}
            </FormField>
            <Checked>
              <Checkbox
                label="Closed all day"
                checked={exception.closed}
                onCheckedChange={(checked) =>
                  change(
                    index,
                    checked === true
                      ? { closed: true, hours: [] }
                      : { closed: false, hours: withPeriodAdded([]) },
                  )
                }
              />
            </Checked>
            <div>
              <Caption>Hours</Caption>
              <DayPeriods
                label={label}
                value={exception.hours}
                onChange={(hours) => change(index, { hours, closed: hours.length === 0 })}
                errorOf={(period, time) => messageAt(`${index}.hours.${period}.${time}`)}
              />
              <Problem>{messageAt(`${index}.hours`)}</Problem>
            </div>
            <FormField label="Note" error={messageAt(`${index}.note`)}>
              {(control) => (
                <Input
                  {...control}
                  value={exception.note ?? ''}
                  placeholder="e.g. Thanksgiving"
                  onChange={(event) => change(index, { note: event.target.value })}
                />
              )}
            </FormField>
            <Checked>
              <Button variant="text" aria-label={`Remove ${label}`} onClick={() => remove(index)}>
                Remove
              </Button>
            </Checked>
          </Row>
        );
      })}
      <Button onClick={() => add(newException())}>Add exception</Button>
    </FieldGroup>
  );
}
