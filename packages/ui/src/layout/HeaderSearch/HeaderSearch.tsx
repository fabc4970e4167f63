import type { RouteDef } from '@console/core';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { formatMessage, type UiMessages, useMessages } from '../../messages';
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
import {
  isPaletteShortcut,
  type PaletteCommand,
  type PaletteGroupKey,
  type PaletteItem,
  type PaletteTab,
  paletteGroups,
} from './palette.logic';
import type { searchRoutes } from './routeSearch';

// The search's code (fuse.js) is not part of the top bar's first paint: it loads when the pointer or the focus
// reaches the search button, or on its click.
const loadSearch = () => import('./routeSearch').then((module) => module.searchRoutes);

export interface HeaderSearchProps {
  /** The viewer's menu (core's `buildMenu` output): only pages they can open are found. */
  routes: readonly RouteDef[];
  /** Called with the in-app path or external address after a result is picked. */
  onNavigate?: (to: string) => void;
  /** Open tabs to switch to (leave out the one in view); shown under "Open tabs". */
  tabs?: readonly PaletteTab[];
  /** The screen in view's commands, listed before the others. Already filtered for the viewer. */
  screenCommands?: readonly PaletteCommand[];
  /** Commands available everywhere. Already filtered for the viewer (see `commandsForViewer`). */
  commands?: readonly PaletteCommand[];
  /** Ctrl+K / ⌘+K opens (and closes) the search from anywhere in the page (default true). */
  shortcut?: boolean;
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
  width: 360px;
  max-width: calc(100vw - 16px);
  max-height: 400px;
  overflow-y: auto;
  padding: 6px 0;
  ${popupSurface}
  &[hidden] {
    display: none;
  }
`;

const Listbox = styled.div``;

const Group = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupHeading = styled.li`
  padding: 6px 16px 2px;
  font-size: 12px;
  line-height: 20px;
  color: ${vars.textSecondary};
`;

const Option = styled.li`
  display: flex;
  gap: 12px;
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

const OptionLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Hint = styled.span`
  flex: none;
  font-size: 12px;
  color: ${vars.textSecondary};
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

const GROUP_LABEL: Record<PaletteGroupKey, keyof UiMessages> = {
  pages: 'searchPages',
  tabs: 'searchTabs',
  screen: 'searchScreenCommands',
  commands: 'searchCommands',
};

function itemLabel(item: PaletteItem): string {
  if (item.kind === 'page') return resultLabel(item.entry);
  return item.kind === 'tab' ? item.tab.title : item.command.title;
}

/** What the live region says: the number of results, or that there are none (nothing while loading). */
function announcement(text: UiMessages, count: number, settled: boolean): string {
  if (count === 1) return text.searchResultOne;
  if (count > 1) return formatMessage(text.searchResultCount, { count });
  return settled ? text.searchNoResults : '';
}

/**
 * The search of the top bar, and the command palette: the search button or Ctrl+K / ⌘+K (from anywhere, even
 * a field) opens a combobox that fuzzy-finds the viewer's pages by title and path (core's search: threshold
 * 0.4, weights 0.7/0.3), the open tabs and the commands, in labelled sections; with nothing typed it lists
 * the tabs and commands. Arrow keys move through every section, Enter opens or runs the highlighted (or
 * first) result, Escape closes and gives the focus back to where it was; a live region says how many
 * results there are. External pages open in a new tab.
 */
export function HeaderSearch({
  routes,
  onNavigate,
  tabs,
  screenCommands,
  commands,
  shortcut = true,
}: HeaderSearchProps) {
  const text = useMessages();
  const { navigate } = useNavigationActions();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Where the focus was when the shortcut opened the palette: it goes back there on Escape or a command.
  const openerRef = useRef<HTMLElement | null>(null);
  const [makeSearch, setMakeSearch] = useState<typeof searchRoutes>();
  const prepare = useCallback(() => {
    void loadSearch().then((loaded) => setMakeSearch(() => loaded));
  }, []);
  const search = useMemo(() => makeSearch?.(routes), [makeSearch, routes]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(-1);
  const groups = useMemo(
    () => paletteGroups({ query, pages: search?.(query) ?? [], tabs, screenCommands, commands }),
    [search, query, tabs, screenCommands, commands],
  );
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = useCallback(() => {
    setOpen(false);
    setQuery('');
    setHighlighted(-1);
  }, []);

  const giveFocusBack = useCallback(() => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected && opener !== document.body) opener.focus();
    else buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!shortcut) return;
    // Capture: a field or a dialog that handles its own keys still lets the shortcut through.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      if (open) {
        close();
        giveFocusBack();
        return;
      }
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement ? active : null;
      prepare();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [shortcut, open, close, giveFocusBack, prepare]);

  // The highlighted option stays in view as the arrows move through a list longer than the popup.
  useEffect(() => {
    if (highlighted >= 0)
      document.getElementById(`${id}-option-${highlighted}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, highlighted]);

  const goTo = (to: string, external = false) => {
    openerRef.current = null;
    buttonRef.current?.focus();
    if (external) window.open(to, '_blank', 'noopener');
    else navigate(to);
    onNavigate?.(to);
  };

  const pick = (item: PaletteItem) => {
    close();
    if (item.kind === 'page') goTo(resultTarget(item.entry), item.entry.external);
    else if (item.kind === 'tab') goTo(item.tab.fullPath);
    else {
      const { command } = item;
      if (command.to !== undefined) goTo(command.to);
      else giveFocusBack();
      // After the focus is back, so that a dialog the command opens can take it.
      command.run?.();
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted(moveHighlight(highlighted, items.length, event.key));
    } else if (event.key === 'Enter') {
      const item = items[highlighted] ?? items[0];
      if (!item) return;
      event.preventDefault();
      pick(item);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      giveFocusBack();
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      openerRef.current = null;
      close();
    }
  };

  // Until the route search's code is there, the field says it is busy and never says "no matches".
  const settled = search !== undefined;
  const hasQuery = query.trim() !== '';
  const expanded = open && items.length > 0;
  let index = -1;

  return (
    <Wrapper onBlur={handleBlur}>
      <ToolButton
        ref={buttonRef}
        type="button"
        aria-label={text.search}
        aria-expanded={open}
        aria-keyshortcuts={shortcut ? 'Control+K Meta+K' : undefined}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          openerRef.current = null;
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
            aria-busy={!settled}
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
          <VisuallyHidden role="status">
            {announcement(text, items.length, settled && (hasQuery || items.length > 0))}
          </VisuallyHidden>
          <Popup hidden={!expanded && !(settled && hasQuery)}>
            <Listbox id={listId} role="listbox" aria-label={text.search} hidden={!expanded}>
              {groups.map((group) => (
                <Group key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
                  <GroupHeading id={`${id}-group-${group.key}`} role="presentation">
                    {text[GROUP_LABEL[group.key]]}
                  </GroupHeading>
                  {group.items.map((item) => {
                    index += 1;
                    const at = index;
                    return (
                      <Option
                        key={item.key}
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === highlighted}
                        data-kind={item.kind}
                        // Keep the focus in the field so the list does not close before the click lands.
                        onMouseDown={(event) => event.preventDefault()}
                        onMouseEnter={() => setHighlighted(at)}
                        onClick={() => pick(item)}
                      >
                        <OptionLabel>
                          <HighlightedLabel label={itemLabel(item)} query={query} />
                        </OptionLabel>
                        {item.kind === 'command' && item.command.hint && <Hint>{item.command.hint}</Hint>}
                      </Option>
                    );
                  })}
                </Group>
              ))}
            </Listbox>
            {settled && hasQuery && items.length === 0 && (
              <Empty aria-hidden="true">{text.searchNoResults}</Empty>
            )}
          </Popup>
        </>
      )}
    </Wrapper>
  );
}
