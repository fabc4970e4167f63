import { describe, expect, it } from 'vitest';
import { CODE_RESEND_SECONDS, codeButtonLabel, secondsLeft } from './countdown.logic';

describe('code countdown', () => {
  it('counts whole seconds up, so the button never shows 0 while it still waits', () => {
    const deadline = 100_000;
    expect(secondsLeft(deadline, deadline - CODE_RESEND_SECONDS * 1000)).toBe(60);
    expect(secondsLeft(deadline, deadline - 59_001)).toBe(60);
    expect(secondsLeft(deadline, deadline - 59_000)).toBe(59);
    expect(secondsLeft(deadline, deadline - 1)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 5_000)).toBe(0);
  });

  it('labels the button: send, count down, then resend', () => {
    expect(codeButtonLabel(0, false)).toBe('Send code');
    expect(codeButtonLabel(60, true)).toBe('Resend in 60 s');
    expect(codeButtonLabel(1, true)).toBe('Resend in 1 s');
    expect(codeButtonLabel(0, true)).toBe('Resend code');
  });
});
