export { ThemeStyle, type ThemeStyleProps, themeVariables } from './ThemeStyle';
export { sidebarThemes, sizeTokens, staticTokens, vars } from './tokens';
