import type { Feedback } from '@console/core';
import type { ReactNode } from 'react';
import { useFeedback } from '../Feedback';

function ContextFeedback({ children }: { children: (feedback: Feedback) => ReactNode }) {
  return children(useFeedback());
}

/**
 * Renders `children` with the given feedback, or with the nearest <FeedbackProvider>'s when none is given
 * (a separate component, so the hook is only called when it is needed).
 */
export function WithFeedback({
  feedback,
  children,
}: {
  feedback: Feedback | undefined;
  children: (feedback: Feedback) => ReactNode;
}) {
  return feedback ? children(feedback) : <ContextFeedback>{children}</ContextFeedback>;
}
