export { Drawer, type DrawerProps, type DrawerSide } from './Drawer';
