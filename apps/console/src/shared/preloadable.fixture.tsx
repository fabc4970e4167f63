import { act, type ReactNode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';

/** Test helpers for lazily loaded components: a component and a loader whose answer the test gives. */
export function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader whose answer the test gives by hand, counting its calls. */
export function manualLoader() {
  const calls: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

/**
 * Renders into a detached root inside Suspense (fallback "Loading"), unmounted after each test: `render`
 * answers what the first commit showed, `text()` what shows now.
 */
export function suspenseHarness() {
  let host: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(async () => {
    const target = root;
    if (target) await act(async () => target.unmount());
    root = undefined;
  });
  return {
    async render(element: ReactNode) {
      host = document.createElement('div');
      const target = createRoot(host);
      root = target;
      await act(async () => target.render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>));
      return host.textContent;
    },
    text: () => host?.textContent,
  };
}
