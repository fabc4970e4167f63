import { Button } from '@console/ui';
import styled from 'styled-components';

/** A quiet line explaining a list editor's state. */
export const Hint = styled.p`
  margin: 0 0 12px;
  color: var(--console-text-secondary);
  font-size: 12px;
`;

/** Holds a row's remove button level with the row's controls (under their labels). */
const RemoveCell = styled.div`
  padding-top: 28px;
`;

/** The button that removes one row of a list editor, named after the row ('Remove reminder 2'). */
export function RemoveRowButton({
  label,
  onRemove,
  bare = false,
}: {
  label: string;
  onRemove: () => void;
  bare?: boolean;
}) {
  const button = (
    <Button variant="text" aria-label={`Remove ${label.toLowerCase()}`} onClick={onRemove}>
      Remove
    </Button>
  );
  return bare ? button : <RemoveCell>{button}</RemoveCell>;
}
