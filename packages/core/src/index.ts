export * from './constants';
export * from './errors';
export * from './feedback';
export * from './storage';
export * from './time';
export * from './validate';
