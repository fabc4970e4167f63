import { useFeedback } from '@console/ui';
import { useCallback } from 'react';

/** Confirms a done create, save or decision with a short success toast ("Warranty registered."). */
export function useSuccessMessage(): (text: string) => void {
  const feedback = useFeedback();
  return useCallback((text: string) => feedback.message('success', text), [feedback]);
}
