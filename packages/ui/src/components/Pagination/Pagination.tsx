import { PAGINATION, pageAfterSizeChange, pagerCountForWidth } from '@console/core';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled, { css } from 'styled-components';
import { formatMessage, useMessages } from '../../messages';
import { vars } from '../../theme';
import {
  clampPage,
  type PaginationPart,
  pageCount,
  pagerItems,
  pagerStep,
  parseJump,
  parseLayout,
  sizeOptions,
} from './pagination.logic';
import { scrollParentOf, scrollToTop } from './scrollToTop';

export interface PaginationChange {
  page: number;
  limit: number;
}

export interface PaginationProps {
  total: number;
  /** Current page (default 1). The component follows changes of this prop and keeps its own state between. */
  page?: number;
  /** Items per page (default 20). */
  limit?: number;
  pageSizes?: readonly number[];
  /** Numbered buttons, first and last included; default 7, or 5 in a window narrower than 992 px. */
  pagerCount?: number;
  /** Parts in order, comma-separated: total, sizes, prev, pager, next, jumper; '->' pushes the rest right. */
  layout?: string;
  /** Hides the pagination but keeps it mounted. */
  hidden?: boolean;
  /** Scroll to the top after every change (default true). */
  autoScroll?: boolean;
  /** The element that scrolls; default its nearest scrolling ancestor (the content area under a fixed header), else the document. */
  scrollContainer?: () => HTMLElement | null;
  /** Once per user action, with the page and size now in force. */
  onChange?: (change: PaginationChange) => void;
  onPageChange?: (page: number) => void;
  onLimitChange?: (limit: number) => void;
  className?: string;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 8px 0;
  background: ${vars.surface};
  color: ${vars.textRegular};
  font-size: 13px;
  &[hidden] {
    display: none;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const focusRing = css`
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

const PageButton = styled.button`
  min-width: 32px;
  height: 32px;
  padding: 0 6px;
  border: 0;
  border-radius: ${vars.radius};
  background: ${vars.fill};
  color: ${vars.textRegular};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
  &:hover:not(:disabled):not([aria-current='page']) {
    color: ${vars.primaryReadable};
  }
  &[aria-current='page'] {
    background: ${vars.primaryReadable};
    color: #ffffff;
    cursor: default;
  }
  &:disabled {
    color: ${vars.disabledText};
    cursor: not-allowed;
  }
`;

const MoreButton = styled(PageButton)`
  .hover-arrow {
    display: none;
  }
  &:hover .hover-arrow,
  &:focus-visible .hover-arrow {
    display: inline;
  }
  &:hover .dots,
  &:focus-visible .dots {
    display: none;
  }
`;

const field = css`
  height: 32px;
  border: 1px solid ${vars.border};
  border-radius: ${vars.radius};
  background: ${vars.surface};
  color: ${vars.textRegular};
  font: inherit;
  ${focusRing}
  &:hover {
    border-color: ${vars.primaryLight5};
  }
`;

const SizeSelect = styled.select`
  ${field}
  padding: 0 8px;
  cursor: pointer;
`;

const Jumper = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
`;

const JumpInput = styled.input`
  ${field}
  width: 56px;
  padding: 0 6px;
  text-align: center;
`;

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Window width, re-read on resize; the desktop width where there is no window. */
function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 1280,
  );
}

