import { setNonce } from 'get-nonce';
import { cspNonce } from './cspNonce';

/**
 * Radix overlays (dialog, drawer, select, menu, date picker) lock the page's scroll with a `<style>` element
 * they add (react-remove-scroll); it carries the page's CSP nonce only if it is handed over here. Each overlay
 * module calls this when it loads.
 */
export function shareNonceWithOverlays(): void {
  const nonce = cspNonce();
  if (nonce) setNonce(nonce);
}
