import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';
import { Greeting, manualLoader, suspenseHarness } from './preloadable.fixture';

const harness = suspenseHarness();

describe('preloadable', () => {
  it('renders at once, with no fallback, once its code has been preloaded', async () => {
    const loader = manualLoader();
    const Screen = preloadable(loader.load);
    const preloaded = Screen.preload();
    loader.calls[0]?.resolve(Greeting);
    await preloaded;
    expect(await harness.render(<Screen name="Ada" />)).toBe('Hello Ada');
    expect(loader.calls).toHaveLength(1);
  });

  it('suspends like React.lazy when rendered first, and loads its code once', async () => {
    const loader = manualLoader();
    const Screen = preloadable(loader.load);
    expect(await harness.render(<Screen name="Bea" />)).toBe('Loading');
    void Screen.preload();
    await act(async () => loader.calls[0]?.resolve(Greeting));
    expect(harness.text()).toBe('Hello Bea');
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
    expect(await harness.render(<Screen name="Rita" />)).toBe('Hello Rita');
  });
});
