import { afterEach, describe, expect, it } from 'vitest';
import { cspNonce } from './cspNonce';

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[property="csp-nonce"]')) meta.remove();
});

describe('cspNonce', () => {
  it("reads the page's nonce from the csp-nonce meta tag", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'r4nd0m');
    document.head.append(meta);
    expect(cspNonce()).toBe('r4nd0m');
  });

  it('is undefined on a page without one', () => {
    expect(cspNonce()).toBeUndefined();
  });
});
