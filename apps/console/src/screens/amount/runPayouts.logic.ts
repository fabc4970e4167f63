// The steps of "Run payouts": a preview (who gets what, who is skipped and why), then a confirmation that
// queues the previewed payouts, its result, or why it did not go through.
import type { PayoutRunPreview, PayoutRunResult } from '@console/contract';
import type { RunFailure } from './amount.logic';

export type RunPayoutsState =
  | { step: 'closed' }
  | { step: 'previewing' }
  | { step: 'previewFailed'; message: string }
  | { step: 'preview'; preview: PayoutRunPreview; sending: boolean; failure: string | null }
  | { step: 'stale'; message: string }
  | { step: 'done'; result: PayoutRunResult };

export type RunPayoutsEvent =
  | { type: 'preview' }
  | { type: 'previewed'; preview: PayoutRunPreview }
  | { type: 'previewFailed'; message: string }
  | { type: 'confirm' }
  | { type: 'confirmed'; result: PayoutRunResult }
  | { type: 'confirmFailed'; failure: RunFailure }
  | { type: 'close' };

export const CLOSED: RunPayoutsState = { step: 'closed' };

export function runPayoutsStep(state: RunPayoutsState, event: RunPayoutsEvent): RunPayoutsState {
  switch (event.type) {
    case 'preview':
      return { step: 'previewing' };
    case 'previewed':
      return state.step === 'previewing'
        ? { step: 'preview', preview: event.preview, sending: false, failure: null }
        : state;
    case 'previewFailed':
      return state.step === 'previewing' ? { step: 'previewFailed', message: event.message } : state;
    case 'confirm':
      return state.step === 'preview' ? { ...state, sending: true, failure: null } : state;
    case 'confirmed':
      return state.step === 'preview' ? { step: 'done', result: event.result } : state;
    case 'confirmFailed':
      if (state.step !== 'preview') return state;
      return event.failure.kind === 'stale'
        ? { step: 'stale', message: event.failure.message }
        : { ...state, sending: false, failure: event.failure.message };
    case 'close':
      return CLOSED;
  }
}
