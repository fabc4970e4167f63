export { Navbar, type NavbarProps } from './Navbar';
