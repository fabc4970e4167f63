import { describe, expect, it, vi } from 'vitest';
import { createFeedbackController, FEEDBACK_DURATIONS, loadingText } from './feedback.logic';

describe('createFeedbackController', () => {
  it('keeps errors on screen longer than other toasts', () => {
    const { feedback, getState } = createFeedbackController();
    feedback.message('success', 'Saved');
    feedback.message('error', 'Failed');
    expect(getState().toasts.map((toast) => [toast.text, toast.durationMs])).toEqual([
      ['Saved', 3000],
      ['Failed', 5000],
    ]);
    expect(FEEDBACK_DURATIONS.notifyMs).toBe(4500);
  });

  it('stacks notifications and dismisses them one by one', () => {
    const { feedback, getState, dismissNotice } = createFeedbackController({ durations: { notifyMs: 10 } });
    feedback.notify({ type: 'error', title: 'ERROR', message: 'An error occurred.' });
    feedback.notify({ type: 'info', title: 'Second' });
    const [first, second] = getState().notices;
    expect(first).toMatchObject({ title: 'ERROR', message: 'An error occurred.', durationMs: 10 });
    dismissNotice(first?.id ?? 0);
    expect(getState().notices).toEqual([second]);
  });

  it('answers confirmations in the order they were asked', async () => {
    const { feedback, getState, answerConfirm } = createFeedbackController();
    const first = feedback.confirm({ message: 'One?' });
    const second = feedback.confirm({ message: 'Two?', title: 'Tips' });
    expect(getState().confirms.map((entry) => entry.request.message)).toEqual(['One?', 'Two?']);
    const [one, two] = getState().confirms;
    answerConfirm(one?.id ?? 0, true);
    expect(getState().confirms.map((entry) => entry.request.message)).toEqual(['Two?']);
    answerConfirm(two?.id ?? 0, false);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(getState().confirms).toEqual([]);
  });

  it('ignores a second answer to the same confirmation', async () => {
    const { feedback, getState, answerConfirm } = createFeedbackController();
    const answer = feedback.confirm({ message: 'Sure?' });
    const id = getState().confirms[0]?.id ?? 0;
    answerConfirm(id, false);
    answerConfirm(id, true);
    await expect(answer).resolves.toBe(false);
  });

  it('counts nested loading overlays and tolerates closing one twice', () => {
    const { feedback, getState } = createFeedbackController();
    const closeOuter = feedback.loading('Saving');
    const closeInner = feedback.loading('Uploading');
    expect(loadingText(getState())).toBe('Uploading');
    closeInner();
    expect(loadingText(getState())).toBe('Saving');
    closeInner();
    expect(loadingText(getState())).toBe('Saving');
    closeOuter();
    expect(loadingText(getState())).toBeNull();
    closeOuter();
    expect(loadingText(getState())).toBeNull();
  });

  it('notifies subscribers of every change until they unsubscribe', () => {
    const { feedback, subscribe, dismissToast, getState } = createFeedbackController();
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    feedback.message('info', 'Hello');
    dismissToast(getState().toasts[0]?.id ?? 0);
    dismissToast(12345);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    feedback.message('info', 'Again');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
