import { describe, expect, it } from 'vitest';
import { mountedPageKeys, prunePositions } from './appMain.logic';

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
