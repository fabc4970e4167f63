import { type ComponentSize, DEFAULT_THEME, readableThemeColor, themePalette } from '@console/core';
import { useInsertionEffect } from 'react';
import { cspNonce } from './cspNonce';
import { sizeTokens, staticTokens } from './tokenValues';

/** The CSS variables of a theme colour and a size, as a declaration block. */
export function themeVariables(theme: string, size: ComponentSize): string {
  const palette = themePalette(theme);
  const readable = readableThemeColor(theme);
  const metrics = sizeTokens[size];
  const entries: [string, string][] = [
    ['primary', palette.primary],
    ['primary-readable', readable],
    ...([1, 2, 3, 4, 5, 6, 7, 8, 9] as const).flatMap((i): [string, string][] => [
      [`primary-light-${i}`, palette[`light${i}`]],
      [`primary-dark-${i}`, palette[`dark${i}`]],
    ]),
    ['focus-ring', `0 0 0 2px ${palette.light5}`],
    ['control-height', metrics.height],
    ['control-font-size', metrics.fontSize],
    ['control-padding-x', metrics.paddingX],
    ...Object.entries(staticTokens),
  ];
  return entries.map(([name, value]) => `--console-${name}: ${value};`).join('\n');
}

const baseStyle = `*, *::before, *::after { box-sizing: border-box; }
body {
  margin: 0;
  font-family: var(--console-font-family);
  font-size: var(--console-font-size);
  color: var(--console-text);
  -webkit-font-smoothing: antialiased;
}`;

export interface ThemeStyleProps {
  /** Theme colour (#rgb or #rrggbb); invalid values fall back to the default #409EFF. */
  themeColor?: string;
  size?: ComponentSize;
}

/**
 * Sets the theme variables on :root (so portals get them too) and a minimal base style, in a <style> of its
 * own in <head> that follows the colour and size; it renders nothing in place and needs no styling runtime.
 */
export function ThemeStyle({ themeColor = DEFAULT_THEME, size = 'medium' }: ThemeStyleProps) {
  const css = `:root {\n${themeVariables(themeColor, size)}\n}\n${baseStyle}`;
  useInsertionEffect(() => {
    const style = document.createElement('style');
    style.dataset.consoleTheme = '';
    const nonce = cspNonce();
    if (nonce) style.nonce = nonce;
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, [css]);
  return null;
}
