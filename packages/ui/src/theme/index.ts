export { ThemeStyle, type ThemeStyleProps, themeVariables } from './ThemeStyle';
export { type ComponentSize, type SideTheme, sidebarThemes, sizeTokens, staticTokens, vars } from './tokens';
