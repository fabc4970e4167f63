import type { ComponentSize, Feedback } from '@console/core';

export interface SizeSelectProps {
  /** The size in force; its entry is disabled. */
  size: ComponentSize;
  /** Applies the new size (the host stores it and re-renders the page). */
  onChange: (size: ComponentSize) => void;
  /** Shows 'Switch Size Success' after a change. */
  feedback?: Feedback;
}
