export { HeaderSearch, type HeaderSearchProps } from './HeaderSearch';
