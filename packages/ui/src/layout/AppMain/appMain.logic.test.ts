import { describe, expect, it } from 'vitest';
import { assignPageIds, mountedPageKeys, prunePageIds, prunePositions } from './appMain.logic';

describe('mountedPageKeys', () => {
  const none = new Set<string>();

  it('renders every kept page, the active one included once', () => {
    expect(mountedPageKeys(['/a', '/b'], '/b', none)).toEqual(['/a', '/b']);
  });

  it('adds an active page that is not kept alive', () => {
    expect(mountedPageKeys(['/a'], '/c', none)).toEqual(['/a', '/c']);
  });

  it('leaves frame pages to their frame', () => {
    expect(mountedPageKeys(['/a', '/docs'], '/docs', new Set(['/docs']))).toEqual(['/a']);
  });

  it('puts the page that replaced its own URL in its place under the new key, before the tabs catch up', () => {
    expect(mountedPageKeys(['/a', '/b', '/c'], '/b?x=1', none, '/b')).toEqual(['/a', '/b?x=1', '/c']);
    expect(mountedPageKeys(['/a', '/b?x=1', '/c'], '/b?x=1', none, '/b')).toEqual(['/a', '/b?x=1', '/c']);
  });
});

describe('page ids', () => {
  const counter = () => {
    let last = 0;
    return () => ++last;
  };

  it('gives each new page a new number and keeps it while the page stays', () => {
    const ids = new Map<string, number>();
    const next = counter();
    assignPageIds(ids, ['/a', '/b'], null, next);
    assignPageIds(ids, ['/a', '/b', '/c'], null, next);
    expect([...ids]).toEqual([
      ['/a', 1],
      ['/b', 2],
      ['/c', 3],
    ]);
  });

  it('moves the number of a page that replaced its own URL, and a page that comes back later is new', () => {
    const ids = new Map<string, number>();
    const next = counter();
    assignPageIds(ids, ['/a', '/b'], null, next);
    assignPageIds(ids, ['/a', '/b?x=1'], { from: '/b', to: '/b?x=1' }, next);
    expect(ids.get('/b?x=1')).toBe(2);
    prunePageIds(ids, ['/a', '/b?x=1']);
    expect([...ids.keys()]).toEqual(['/a', '/b?x=1']);
    assignPageIds(ids, ['/a', '/b?x=1', '/b'], null, next);
    expect(ids.get('/b')).toBe(3);
  });
});

describe('prunePositions', () => {
  it('forgets pages that are neither kept nor shown', () => {
    const positions = new Map([
      ['/a', 10],
      ['/b', 20],
      ['/c', 30],
    ]);
    prunePositions(positions, ['/a'], '/c');
    expect([...positions]).toEqual([
      ['/a', 10],
      ['/c', 30],
    ]);
  });
});
