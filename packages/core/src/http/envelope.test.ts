import { describe, expect, it } from 'vitest';
import { envelopeCode, envelopeMessage, envelopeServerMessage, hasEnvelopeCode } from './envelope';

describe('envelope helpers', () => {
  it('defaults the code to 200 and reads numeric strings', () => {
    expect(envelopeCode({ data: 1 })).toBe(200);
    expect(envelopeCode({ code: null })).toBe(200);
    expect(envelopeCode({ code: '500' })).toBe(500);
    expect(envelopeCode('text')).toBe(200);
    expect(hasEnvelopeCode({ code: 401 })).toBe(true);
    expect(hasEnvelopeCode([{ code: 401 }])).toBe(false);
  });

  it('prefers en_message, then message, then msg, skipping blank ones', () => {
    expect(envelopeServerMessage({ en_message: 'E', message: 'M', msg: 'm' })).toBe('E');
    expect(envelopeServerMessage({ en_message: ' ', message: 'M', msg: 'm' })).toBe('M');
    expect(envelopeServerMessage({ msg: 'm' })).toBe('m');
    expect(envelopeServerMessage({})).toBeUndefined();
  });

  it('falls back to the catalogue for the code', () => {
    expect(envelopeMessage({ code: 401 })).toBe('Authentication failed, unable to access system resources.');
    expect(envelopeMessage({ code: 404 })).toBe('Resource not found.');
    expect(envelopeMessage({ code: 502 })).toBe('Unknown system error, please contact the administrator.');
  });
});
