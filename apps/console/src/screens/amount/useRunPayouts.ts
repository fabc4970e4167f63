import type { PayoutRunBody, PayoutRunPreview, PayoutRunResult } from '@console/contract';
import { useMemo, useReducer } from 'react';
import { idempotentSend } from '../../shared/idempotentSend';
import { runFailureOf } from './amount.logic';
import { CLOSED, runPayoutsStep } from './runPayouts.logic';

export interface RunPayoutsCalls {
  preview: () => Promise<PayoutRunPreview>;
  run: (idempotencyKey: string, body: PayoutRunBody) => Promise<PayoutRunResult>;
}

/**
 * "Run payouts" as the dialog drives it. The confirmation keeps its Idempotency-Key until the server has
 * answered, so confirming again after a lost answer asks for the same run; `onQueued` follows a done run
 * (the list refreshes). `preview` and `run` must keep their identity between renders.
 */
export function useRunPayouts({ preview: loadPreview, run }: RunPayoutsCalls, onQueued: () => void) {
  const [state, dispatch] = useReducer(runPayoutsStep, CLOSED);
  // One key holder per run call: a retry after a lost answer reuses the key it holds.
  const send = useMemo(() => idempotentSend(run), [run]);
  const preview = async () => {
    dispatch({ type: 'preview' });
    try {
      dispatch({ type: 'previewed', preview: await loadPreview() });
    } catch (error) {
      dispatch({ type: 'previewFailed', message: runFailureOf(error).message });
    }
  };
  const confirm = async () => {
    if (state.step !== 'preview') return;
    dispatch({ type: 'confirm' });
    try {
      dispatch({ type: 'confirmed', result: await send({ previewToken: state.preview.previewToken }) });
      onQueued();
    } catch (error) {
      dispatch({ type: 'confirmFailed', failure: runFailureOf(error) });
    }
  };
  return {
    state,
    preview: () => void preview(),
    confirm: () => void confirm(),
    close: () => dispatch({ type: 'close' }),
  };
}
