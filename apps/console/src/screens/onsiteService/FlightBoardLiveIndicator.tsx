import styled from 'styled-components';
import type { LiveStatus } from './useLiveBoard.logic';

const WORDS: Record<LiveStatus, { label: string; hint: string; dot: string }> = {
  connecting: { label: 'Connecting…', hint: 'Opening the live updates.', dot: '#8a6d00' },
  live: { label: 'Live', hint: 'Changes show here as they happen.', dot: '#2e7d32' },
  reconnecting: {
    label: 'Reconnecting…',
    hint: 'The live updates dropped; trying again. The board still refreshes every minute.',
    dot: '#b3261e',
  },
  paused: { label: 'Paused', hint: 'Live updates resume when this tab is shown.', dot: '#6b7280' },
  offline: {
    label: 'Not live',
    hint: 'Live updates are not available; the board refreshes every minute.',
    dot: '#6b7280',
  },
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: inherit;
  font-size: 0.9em;
  white-space: nowrap;
`;

const Dot = styled.span<{ $pulse: boolean }>`
  width: 0.6em;
  height: 0.6em;
  border-radius: 50%;
  @media (prefers-reduced-motion: no-preference) {
    animation: ${(p) => (p.$pulse ? 'console-live-pulse 2s ease-in-out infinite' : 'none')};
  }
  @keyframes console-live-pulse {
    50% {
      opacity: 0.35;
    }
  }
`;

export interface FlightBoardLiveIndicatorProps {
  status: LiveStatus;
}

/** A discreet word on the board's live updates: Live, Reconnecting…, Paused. The dot repeats it in colour. */
export function FlightBoardLiveIndicator({ status }: FlightBoardLiveIndicatorProps) {
  const { label, hint, dot } = WORDS[status];
  return (
    <Root role="status" title={hint}>
      <Dot aria-hidden="true" $pulse={status === 'live'} style={{ background: dot }} />
      {label}
    </Root>
  );
}
