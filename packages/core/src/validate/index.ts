export { isEmail, isExternal, isHttpUrl, isSafeRedirect } from './validate';
