import { LAYOUT, PAGINATION } from '../constants';

/** Page buttons: 7, or 5 when narrower than 992 px (spec §9); callers re-evaluate on resize. */
export function pagerCountForWidth(width: number): number {
  return width < LAYOUT.mobileBreakpoint ? PAGINATION.pagerCountMobile : PAGINATION.pagerCount;
}

export interface PageSizeChange {
  page: number;
  newSize: number;
  total: number;
}

/**
 * The page to show after the page size changes: 1 when page × new size exceeds the total, else the same
 * page (spec §9). One request follows the change, never two.
 */
export function pageAfterSizeChange({ page, newSize, total }: PageSizeChange): number {
  return page * newSize > total ? 1 : page;
}
