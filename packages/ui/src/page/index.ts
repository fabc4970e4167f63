export { PageBound } from './PageBound';
export {
  createPageVisibility,
  type PageVisibility,
  PageVisibilityContext,
  type PageVisibilityControl,
  usePageShown,
  usePageVisibility,
  useWhenPageShown,
} from './pageVisibility';
