export { TopNav, type TopNavProps } from './TopNav';
