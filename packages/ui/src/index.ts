export * from './kit/Button';
export * from './kit/Dialog';
export * from './kit/Drawer';
export * from './kit/Menu';
export * from './kit/Tooltip';
export * from './messages';
export * from './navigation';
export * from './theme';
