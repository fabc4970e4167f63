export { type CookieOptions, getCookie, removeCookie, setCookie } from './cookies';
export { createJsonStorage, type JsonStorage, localJson, sessionJson } from './storage';
