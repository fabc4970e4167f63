import type { RouteDef, RouteSearchEntry } from '@console/core';
import { type FocusEvent, type KeyboardEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useMessages } from '../../messages';
import { useNavigationActions } from '../../navigation';
import { vars } from '../../theme';
import { popupSurface } from '../../theme/surfaces';
import { ToolButton } from '../Navbar/ToolButton';
import {
  highlightRanges,
  moveHighlight,
  resultLabel,
  resultTarget,
  splitByRanges,
} from './headerSearch.logic';
import type { searchRoutes } from './routeSearch';

// The search's code (fuse.js) is not part of the top bar's first paint: it loads when the pointer or the focus
// reaches the search button, or on its click.
const loadSearch = () => import('./routeSearch').then((module) => module.searchRoutes);

export interface HeaderSearchProps {
  /** The viewer's menu (core's `buildMenu` output): only pages they can open are found. */
  routes: readonly RouteDef[];
  /** Called with the in-app path or external address after a result is picked. */
  onNavigate?: (to: string) => void;
}

const grow = keyframes`from { width: 0; } to { width: 210px; }`;

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 100%;
`;

const Input = styled.input`
  width: 210px;
  height: 32px;
  padding: 0 8px;
  border: 0;
  border-bottom: 1px solid ${vars.border};
  background: transparent;
  color: ${vars.text};
  font: inherit;
  font-size: 14px;
  animation: ${grow} 0.2s ease-out;
  &::placeholder {
    color: ${vars.textPlaceholder};
  }
  &:focus {
    outline: none;
    border-bottom-color: ${vars.primary};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% - 6px);
  right: 0;
  width: 320px;
  max-height: 320px;
  overflow-y: auto;
  padding: 6px 0;
  ${popupSurface}
  &[hidden] {
    display: none;
  }
`;

const Listbox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li`
  padding: 0 16px;
  line-height: 34px;
  font-size: 14px;
  color: ${vars.textRegular};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${vars.primaryLight9};
    color: ${vars.primaryReadable};
  }
  mark {
    background: transparent;
    color: inherit;
    font-weight: 700;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 0 16px;
  line-height: 34px;
  color: ${vars.textSecondary};
`;

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function HighlightedLabel({ label, query }: { label: string; query: string }) {
  return splitByRanges(label, highlightRanges(label, query)).map((segment, index) =>
    // Text nodes and <mark> only: route titles are never parsed as HTML.
    segment.highlighted ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and rebuilt on every query
      <mark key={index}>{segment.text}</mark>
    ) : (
      segment.text
    ),
  );
}

/**
 * The menu search of the top bar: the search button opens a combobox that fuzzy-finds the viewer's pages by
 * title and path (core's search: threshold 0.4, weights 0.7/0.3). Arrow keys move, Enter opens the
 * highlighted (or first) result, Escape closes; external pages open in a new tab.
 */
export function HeaderSearch({ routes, onNavigate }: HeaderSearchProps) {
  const text = useMessages();
  const { navigate } = useNavigationActions();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [makeSearch, setMakeSearch] = useState<typeof searchRoutes>();
  const prepare = useCallback(() => {
    void loadSearch().then((loaded) => setMakeSearch(() => loaded));
  }, []);
  const search = useMemo(() => makeSearch?.(routes), [makeSearch, routes]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(-1);
  const results = useMemo(() => search?.(query) ?? [], [search, query]);
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setQuery('');
    setHighlighted(-1);
  };

  const pick = (entry: RouteSearchEntry) => {
    const to = resultTarget(entry);
    close();
    buttonRef.current?.focus();
    if (entry.external) window.open(to, '_blank', 'noopener');
    else navigate(to);
    onNavigate?.(to);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted(moveHighlight(highlighted, results.length, event.key));
    } else if (event.key === 'Enter') {
      const entry = results[highlighted] ?? results[0];
      if (!entry) return;
      event.preventDefault();
      pick(entry);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  // Until the search's code is there, the field says it is busy and shows no results (not "no matches").
  const hasQuery = search !== undefined && query.trim() !== '';
  const expanded = open && hasQuery && results.length > 0;

  return (
    <Wrapper onBlur={handleBlur}>
      <ToolButton
        ref={buttonRef}
        type="button"
        aria-label={text.search}
        aria-expanded={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          if (open) close();
          else setOpen(true);
        }}
      >
        <SearchIcon />
      </ToolButton>
      {open && (
        <>
          <Input
            // The field appears because the user asked to search: it takes the focus.
            autoFocus
            type="text"
            role="combobox"
            aria-label={text.search}
            aria-autocomplete="list"
            aria-busy={search === undefined}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
            placeholder={text.searchPlaceholder}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setHighlighted(-1);
            }}
            onKeyDown={handleKeyDown}
          />
          <Popup hidden={!hasQuery}>
            <Listbox id={listId} role="listbox" aria-label={text.search} hidden={!expanded}>
              {results.map((entry, index) => (
                <Option
                  key={`${entry.path}|${resultLabel(entry)}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === highlighted}
                  // Keep the focus in the field so the list does not close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setHighlighted(index)}
                  onClick={() => pick(entry)}
                >
                  <HighlightedLabel label={resultLabel(entry)} query={query} />
                </Option>
              ))}
            </Listbox>
            {results.length === 0 && <Empty role="status">{text.searchNoResults}</Empty>}
          </Popup>
        </>
      )}
    </Wrapper>
  );
}
