export {
  Pagination,
  type PaginationChange,
  type PaginationProps,
} from './Pagination';
export {
  clampPage,
  normalizePagerCount,
  type PagerItem,
  type PaginationPart,
  pageCount,
  pagerItems,
  pagerStep,
  parseJump,
  parseLayout,
  sizeOptions,
} from './pagination.logic';
export { easeInOutQuad, type ScrollTarget, scrollToTop } from './scrollToTop';
