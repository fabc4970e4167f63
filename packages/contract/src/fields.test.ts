import { describe, expect, it } from 'vitest';
import { exactText, MALFORMED_TEXT_MESSAGE, multilineText, textLine } from './fields.ts';

describe('text fields', () => {
  it('refuse half a character (a lone surrogate), which the database cannot store, and keep whole ones', () => {
    for (const field of [textLine(), multilineText(), exactText()]) {
      const broken = field.safeParse('Waiver \ud800 text');
      expect(broken.success).toBe(false);
      expect(broken.error?.issues[0]?.message).toBe(MALFORMED_TEXT_MESSAGE);
      expect(field.safeParse('Ride safe 🚲 — Zoë').success).toBe(true);
    }
  });
});