/** Page navigation for lists: total, page size, numbered pages with ellipses, and a "Go to" field. */
export function Pagination({
  total,
  page = PAGINATION.page,
  limit = PAGINATION.limit,
  pageSizes = PAGINATION.pageSizes,
  pagerCount,
  layout = PAGINATION.layout,
  hidden = false,
  autoScroll = true,
  scrollContainer,
  onChange,
  onPageChange,
  onLimitChange,
  className,
}: PaginationProps) {
  const text = useMessages();
  const width = useWindowWidth();
  const count = pagerCount ?? pagerCountForWidth(width);

  // Follows the props when the parent changes them, and the user's choices in between.
  const [given, setGiven] = useState({ page, limit });
  const [current, setCurrent] = useState({ page, limit });
  if (given.page !== page || given.limit !== limit) {
    setGiven({ page, limit });
    setCurrent({ page, limit });
  }

  const pages = pageCount(total, current.limit);
  const shownPage = clampPage(current.page, pages);
  const [draft, setDraft] = useState<string | null>(null);

  const navRef = useRef<HTMLElement>(null);
  const stopScroll = useRef<(() => void) | null>(null);
  useEffect(() => () => stopScroll.current?.(), []);

  function scrollUp() {
    if (!autoScroll) return;
    const target = scrollContainer ? scrollContainer() : scrollParentOf(navRef.current);
    if (!target) return;
    stopScroll.current?.();
    stopScroll.current = scrollToTop(target);
  }

  function goTo(next: number) {
    const target = clampPage(next, pages);
    if (target === shownPage) return;
    setCurrent({ page: target, limit: current.limit });
    onPageChange?.(target);
    onChange?.({ page: target, limit: current.limit });
    scrollUp();
  }

  function changeSize(size: number) {
    if (size === current.limit) return;
    // One change, one request: the page is settled before anyone hears of the new size.
    const nextPage = pageAfterSizeChange({ page: shownPage, newSize: size, total });
    setCurrent({ page: nextPage, limit: size });
    onLimitChange?.(size);
    if (nextPage !== shownPage) onPageChange?.(nextPage);
    onChange?.({ page: nextPage, limit: size });
    scrollUp();
  }

  function applyDraft() {
    if (draft === null) return;
    setDraft(null);
    const target = parseJump(draft, pages);
    if (target !== null) goTo(target);
  }

  const parts: Record<PaginationPart, () => ReactNode> = {
    total: () => <span key="total">{formatMessage(text.paginationTotal, { total })}</span>,
    sizes: () => (
      <SizeSelect
        key="sizes"
        aria-label={text.paginationPageSizeLabel}
        value={current.limit}
        onChange={(event) => changeSize(Number(event.target.value))}
      >
        {sizeOptions(pageSizes, current.limit).map((size) => (
          <option key={size} value={size}>
            {formatMessage(text.paginationPageSize, { size })}
          </option>
        ))}
      </SizeSelect>
    ),
    prev: () => (
      <PageButton
        key="prev"
        type="button"
        aria-label={text.paginationPrev}
        disabled={shownPage <= 1}
        onClick={() => goTo(shownPage - 1)}
      >
        <span aria-hidden="true">‹</span>
      </PageButton>
    ),
    next: () => (
      <PageButton
        key="next"
        type="button"
        aria-label={text.paginationNext}
        disabled={shownPage >= pages}
        onClick={() => goTo(shownPage + 1)}
      >
        <span aria-hidden="true">›</span>
      </PageButton>
    ),
    pager: () => (
      <Pages key="pager">
        {pagerItems(shownPage, pages, count).map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              <PageButton
                type="button"
                aria-label={formatMessage(text.paginationPage, { page: item.page })}
                aria-current={item.page === shownPage ? 'page' : undefined}
                onClick={() => goTo(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ) : (
            <li key={item.direction}>
              <MoreButton
                type="button"
                aria-label={formatMessage(
                  item.direction === 'prev' ? text.paginationMorePrev : text.paginationMoreNext,
                  { n: pagerStep(count) },
                )}
                onClick={() => goTo(item.target)}
              >
                <span className="dots" aria-hidden="true">
                  …
                </span>
                <span className="hover-arrow" aria-hidden="true">
                  {item.direction === 'prev' ? '«' : '»'}
                </span>
              </MoreButton>
            </li>
          ),
        )}
      </Pages>
    ),
    jumper: () => (
      <Jumper key="jumper">
        {text.paginationGoTo}
        <JumpInput
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          value={draft ?? String(shownPage)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyDraft();
          }}
          onBlur={applyDraft}
        />
      </Jumper>
    ),
    '->': () => <Spacer key="spacer" />,
  };

  return (
    <Nav ref={navRef} aria-label={text.paginationLabel} hidden={hidden} className={className}>
      {parseLayout(layout).map((part) => parts[part]())}
    </Nav>
  );
}
