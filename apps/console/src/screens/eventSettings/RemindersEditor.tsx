import type { ReminderChannel, ReminderRule } from '@console/contract';
import { Button, FormField, Input, Select } from '@console/ui';
import type { Control, FieldValues, Path } from 'react-hook-form';
import styled from 'styled-components';
import { FieldGroup } from '../../shared/form/FormLayout';
import { useArrayField } from '../../shared/form/useArrayField';
import { Problem } from '../../shared/hours/DayPeriods';
import { RemoveRowButton } from './editorParts';
import { CHANNEL_LABELS, minutesText, optionsOf } from './eventSettings.logic';

const Row = styled.div`
  display: grid;
  grid-template-columns: 180px 140px auto;
  gap: 0 12px;
  align-items: start;
`;

/** How many reminders an event type may have (the contract's limit). */
const MAX_REMINDERS = 5;

export interface RemindersEditorProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** Default `reminders`. */
  name?: Path<Values>;
}

/** The reminders sent before a booking's start: each an offset in minutes (read back in days and hours) and a channel. */
export function RemindersEditor<Values extends FieldValues, Output>({
  control,
  name = 'reminders' as Path<Values>,
}: RemindersEditorProps<Values, Output>) {
  const { items, change, add, remove, messageAt } = useArrayField<ReminderRule, Values, Output>(
    control,
    name,
  );
  const channels = optionsOf(CHANNEL_LABELS);
  return (
    <FieldGroup>
      <legend>Reminders</legend>
      {items.map((rule, index) => {
        const label = `Reminder ${index + 1}`;
        const offset = Number.isFinite(rule.offsetMinutes) ? rule.offsetMinutes : 0;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity but their place
          <Row key={index} role="group" aria-label={label}>
            <FormField
              label="Minutes before"
              required
              error={messageAt(`${index}.offsetMinutes`)}
              help={offset > 0 ? `${minutesText(offset)} before the start` : undefined}
            >
              {(field) => (
                <Input
                  {...field}
                  inputMode="numeric"
                  value={Number.isFinite(rule.offsetMinutes) ? String(rule.offsetMinutes) : ''}
                  onChange={(e) =>
                    change(index, {
                      offsetMinutes: e.target.value === '' ? Number.NaN : Number(e.target.value),
                    })
                  }
                />
              )}
            </FormField>
            <FormField label="Channel" error={messageAt(`${index}.channel`)}>
              {(field) => (
                <Select
                  {...field}
                  options={channels}
                  value={rule.channel}
                  onValueChange={(channel) => change(index, { channel: channel as ReminderChannel })}
                />
              )}
            </FormField>
            <RemoveRowButton label={label} onRemove={() => remove(index)} />
          </Row>
        );
      })}
      <Problem>{messageAt('')}</Problem>
      <p>
        <Button
          disabled={items.length >= MAX_REMINDERS}
          onClick={() => add({ offsetMinutes: 60, channel: 'email' })}
        >
          Add reminder
        </Button>
      </p>
    </FieldGroup>
  );
}
