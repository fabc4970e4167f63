import { type ReactNode, Suspense } from 'react';
import { actRoot } from './testing/actRoot';

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
 * Renders inside Suspense (fallback "Loading") into a root unmounted after each test: `render` answers what
 * the first commit showed, `text()` what shows now.
 */
export function suspenseHarness() {
  const root = actRoot();
  let host: HTMLDivElement | undefined;
  return {
    async render(element: ReactNode) {
      host = await root.render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
      return host.textContent;
    },
    text: () => host?.textContent,
  };
}
