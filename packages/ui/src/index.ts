export * from './components/Access';
export * from './components/DictTag';
export * from './components/Feedback';
export * from './components/FileUpload';
export * from './components/IframeView';
export * from './components/ImageUpload';
export * from './components/LazyEditor';
export * from './components/Pagination';
export * from './kit/Badge';
export * from './kit/Button';
export * from './kit/Card';
export * from './kit/Checkbox';
export * from './kit/DataTable';
export * from './kit/DatePicker';
export * from './kit/Descriptions';
export * from './kit/Dialog';
export * from './kit/Drawer';
export * from './kit/Empty';
export * from './kit/FormField';
export * from './kit/Input';
export * from './kit/Menu';
export { afterNextPaint } from './kit/paint/afterNextPaint';
export * from './kit/Radio';
export * from './kit/Select';
export * from './kit/Skeleton';
export * from './kit/Spinner';
export * from './kit/Switch';
export { findPageScroller, usePageScroll } from './kit/scroll/usePageScroll';
export * from './kit/Tabs';
export * from './kit/Tag';
export * from './kit/Textarea';
export * from './kit/Tooltip';
export * from './layout/AppMain';
export * from './layout/Breadcrumb';
export * from './layout/ConsoleLayout';
export * from './layout/Hamburger';
export * from './layout/HeaderSearch';
export * from './layout/Navbar';
export * from './layout/ProgressBar';
export * from './layout/Screenfull';
export * from './layout/SettingsDrawer';
export * from './layout/Sidebar';
export * from './layout/SizeSelect';
export * from './layout/TagsView';
export * from './layout/TopNav';
export * from './layout/UserMenu';
export * from './messages';
export * from './navigation';
export {
  createPageVisibility,
  PageBound,
  type PageVisibility,
  PageVisibilityContext,
  type PageVisibilityControl,
  usePageShown,
  usePageVisibility,
  useWhenPageShown,
} from './page';
export * from './theme';
