import styled from 'styled-components';
import { useMessages } from '../../messages';
import { vars } from '../../theme';

export interface HamburgerProps {
  /** Whether the sidebar is open (the icon turns and aria-expanded follows). */
  opened: boolean;
  onToggle: () => void;
  /** Id of the sidebar it opens and closes. */
  controls?: string;
}

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  padding: 0 15px;
  border: 0;
  background: transparent;
  color: ${vars.text};
  cursor: pointer;
  transition: background-color 0.3s;
  &:hover {
    background: rgba(0, 0, 0, 0.025);
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${vars.focusRing};
  }
`;

const Icon = styled.svg<{ $opened: boolean }>`
  transform: rotate(${(p) => (p.$opened ? '180deg' : '0deg')});
  transition: transform 0.3s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The sidebar toggle at the left of the top bar. */
export function Hamburger({ opened, onToggle, controls }: HamburgerProps) {
  const text = useMessages();
  return (
    <Button
      type="button"
      aria-label={text.toggleSidebar}
      aria-expanded={opened}
      aria-controls={controls}
      onClick={onToggle}
    >
      <Icon $opened={opened} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M3 5h14M8 10h9M3 15h14M6 7.5L3 10l3 2.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Icon>
    </Button>
  );
}
