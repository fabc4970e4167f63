import styled from 'styled-components';

/**
 * A form's fields in as many columns as fit, each at least `$min` wide (200px by default). The fields of a
 * row line up at the top, whatever error or help text a neighbour shows under its control.
 */
export const FormGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? '200px'}, 1fr));
  gap: 0 16px;
  align-items: start;
`;

/** A titled group of fields (components, labor operations, lines): a fieldset with its legend. */
export const FieldGroup = styled.fieldset`
  margin: 0 0 18px;
  padding: 8px 12px 0;
  border: 1px solid var(--console-border-light);
  border-radius: var(--console-radius);
  min-width: 0;
  legend {
    padding: 0 4px;
    color: var(--console-text-regular);
  }
`;
