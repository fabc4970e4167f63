import type { Feedback } from '@console/core';
import { useEffect, useState } from 'react';
import { useMessages } from '../../messages';
import { ToolButton } from '../Navbar/ToolButton';

export interface ScreenfullProps {
  /** Shows the "not supported" warning. */
  feedback?: Feedback;
  /** Overrides the browser's `document.fullscreenEnabled` (stories, embedded frames). */
  isSupported?: boolean;
}

function Icon({ exit }: { exit: boolean }) {
  // Corners pointing out to enter, pointing in to leave.
  const d = exit ? 'M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6' : 'M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6';
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-exit={exit}>
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The fullscreen toggle of the top bar. Its icon and label follow the document's real state (leaving with
 * Escape flips them too); without browser support it shows the warning of spec §5.
 */
export function Screenfull({ feedback, isSupported }: ScreenfullProps) {
  const text = useMessages();
  const [active, setActive] = useState(() => document.fullscreenElement !== null);

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null);
    update();
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = () => {
    if (!(isSupported ?? document.fullscreenEnabled)) {
      feedback?.message('warning', text.fullscreenUnsupported);
      return;
    }
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // A refused request changes nothing, and the label follows 'fullscreenchange', so it stays right.
    request.catch(() => {});
  };

  return (
    <ToolButton type="button" aria-label={active ? text.exitFullscreen : text.fullscreen} onClick={toggle}>
      <Icon exit={active} />
    </ToolButton>
  );
}
