import { buildSearchPool, createRouteSearch } from '@console/core';
import { describe, expect, it, vi } from 'vitest';
import { retailerMenu } from '../fixtures/routes.fixture';
import { moveHighlight } from './headerSearch.logic';
import {
  commandsForViewer,
  isPaletteShortcut,
  matchesQuery,
  type PaletteCommand,
  paletteGroups,
} from './palette.logic';
import { createScreenCommandRegistry } from './screenCommands';

const run = () => {};
const register: PaletteCommand = {
  id: 'register',
  title: 'Register a warranty',
  to: '/warranty/addwar',
  run,
};
const booking: PaletteCommand = { id: 'booking', title: 'New booking', userTypes: [2], run };
const report: PaletteCommand = { id: 'report', title: 'Report a problem', userTypes: [1, 2], run };
const exportAll: PaletteCommand = { id: 'export', title: 'Export', permissions: ['warranty:export'], run };
const all = [register, booking, report, exportAll];
const ids = (commands: readonly PaletteCommand[]) => commands.map((command) => command.id);

describe('commandsForViewer', () => {
  it('keeps the commands of the viewer’s user type', () => {
    expect(ids(commandsForViewer(all, { userType: 1 }))).toEqual(['register', 'report']);
    expect(ids(commandsForViewer(all, { userType: 2 }))).toEqual(['register', 'booking', 'report']);
    expect(ids(commandsForViewer(all, { userType: 3 }))).toEqual(['register']);
    // An unknown user type passes no user-type rule.
    expect(ids(commandsForViewer(all, {}))).toEqual(['register']);
  });

  it('needs one of the permission codes, the wildcard passing them all', () => {
    expect(ids(commandsForViewer([exportAll], { permissions: ['warranty:list'] }))).toEqual([]);
    expect(ids(commandsForViewer([exportAll], { permissions: ['warranty:export'] }))).toEqual(['export']);
    expect(ids(commandsForViewer([exportAll], { permissions: ['*:*:*'] }))).toEqual(['export']);
  });

  it('offers a command that opens a path only to viewers who may open it', () => {
    const canOpen = vi.fn((path: string) => path.startsWith('/warranty'));
    expect(ids(commandsForViewer([register], { canOpen }))).toEqual(['register']);
    expect(canOpen).toHaveBeenCalledWith('/warranty/addwar');
    expect(ids(commandsForViewer([register], { canOpen: () => false }))).toEqual([]);
  });
});

describe('matchesQuery', () => {
  it('finds by every word in the title or keywords, or by the title’s letters in order', () => {
    expect(matchesQuery('', 'Anything')).toBe(true);
    expect(matchesQuery('size small', 'Size: Small')).toBe(true);
    expect(matchesQuery('switch', 'Size: Small', ['switch size'])).toBe(true);
    expect(matchesQuery('rgstr', 'Register a warranty')).toBe(true);
    expect(matchesQuery('logout', 'Register a warranty')).toBe(false);
  });
});

describe('paletteGroups', () => {
  const search = createRouteSearch(buildSearchPool(retailerMenu));
  const tabs = [
    { fullPath: '/warranty/index', title: 'Warranties' },
    { fullPath: '/company/shop', title: 'Shop(s)' },
  ];

  it('lists open tabs and commands for an empty query, this screen’s commands first', () => {
    const screen: PaletteCommand = { id: 'export', title: 'Export warranties', run };
    const groups = paletteGroups({
      query: '',
      pages: search(''),
      tabs,
      screenCommands: [screen],
      commands: all,
    });
    expect(groups.map((group) => group.key)).toEqual(['tabs', 'screen', 'commands']);
    expect(groups[1]?.items.map((item) => item.key)).toEqual(['screen:export']);
    // The screen's command with the same id stands for the global one.
    expect(groups[2]?.items.map((item) => item.key)).toEqual([
      'command:register',
      'command:booking',
      'command:report',
    ]);
  });

  it('puts the route search’s pages first, unchanged, and filters the rest by the query', () => {
    const groups = paletteGroups({ query: 'warranty', pages: search('warranty'), tabs, commands: all });
    expect(groups.map((group) => group.key)).toEqual(['pages', 'tabs', 'commands']);
    const pages = groups[0]?.items.map((item) => item.kind === 'page' && item.entry);
    expect(pages).toEqual(search('warranty'));
    expect(groups[1]?.items.map((item) => item.key)).toEqual(['tab:/warranty/index']);
    expect(groups[2]?.items.map((item) => item.key)).toEqual(['command:register']);
  });

  it('leaves every section out when nothing matches', () => {
    expect(paletteGroups({ query: 'zzzzqqq', pages: search('zzzzqqq'), tabs, commands: all })).toEqual([]);
  });

  it('moves the highlight across sections as one list', () => {
    const groups = paletteGroups({ query: '', pages: [], tabs, commands: all });
    const count = groups.flatMap((group) => group.items).length;
    expect(count).toBe(6);
    // From the last tab (index 1) down into the first command, and from the last command back to the top.
    expect(moveHighlight(1, count, 'ArrowDown')).toBe(2);
    expect(moveHighlight(count - 1, count, 'ArrowDown')).toBe(0);
    expect(moveHighlight(0, count, 'ArrowUp')).toBe(count - 1);
  });
});

describe('isPaletteShortcut', () => {
  const key = (init: Partial<Parameters<typeof isPaletteShortcut>[0]>) =>
    isPaletteShortcut({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });

  it('is Ctrl+K or ⌘+K and nothing else', () => {
    expect(key({ ctrlKey: true })).toBe(true);
    expect(key({ metaKey: true })).toBe(true);
    expect(key({ key: 'K', ctrlKey: true })).toBe(true);
    expect(key({})).toBe(false);
    expect(key({ ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ ctrlKey: true, altKey: true })).toBe(false);
    expect(key({ key: 'j', ctrlKey: true })).toBe(false);
  });
});

describe('createScreenCommandRegistry', () => {
  it('lists what is registered until each part removes its own', () => {
    const registry = createScreenCommandRegistry();
    const changed = vi.fn();
    registry.subscribe(changed);
    const removeFirst = registry.add([register]);
    const removeSecond = registry.add([register, booking]);
    expect(ids(registry.get())).toEqual(['register', 'register', 'booking']);
    const snapshot = registry.get();
    expect(registry.get()).toBe(snapshot);
    removeFirst();
    expect(ids(registry.get())).toEqual(['register', 'booking']);
    removeSecond();
    expect(registry.get()).toEqual([]);
    expect(changed).toHaveBeenCalledTimes(4);
  });
});
