import { allowsUserType, hasPermiOr, type RouteSearchEntry } from '@console/core';
import { highlightRanges } from './headerSearch.logic';

/** Something the user may do from the header search (the command palette). */
export interface PaletteCommand {
  /** Stable and unique among the commands shown together (React's key, and the option's id). */
  id: string;
  title: string;
  /** More words it is found by, e.g. ['switch size'] for 'Size: Small'. */
  keywords?: readonly string[];
  /** A short note at the end of its row, e.g. a shortcut or where it leads. */
  hint?: string;
  /** Runs once the palette has closed and given the focus back. */
  run?: () => void;
  /** An in-app path the command opens; it is offered only to users whose routes include that path. */
  to?: string;
  /** Only these user types (1 brand, 2 retailer, 3 platform admin); absent or empty: everyone. */
  userTypes?: readonly number[];
  /** Permission codes, any of which lets the user run it (core's `hasPermi`; '*:*:*' passes). */
  permissions?: readonly string[];
}

/** An open tab offered by the palette: picking it switches to it. */
export interface PaletteTab {
  fullPath: string;
  title: string;
}

/** Who is looking: what the commands' access requirements are checked against. */
export interface PaletteViewer {
  userType?: number | null;
  permissions?: readonly string[];
  /** Whether the user may open an in-app path (a command's `to`); without it such commands are shown. */
  canOpen?: (path: string) => boolean;
}

/** The commands the viewer may run: user types, permission codes and the target route, as the sidebar does. */
export function commandsForViewer(
  commands: readonly PaletteCommand[],
  viewer: PaletteViewer,
): PaletteCommand[] {
  return commands.filter(
    (command) =>
      allowsUserType({ userTypes: command.userTypes }, viewer.userType) &&
      (!command.permissions?.length || hasPermiOr(viewer.permissions ?? [], command.permissions)) &&
      (command.to === undefined || (viewer.canOpen?.(command.to) ?? true)),
  );
}

/**
 * Whether a query finds a title: every word of it is in the title or the keywords, or the title holds the
 * query's letters in order (a typo like 'swich' still finds 'Switch size'). An empty query finds everything.
 */
export function matchesQuery(query: string, title: string, keywords: readonly string[] = []): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [title, ...keywords].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word)) || highlightRanges(title, query).length > 0;
}

export type PaletteItem =
  | { kind: 'page'; key: string; entry: RouteSearchEntry }
  | { kind: 'tab'; key: string; tab: PaletteTab }
  | { kind: 'command'; key: string; command: PaletteCommand };

/** The palette's sections, in the order they show. */
export type PaletteGroupKey = 'pages' | 'tabs' | 'screen' | 'commands';

export interface PaletteGroup {
  key: PaletteGroupKey;
  items: PaletteItem[];
}

export interface PaletteSources {
  query: string;
  /** The route search's results for the query (none for an empty query). */
  pages: readonly RouteSearchEntry[];
  tabs?: readonly PaletteTab[];
  /** The screen in view's commands, shown before the others. */
  screenCommands?: readonly PaletteCommand[];
  commands?: readonly PaletteCommand[];
}

/**
 * The results in their sections, empty sections left out: pages (the route search, as it ranked them), open
 * tabs, this screen's commands, then the global ones. A command the screen also has shows once, as the
 * screen's.
 */
export function paletteGroups({
  query,
  pages,
  tabs = [],
  screenCommands = [],
  commands = [],
}: PaletteSources): PaletteGroup[] {
  const screenIds = new Set(screenCommands.map((command) => command.id));
  const commandItems = (list: readonly PaletteCommand[], prefix: string): PaletteItem[] =>
    list
      .filter((command) => matchesQuery(query, command.title, command.keywords))
      .map((command) => ({ kind: 'command', key: `${prefix}:${command.id}`, command }));
  const groups: PaletteGroup[] = [
    {
      key: 'pages',
      items: pages.map((entry) => ({
        kind: 'page',
        key: `page:${entry.path}|${entry.title.join('>')}`,
        entry,
      })),
    },
    {
      key: 'tabs',
      items: tabs
        .filter((tab) => matchesQuery(query, tab.title, [tab.fullPath]))
        .map((tab) => ({ kind: 'tab', key: `tab:${tab.fullPath}`, tab })),
    },
    { key: 'screen', items: commandItems(screenCommands, 'screen') },
    {
      key: 'commands',
      items: commandItems(
        commands.filter((command) => !screenIds.has(command.id)),
        'command',
      ),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** True for the palette's shortcut: Ctrl+K, or ⌘+K on a Mac (no other modifier). */
export function isPaletteShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): boolean {
  return (
    event.key.toLowerCase() === 'k' &&
    (event.ctrlKey || event.metaKey) &&
    !(event.ctrlKey && event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
