import styled from 'styled-components';

const Text = styled.p`
  grid-column: 1 / -1;
  margin: 0 0 12px;
  color: var(--console-danger-text);
  &:empty {
    display: none;
  }
`;

/** The refusal above a submit button. The region is always there, so a new message is announced. */
export function FormRefusal({ message }: { message: string | null | undefined }) {
  return <Text role="alert">{message}</Text>;
}
