import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeBoundary } from './CodeBoundary';
import { preloadable } from './preloadable';
import { Greeting, manualLoader, suspenseHarness } from './preloadable.fixture';

const harness = suspenseHarness();

describe('CodeBoundary', () => {
  it('shows the fallback while the code loads, then the component as soon as it is in', async () => {
    const loader = manualLoader();
    const Screen = preloadable(loader.load);
    const shown = await harness.render(
      <CodeBoundary component={Screen} fallback={<p>Loading the page</p>}>
        <Screen name="Cleo" />
      </CodeBoundary>,
    );
    expect(shown).toBe('Loading the page');
    await act(async () => loader.calls[0]?.resolve(Greeting));
    expect(harness.text()).toBe('Hello Cleo');
    expect(loader.calls).toHaveLength(1);
  });

  it('renders at once when the code is already in', async () => {
    const loader = manualLoader();
    const Screen = preloadable(loader.load);
    const preloaded = Screen.preload();
    loader.calls[0]?.resolve(Greeting);
    await preloaded;
    expect(
      await harness.render(
        <CodeBoundary component={Screen} fallback={<p>Loading the page</p>}>
          <Screen name="Dora" />
        </CodeBoundary>,
      ),
    ).toBe('Hello Dora');
  });

  it('lets the component try again after a failed load', async () => {
    const loader = manualLoader();
    const Screen = preloadable(loader.load);
    await harness.render(
      <CodeBoundary component={Screen} fallback={<p>Loading the page</p>}>
        <Screen name="Eve" />
      </CodeBoundary>,
    );
    await act(async () => loader.calls[0]?.reject(new Error('offline')));
    // The component's own render asks for the code again, under the same fallback.
    expect(harness.text()).toBe('Loading the page');
    expect(loader.calls).toHaveLength(2);
    await act(async () => loader.calls[1]?.resolve(Greeting));
    expect(harness.text()).toBe('Hello Eve');
  });
});
