/**
 * The page's Content-Security-Policy nonce, from `<meta property="csp-nonce" nonce="…">` (the tag Vite's
 * `html.cspNonce` writes and styled-components reads too). Style elements the kit adds carry it, so the
 * page's policy can refuse every other inline style. Undefined when the page has none (tests, stories).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the nonce attribute of a page with a policy; the property still holds it.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
