import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CodeBoundary, preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader whose answer the test gives by hand, counting its calls. */
function manualLoader() {
  const calls: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

let host: HTMLDivElement;
let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  const target = root;
  if (target) await act(async () => target.unmount());
  root = undefined;
});

/** Renders synchronously inside act, and reports what the first commit showed. */
async function renderInSuspense(element: React.ReactNode) {
  host = document.createElement('div');
  root = createRoot(host);
  const target = root;
  await act(async () => target.render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>));
  return host.textContent;
}

describe('preloadable', () => {
  it('renders at once, with no fallback, once its code has been preloaded', async () => {
    const loader = manualLoader();
    const Screen = preloadable(loader.load);
    const preloaded = Screen.preload();
    loader.calls[0]?.resolve(Greeting);
    await preloaded;
    expect(await renderInSuspense(<Screen name="Ada" />)).toBe('Hello Ada');
    expect(loader.calls).toHaveLength(1);
  });

  it('suspends like React.lazy when rendered first, and loads its code once', async () => {
    const loader = manualLoader();
    const Screen = preloadable(loader.load);
    expect(await renderInSuspense(<Screen name="Bea" />)).toBe('Loading');
    void Screen.preload();
    await act(async () => loader.calls[0]?.resolve(Greeting));
    expect(host.textContent).toBe('Hello Bea');
    expect(loader.calls).toHaveLength(1);
  });

  it('tries again after a failed preload', async () => {
    const loader = manualLoader();
    const Screen = preloadable(loader.load);
    const failed = Screen.preload();
    loader.calls[0]?.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    const retried = Screen.preload();
    loader.calls[1]?.resolve(Greeting);
    await expect(retried).resolves.toBe(Greeting);
    expect(await renderInSuspense(<Screen name="Rita" />)).toBe('Hello Rita');
  });

  it('CodeBoundary shows the fallback while the code loads, then the component as soon as it is in', async () => {
    const loader = manualLoader();
    const Screen = preloadable(loader.load);
    const shown = await renderInSuspense(
      <CodeBoundary component={Screen} fallback={<p>Loading the page</p>}>
        <Screen name="Cleo" />
      </CodeBoundary>,
    );
    expect(shown).toBe('Loading the page');
    await act(async () => loader.calls[0]?.resolve(Greeting));
    expect(host.textContent).toBe('Hello Cleo');
    expect(loader.calls).toHaveLength(1);
  });

  it('CodeBoundary renders at once when the code is already in', async () => {
    const loader = manualLoader();
    const Screen = preloadable(loader.load);
    const preloaded = Screen.preload();
    loader.calls[0]?.resolve(Greeting);
    await preloaded;
    expect(
      await renderInSuspense(
        <CodeBoundary component={Screen} fallback={<p>Loading the page</p>}>
          <Screen name="Dora" />
        </CodeBoundary>,
      ),
    ).toBe('Hello Dora');
  });

  it('CodeBoundary lets the component try again after a failed load', async () => {
    const loader = manualLoader();
    const Screen = preloadable(loader.load);
    await renderInSuspense(
      <CodeBoundary component={Screen} fallback={<p>Loading the page</p>}>
        <Screen name="Eve" />
      </CodeBoundary>,
    );
    await act(async () => loader.calls[0]?.reject(new Error('offline')));
    // The component's own render asks for the code again, under the same fallback.
    expect(host.textContent).toBe('Loading the page');
    expect(loader.calls).toHaveLength(2);
    await act(async () => loader.calls[1]?.resolve(Greeting));
    expect(host.textContent).toBe('Hello Eve');
  });
});
