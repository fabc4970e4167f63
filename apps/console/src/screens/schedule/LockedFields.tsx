import styled from 'styled-components';

/** A form's fields as one group that a reader who may not change them sees disabled, without a frame. */
export const LockedFields = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
