import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';

/**
 * A React root for a test file's component and hook tests, rendered inside act() into a detached element.
 * `render` mounts, or renders again into the same root; `unmount` ends it early; after each test it is
 * unmounted anyway, so the next test starts from nothing.
 */
export function actRoot() {
  let root: Root | undefined;
  let host: HTMLDivElement | undefined;
  const unmount = async () => {
    const target = root;
    root = undefined;
    if (target) await act(async () => target.unmount());
  };
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(unmount);
  return {
    /** Renders `element`; answers the element it renders into. */
    async render(element: ReactNode): Promise<HTMLDivElement> {
      if (!root || !host) {
        host = document.createElement('div');
        root = createRoot(host);
      }
      const target = root;
      await act(async () => target.render(element));
      return host;
    },
    unmount,
  };
}
