import { useFeedback } from '@console/ui';
import { useCallback } from 'react';
import { readSubmitFailure } from './formErrors.logic';

/** What a confirmation asks, in the spec's confirm dialog. */
export interface Confirmation {
  title: string;
  message: string;
  confirmText: string;
}

/**
 * A one-click action on a row: asked first when it has a confirmation, then sent; its success confirms itself
 * in a toast and a refusal shows the server's message (the calls are silent, so nothing is said twice).
 */
export function useConfirmedAction() {
  const feedback = useFeedback();
  return useCallback(
    async (confirmation: Confirmation | null, send: () => Promise<unknown>, success: string) => {
      if (
        confirmation &&
        !(await feedback.confirm({ ...confirmation, cancelText: 'Cancel', type: 'warning' }))
      )
        return;
      try {
        await send();
        feedback.message('success', success);
      } catch (error) {
        feedback.message('error', readSubmitFailure(error, []).message ?? 'The action failed.');
      }
    },
    [feedback],
  );
}
