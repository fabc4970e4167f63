export { configKeyPath, getConfigValue } from './config';
