export { Hamburger, type HamburgerProps } from './Hamburger';
