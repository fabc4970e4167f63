import { useEffect, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { vars } from '../../theme';

/** How long the bar takes to fill and fade once the navigation is done. */
export const PROGRESS_FINISH_MS = 500;

type Phase = 'idle' | 'running' | 'finishing';

// Fast at first, then slower and slower: the bar never claims more than 90 % before the end.
const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.9); }
`;

const phases = {
  running: css`
    transform: scaleX(0.9);
    animation: ${grow} 8s cubic-bezier(0.1, 0.8, 0.2, 1);
  `,
  finishing: css`
    transform: scaleX(1);
    opacity: 0;
    transition:
      transform 200ms ease-out,
      opacity 300ms ease 200ms;
  `,
};

const Bar = styled.div<{ $phase: Exclude<Phase, 'idle'> }>`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${vars.zLoading};
  width: 100%;
  height: 2px;
  background: ${vars.primary};
  transform-origin: left center;
  pointer-events: none;
  ${(p) => phases[p.$phase]}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`;

export interface ProgressBarProps {
  /** True while a route is loading. */
  active: boolean;
}

/**
 * A thin bar in the theme colour across the top of the window while a route loads: it creeps towards
 * 90 %, then fills and fades when `active` turns false. With reduced motion it simply shows and hides.
 * It is hidden from assistive technology: its width is a guess, not a measure, so announcing it as a
 * progress bar would mislead; the new page (its title and content) tells when the navigation is done.
 */
export function ProgressBar({ active }: ProgressBarProps) {
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    setPhase(active ? 'running' : 'finishing');
  }

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('idle'), PROGRESS_FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return <Bar aria-hidden="true" data-progress={phase} $phase={phase} />;
}
