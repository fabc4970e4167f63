export { isEmail, isExternal, isHttpUrl } from './validate';
