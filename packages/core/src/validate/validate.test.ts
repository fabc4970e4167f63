import { describe, expect, it } from 'vitest';
import { isEmail, isExternal, isHttpUrl } from './validate';

describe('isExternal (spec §5 URL test)', () => {
  it.each(['http://a.b', 'https://a.b/c', 'mailto:x@y.z', 'tel:+15551234'])('accepts %s', (value) => {
    expect(isExternal(value)).toBe(true);
  });
  it.each(['/warranty/index', 'ftp://a.b', 'javascript:alert(1)', ' https://a.b', '', null, undefined])(
    'rejects %s',
    (value) => {
      expect(isExternal(value)).toBe(false);
    },
  );
});

describe('isHttpUrl', () => {
  it('is true only for absolute http(s) URLs', () => {
    expect(isHttpUrl('https://docs.example.com')).toBe(true);
    expect(isHttpUrl('mailto:a@b.c')).toBe(false);
    expect(isHttpUrl('/ec/http://x')).toBe(false);
  });
});

describe('isEmail', () => {
  it('checks the shape of an address', () => {
    expect(isEmail('staff@brand.example')).toBe(true);
    expect(isEmail('no-at-sign')).toBe(false);
    expect(isEmail('a b@c.d')).toBe(false);
  });
});
