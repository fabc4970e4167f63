import { Button, vars } from '@console/ui';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 16px 20px;
  border: 1px solid ${vars.danger};
  border-radius: ${vars.radius};
  background: ${vars.dangerLight};
  color: ${vars.dangerText};
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
`;

export interface LoadFailedProps {
  /** What could not be loaded, as a sentence. */
  message: string;
  onRetry: () => void;
}

/** Inline state of a failed load: the http client's toast says why; this keeps the place and offers a retry. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <Root>
      <Text>{message}</Text>
      <Button onClick={onRetry}>Retry</Button>
    </Root>
  );
}
