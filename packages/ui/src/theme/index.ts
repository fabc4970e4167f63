export { cspNonce } from './cspNonce';
export { classNames } from './Stylesheet';
export { ThemeStyle, type ThemeStyleProps, themeVariables } from './ThemeStyle';
export { sidebarThemes, vars } from './tokens';
export { sizeTokens, staticTokens } from './tokenValues';
