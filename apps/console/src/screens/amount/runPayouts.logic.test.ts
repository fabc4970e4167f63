import { describe, expect, it } from 'vitest';
import { preview, result } from './amount.fixtures';
import { CLOSED, type RunPayoutsState, runPayoutsStep } from './runPayouts.logic';

const shown: RunPayoutsState = { step: 'preview', preview, sending: false, failure: null };

describe('runPayoutsStep', () => {
  it('previews, confirms and shows what was queued', () => {
    let state = runPayoutsStep(CLOSED, { type: 'preview' });
    expect(state).toEqual({ step: 'previewing' });
    state = runPayoutsStep(state, { type: 'previewed', preview });
    expect(state).toEqual(shown);
    state = runPayoutsStep(state, { type: 'confirm' });
    expect(state).toEqual({ ...shown, sending: true });
    state = runPayoutsStep(state, { type: 'confirmed', result });
    expect(state).toEqual({ step: 'done', result });
    expect(runPayoutsStep(state, { type: 'close' })).toEqual(CLOSED);
  });

  it('after a 409 offers a new preview; after another refusal keeps the preview to confirm again', () => {
    const sending = runPayoutsStep(shown, { type: 'confirm' });
    expect(
      runPayoutsStep(sending, { type: 'confirmFailed', failure: { kind: 'stale', message: 'moved' } }),
    ).toEqual({
      step: 'stale',
      message: 'moved',
    });
    expect(
      runPayoutsStep(sending, { type: 'confirmFailed', failure: { kind: 'failed', message: 'lost' } }),
    ).toEqual({
      ...shown,
      failure: 'lost',
    });
    // Confirming again clears the last failure.
    expect(runPayoutsStep({ ...shown, failure: 'lost' }, { type: 'confirm' })).toEqual({
      ...shown,
      sending: true,
    });
  });

  it('says why a preview failed; an answer arriving after the dialog closed changes nothing', () => {
    expect(runPayoutsStep({ step: 'previewing' }, { type: 'previewFailed', message: 'No.' })).toEqual({
      step: 'previewFailed',
      message: 'No.',
    });
    expect(runPayoutsStep(CLOSED, { type: 'previewed', preview })).toBe(CLOSED);
    expect(runPayoutsStep(CLOSED, { type: 'confirmed', result })).toBe(CLOSED);
    expect(runPayoutsStep(CLOSED, { type: 'confirm' })).toBe(CLOSED);
  });
});
