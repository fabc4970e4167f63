export { UserMenu, type UserMenuItem, type UserMenuProps, type UserMenuUser } from './UserMenu';
