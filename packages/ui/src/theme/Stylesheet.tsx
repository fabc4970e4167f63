import { cspNonce } from './cspNonce';

/**
 * A component's static CSS, as a React 19 stylesheet: React puts it in <head> once however many
 * instances render (deduplicated by `href`), with no styling runtime. The light parts of the kit that
 * public pages use (button, input, form field, spinner, toasts) are styled this way, so a sign-in page
 * does not load styled-components. It carries the page's CSP nonce, if there is one.
 */
export function Stylesheet({ name, css }: { name: string; css: string }) {
  return (
    <style href={`console-ui-${name}`} precedence="console-ui" nonce={cspNonce()}>
      {css}
    </style>
  );
}

/** Class names joined, the falsy ones left out. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
