import { describe, expect, it } from 'vitest';
import { resolveRoutePath } from './paths';

describe('resolveRoutePath', () => {
  it.each([
    ['/warranty', 'index', '/warranty/index'],
    ['/', 'dashboard', '/dashboard'],
    ['/company', 'shop/detail/:id', '/company/shop/detail/:id'],
    ['/warranty', '/dashboard', '/dashboard'],
    ['/warranty', '', '/warranty'],
    ['/warranty/', './index/', '/warranty/index'],
    ['/a/b', '../c', '/a/c'],
    ['', 'login', '/login'],
  ])('(%j, %j) → %j', (parent, child, expected) => {
    expect(resolveRoutePath(parent, child)).toBe(expected);
  });

  it('keeps external child addresses untouched', () => {
    for (const child of [
      'https://help.example.com/a',
      'http://x.test',
      'mailto:ops@example.com',
      'tel:+155501',
    ]) {
      expect(resolveRoutePath('/help', child)).toBe(child);
    }
  });

  it('uses an external parent address as is', () => {
    expect(resolveRoutePath('https://help.example.com', 'faq')).toBe('https://help.example.com');
  });
});
