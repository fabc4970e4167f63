export { MENU_ICON_NAMES, MenuIcon, type MenuIconProps } from './icons';
export { Sidebar, type SidebarProps } from './Sidebar';
export { SidebarLogo, type SidebarLogoInfo, type SidebarLogoProps } from './SidebarLogo';
