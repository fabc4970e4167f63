import { type ComponentSize, findMatchedChain, type RouteDef } from '@console/core';
import type { UiMessages } from '../../messages';
import { formatMessage } from '../../messages';
import type { PaletteCommand } from '../HeaderSearch/palette.logic';
import type { UserMenuItem } from '../UserMenu';

const SIZES: readonly [ComponentSize, keyof UiMessages][] = [
  ['default', 'sizeDefault'],
  ['medium', 'sizeMedium'],
  ['small', 'sizeSmall'],
  ['mini', 'sizeMini'],
];

export interface LayoutCommandsInput {
  text: UiMessages;
  size: ComponentSize;
  onSizeChange: (size: ComponentSize) => void;
  onOpenSettings: () => void;
  /** The user menu's own entries: what it offers, the palette offers too. */
  userMenuItems?: readonly UserMenuItem[];
  /** Asks for the logout confirmation, as the user menu does. */
  onLogout: () => void;
}

/**
 * The commands the layout itself can run, after the host's: the other sizes, the layout settings, the user
 * menu's extra entries and logging out. The size in use is left out.
 */
export function layoutCommands({
  text,
  size,
  onSizeChange,
  onOpenSettings,
  userMenuItems = [],
  onLogout,
}: LayoutCommandsInput): PaletteCommand[] {
  return [
    ...SIZES.filter(([value]) => value !== size).map(([value, label]) => ({
      id: `layout:size:${value}`,
      title: formatMessage(text.commandSize, { size: text[label] }),
      keywords: [text.commandSwitchSize, text.size],
      run: () => onSizeChange(value),
    })),
    { id: 'layout:settings', title: text.layoutSettings, run: onOpenSettings },
    ...userMenuItems.map((item) => ({ id: `menu:${item.key}`, title: item.label, run: item.onSelect })),
    { id: 'layout:logout', title: text.logout, run: onLogout },
  ];
}

/** Whether a path (with or without its query) is one of the viewer's routes: what a command's `to` needs. */
export function routeOpens(viewerRoutes: readonly RouteDef[], to: string): boolean {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return findMatchedChain(viewerRoutes, pathname).length > 0;
}
