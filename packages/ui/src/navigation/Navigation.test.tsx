import { act, memo, Profiler, type ReactNode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AppLink,
  NavigationProvider,
  type NavigationValue,
  PinnedLocation,
  useNavigation,
} from './Navigation';

let root: Root | null = null;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

/** A host that, like a router adapter, hands over new functions with every location. */
function Host({ children, go }: { children: ReactNode; go: (setter: (to: string) => void) => void }) {
  const [fullPath, setFullPath] = useState('/a');
  go(setFullPath);
  const value: NavigationValue = {
    pathname: fullPath,
    fullPath,
    navigate: (to) => setFullPath(to),
    href: (to) => `/ec${to}`,
  };
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

function mount(children: ReactNode) {
  let goTo: (to: string) => void = () => {};
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <Host
        go={(setter) => {
          goTo = setter;
        }}
      >
        {children}
      </Host>,
    ),
  );
  return (to: string) => act(() => goTo(to));
}

// The profiler reports every commit in which the link rendered, whatever made it render.
const Link = memo(function Link({ onRender }: { onRender: () => void }) {
  return (
    <Profiler id="link" onRender={onRender}>
      <AppLink to="/b">B</AppLink>
    </Profiler>
  );
});

function Where() {
  return <output>{useNavigation().fullPath}</output>;
}

let pinnedRenders = 0;
// Neither part takes props that change: only the location can re-render what is inside them.
const Frame = memo(function Frame() {
  return <Where />;
});
const Pinned = memo(function Pinned() {
  return (
    <PinnedLocation fullPath="/kept">
      <Profiler
        id="pinned"
        onRender={() => {
          pinnedRenders += 1;
        }}
      >
        <Where />
      </Profiler>
    </PinnedLocation>
  );
});

describe('NavigationProvider', () => {
  it('re-renders a link that stays the same not once when the location changes, and it still navigates', () => {
    let renders = 0;
    const counted = () => {
      renders += 1;
    };
    const go = mount(
      <>
        <Link onRender={counted} />
        <Where />
      </>,
    );
    go('/c');
    go('/d');
    expect(container.querySelector('output')?.textContent).toBe('/d');
    expect(renders).toBe(1);

    const link = container.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/ec/b');
    act(() => link.click());
    expect(container.querySelector('output')?.textContent).toBe('/b');
  });

  it('tells a reader behind a memoised part of each new location, and a pinned page only its own', () => {
    pinnedRenders = 0;
    const go = mount(
      <>
        <Frame />
        <Pinned />
      </>,
    );
    go('/c');
    go('/d?x=1');
    const [frame, pinned] = [...container.querySelectorAll('output')].map((output) => output.textContent);
    expect(frame).toBe('/d?x=1');
    expect(pinned).toBe('/kept');
    expect(pinnedRenders).toBe(1);
  });
});
