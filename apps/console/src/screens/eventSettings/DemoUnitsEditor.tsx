import type { DemoUnit } from '@console/contract';
import { Button, FormField, Input } from '@console/ui';
import type { Control, FieldValues, Path } from 'react-hook-form';
import styled from 'styled-components';
import { FieldGroup } from '../../shared/form/FormLayout';
import { useArrayField } from '../../shared/form/useArrayField';
import { Problem } from '../../shared/hours/DayPeriods';
import { Hint, RemoveRowButton } from './editorParts';

const Row = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr) auto;
  gap: 0 12px;
  align-items: start;
`;

export interface DemoUnitsEditorProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** Default `demoUnits`. */
  name?: Path<Values>;
  /** The seats per slot, to say when the units are fewer. */
  capacity: number;
}

const bikes = (count: number) => `${count} ${count === 1 ? 'bike' : 'bikes'}`;

/** The demo bikes an event hands out, by serial (and a name); a slot never offers more seats than bikes. */
export function DemoUnitsEditor<Values extends FieldValues, Output>({
  control,
  name = 'demoUnits' as Path<Values>,
  capacity,
}: DemoUnitsEditorProps<Values, Output>) {
  const { items, change, add, remove, messageAt } = useArrayField<DemoUnit, Values, Output>(control, name);
  const limited = items.length > 0 && Number.isFinite(capacity) && items.length < capacity;
  return (
    <FieldGroup>
      <legend>Demo units</legend>
      <Hint>
        {items.length === 0
          ? 'No demo bikes: the seats per slot alone decide how many can book.'
          : limited
            ? `${bikes(items.length)} for ${capacity} seats: a slot offers at most ${items.length}.`
            : `${bikes(items.length)}, one handed out at each check-in.`}
      </Hint>
      {items.map((unit, index) => {
        const label = `Demo unit ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: serials are edited in place; the position is the identity
          <Row key={index} role="group" aria-label={label}>
            <FormField label="Serial" required error={messageAt(`${index}.serial`)}>
              {(field) => (
                <Input
                  {...field}
                  value={unit.serial}
                  onChange={(e) => change(index, { serial: e.target.value })}
                />
              )}
            </FormField>
            <FormField label="Bike" error={messageAt(`${index}.label`)}>
              {(field) => (
                <Input
                  {...field}
                  value={unit.label ?? ''}
                  placeholder="Model, size"
                  onChange={(e) => change(index, { label: e.target.value || undefined })}
                />
              )}
            </FormField>
            <RemoveRowButton label={label} onRemove={() => remove(index)} />
          </Row>
        );
      })}
      <Problem>{messageAt('')}</Problem>
      <p>
        <Button onClick={() => add({ serial: '', label: undefined })}>Add demo unit</Button>
      </p>
    </FieldGroup>
  );
}
