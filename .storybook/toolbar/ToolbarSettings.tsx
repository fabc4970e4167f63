import { type ReactNode, useLayoutEffect, useState } from 'react';
import { ThemeStyle } from '../../packages/ui/src/theme';
import { type ToolbarSettings as Settings, seedSavedSettings } from './toolbarGlobals';

/**
 * Applies the toolbar to a story: the theme variables on :root for every component, and — for the
 * duration of the first render only — the non-default choices as the user's saved settings, so a
 * ConsoleLayout with a store of its own starts from them as the app would. The storage is put back once
 * mounted; the decorator remounts this (by key) when the toolbar changes.
 */
export function ToolbarSettings({ settings, children }: { settings: Settings; children: ReactNode }) {
  const [restore] = useState(() => seedSavedSettings(settings));
  useLayoutEffect(() => restore(), [restore]);
  return (
    <>
      {/* First, so a ThemeStyle inside a story (its own store's, or a fixed size) comes later and wins. */}
      <ThemeStyle themeColor={settings.themeColor} size={settings.size} />
      {children}
    </>
  );
}
