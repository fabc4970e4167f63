import { Button, FormField, Input, vars } from '@console/ui';
import type { Control } from 'react-hook-form';
import styled from 'styled-components';
import { typedNumber } from '../../shared/form/typedNumber';
import { useArrayField } from '../../shared/form/useArrayField';
import { emptyPart, type WorkPartValues, type WorkValues } from './myDay.logic';

/** The contract's limit (onsiteWorkBody.parts). */
export const PART_LIMIT = 50;

// On a phone: code and quantity side by side, the description under them; on a wide screen, one line.
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 88px;
  grid-template-areas: 'code quantity' 'description description' 'remove remove';
  gap: 0 12px;
  padding: 12px 0 0;
  border-top: 1px solid ${vars.borderLight};
  @media (min-width: 720px) {
    grid-template-columns: 160px minmax(0, 1fr) 88px auto;
    grid-template-areas: 'code description quantity remove';
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${(p) => p.$area};
  min-width: 0;
`;

const RemoveCell = styled(Area)`
  margin: -8px 0 12px;
  @media (min-width: 720px) {
    margin: 0;
    padding-top: 28px;
  }
`;

const Problem = styled.p`
  margin: 0 0 12px;
  color: ${vars.dangerText};
  &:empty {
    display: none;
  }
`;

const None = styled.p`
  margin: 0 0 12px;
  color: ${vars.textSecondary};
`;

export interface WorkFormPartsProps {
  control: Control<WorkValues, unknown, unknown>;
  disabled?: boolean;
}

/** The parts used on the job: a row each (code, description, quantity), added and removed as needed. */
export function WorkFormParts({ control, disabled = false }: WorkFormPartsProps) {
  const { items, change, add, remove, messageAt } = useArrayField<WorkPartValues, WorkValues, unknown>(
    control,
    'parts',
  );
  return (
    <fieldset className="work-form__parts">
      <legend>Parts used</legend>
      {items.length === 0 && <None>No parts recorded.</None>}
      {items.map((part, index) => {
        const label = `Part ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the position is the identity
          <Row key={index} role="group" aria-label={label}>
            <Area $area="code">
              <FormField label="Code" required error={messageAt(`${index}.code`)}>
                {(field) => (
                  <Input
                    {...field}
                    value={part.code}
                    disabled={disabled}
                    autoCapitalize="characters"
                    onChange={(event) => change(index, { code: event.target.value })}
                  />
                )}
              </FormField>
            </Area>
            <Area $area="description">
              <FormField label="Description" required error={messageAt(`${index}.description`)}>
                {(field) => (
                  <Input
                    {...field}
                    value={part.description}
                    disabled={disabled}
                    onChange={(event) => change(index, { description: event.target.value })}
                  />
                )}
              </FormField>
            </Area>
            <Area $area="quantity">
              <FormField label="Qty" required error={messageAt(`${index}.quantity`)}>
                {(field) => (
                  <Input
                    {...field}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={999}
                    value={part.quantity ?? ''}
                    disabled={disabled}
                    onChange={(event) => change(index, { quantity: typedNumber(event.target.value) })}
                  />
                )}
              </FormField>
            </Area>
            {!disabled && (
              <RemoveCell $area="remove">
                <Button variant="text" aria-label={`Remove part ${index + 1}`} onClick={() => remove(index)}>
                  Remove
                </Button>
              </RemoveCell>
            )}
          </Row>
        );
      })}
      <Problem role="alert">{messageAt('')}</Problem>
      {!disabled && items.length < PART_LIMIT && <Button onClick={() => add(emptyPart())}>Add part</Button>}
    </fieldset>
  );
}
