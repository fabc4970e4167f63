import { Spinner } from '@console/ui';
import styled from 'styled-components';

const Centre = styled.div<{ $inline: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${(p) => (p.$inline ? '240px' : '100vh')};
`;

/** Shown while the user info or a screen's code loads. */
export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  return (
    <Centre $inline={inline} role="status" aria-label="Loading">
      <Spinner size={32} />
    </Centre>
  );
}
