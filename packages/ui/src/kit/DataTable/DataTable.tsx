import {
  type ColumnDef,
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  getSortedRowModel,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type InputHTMLAttributes, type MouseEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useMessages } from '../../messages';
import { vars } from '../../theme';
import { Empty } from '../Empty';
import { Spinner } from '../Spinner';
import { useOverflowing } from '../scroll/useOverflowing';
import {
  ariaSort,
  type CellKind,
  cellAlign,
  cssLength,
  isControlClick,
  selectAllState,
} from './dataTable.logic';

declare module '@tanstack/react-table' {
  // Merged into TanStack's (empty) interface, so it keeps TanStack's type parameters.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Alignment of the header and the cells (default left). */
    align?: 'left' | 'center' | 'right';
    /** Width of the column: pixels or a CSS length. */
    width?: number | string;
    /**
     * What the cells hold (default text). Text wraps between words only, never inside one. Numbers, dates,
     * names and codes stay on one line: numbers, dates and names at their full width (numbers right-aligned
     * unless `align` says otherwise; a name such as 'Ridgeway E-Bikes' never breaks at its hyphen), codes up
     * to `maxWidth`, past which they end in an ellipsis and show in full on hover.
     */
    kind?: CellKind;
    /** Widest a code cell grows before its ellipsis: pixels or a CSS length (default 16em). */
    maxWidth?: number | string;
  }
}

// Prefixed so it cannot clash with an app's column id.
const SELECT_COLUMN = 'console-select';

const Frame = styled.div<{ $border: boolean }>`
  position: relative;
  background: ${vars.surface};
  ${(p) =>
    p.$border &&
    css`
      border: 1px solid ${vars.borderLight};
      border-bottom: 0;
    `}
`;

const Scroll = styled.div`
  overflow: auto;
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

const Table = styled.table<{ $striped: boolean; $border: boolean; $clickable: boolean }>`
  width: 100%;
  /* separate, not collapse: collapsed borders of a sticky header scroll away with the rows */
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${vars.fontSize};
  color: ${vars.textRegular};

  th,
  td {
    padding: 8px 10px;
    line-height: 23px;
    border-bottom: 1px solid ${vars.borderLight};
    background: ${vars.surface};
    text-align: left;
    /* Columns take their content's width: a line breaks between words, never inside one. */
    overflow-wrap: normal;
    word-break: normal;
  }
  td[data-kind='number'],
  td[data-kind='date'],
  td[data-kind='name'],
  td[data-kind='code'] {
    white-space: nowrap;
  }
  th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${vars.fill};
    color: ${vars.textRegular};
    font-weight: 600;
  }
  ${(p) =>
    p.$border &&
    css`
      th + th,
      td + td {
        border-left: 1px solid ${vars.borderLight};
      }
    `}
  ${(p) =>
    p.$striped &&
    css`
      tbody tr:nth-child(even) td {
        background: ${vars.fill};
      }
    `}
  tbody tr[data-selected] td {
    background: ${vars.primaryLight9};
  }
  tbody tr:hover td {
    background: ${vars.primaryLight9};
  }
  ${(p) =>
    p.$clickable &&
    css`
      tbody tr {
        cursor: pointer;
      }
    `}
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius};
  background: transparent;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:hover {
    color: ${vars.primaryReadable};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

const Carets = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  &::before,
  &::after {
    content: '';
    border: 4px solid transparent;
    color: ${vars.textPlaceholder};
  }
  &::before {
    border-bottom-color: currentColor;
    border-top-width: 0;
  }
  &::after {
    border-top-color: currentColor;
    border-bottom-width: 0;
  }
  &[data-direction='asc']::before,
  &[data-direction='desc']::after {
    color: ${vars.primaryReadable};
  }
`;

const Checkbox = styled.input`
  width: 14px;
  height: 14px;
  margin: 0;
  vertical-align: middle;
  accent-color: ${vars.primaryReadable};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

const LoadingOverlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  background: color-mix(in srgb, ${vars.surface} 85%, transparent);
  color: ${vars.primaryReadable};
  font-size: ${vars.fontSize};
`;

const Clipped = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** A code on one line, cut with an ellipsis past its width; the full text is its title while cut. */
function CodeText({ maxWidth, children }: { maxWidth: number | string | undefined; children: ReactNode }) {
  return (
    <Clipped
      style={{ maxWidth: cssLength(maxWidth) ?? '16em' }}
      onPointerEnter={(event) => {
        const box = event.currentTarget;
        if (box.scrollWidth > box.clientWidth) box.title = box.textContent ?? '';
        else box.removeAttribute('title');
      }}
    >
      {children}
    </Clipped>
  );
}

const Placeholder = styled.td`
  height: 120px;
`;

function SelectBox({
  indeterminate = false,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { indeterminate?: boolean }) {
  return (
    <Checkbox
      type="checkbox"
      // `indeterminate` is a DOM property with no HTML attribute.
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      // A click on the checkbox selects; it is not also a click on the row.
      onClick={(event) => event.stopPropagation()}
      {...props}
    />
  );
}

/** A state that follows `value` when it is given and is kept here otherwise; changes are reported. */
function useControllable<T>(value: T | undefined, onChange: ((next: T) => void) | undefined, initial: T) {
  const [own, setOwn] = useState(initial);
  const current = value ?? own;
  const update: OnChangeFn<T> = (updater) => {
    const next = functionalUpdate(updater, current);
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, update] as const;
}

export interface DataTableProps<TData> {
  // biome-ignore lint/suspicious/noExplicitAny: columns hold different value types (TanStack's own advice)
  columns: ColumnDef<TData, any>[];
  data: TData[];
  /** A stable id per row (default its index); selection is keyed by it. */
  getRowId?: (row: TData, index: number) => string;
  /** Covers the table with a busy overlay reading the catalogue's `loading`. */
  loading?: boolean;
  /** Shown when there are no rows (default <Empty /> with the catalogue's `noData`). */
  empty?: ReactNode;
  /** The sort (controlled when given); clicking a sortable header cycles ascending, descending, none. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The rows come sorted by the server: report sort changes, do not sort here. */
  manualSorting?: boolean;
  /** Selected row ids (controlled when given); with this or its handler, a checkbox column leads. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Rows that may be selected (default all). */
  canSelectRow?: (row: TData) => boolean;
  /** Height after which the body scrolls under a sticky header: pixels or a CSS length. */
  maxHeight?: number | string;
  striped?: boolean;
  /** Borders between the columns and around the table. */
  border?: boolean;
  /**
   * Called on a click on a row, outside its controls. A mouse shortcut only: keep the same action on a
   * button or link in the row for keyboard users.
   */
  onRowClick?: (row: TData) => void;
  /** Names the table (and its scroll region) for screen readers. */
  'aria-label'?: string;
  className?: string;
}

/**
 * A data table on TanStack Table: sortable headers, a selection column, a sticky header, and empty and
 * loading states.
 */
export function DataTable<TData>({
  columns,
  data,
  getRowId,
  loading = false,
  empty,
  sorting,
  onSortingChange,
  manualSorting = false,
  rowSelection,
  onRowSelectionChange,
  canSelectRow,
  maxHeight,
  striped = false,
  border = false,
  onRowClick,
  'aria-label': ariaLabel,
  className,
}: DataTableProps<TData>) {
  const text = useMessages();
  const [sortingState, setSorting] = useControllable(sorting, onSortingChange, []);
  const [selectionState, setSelection] = useControllable(rowSelection, onRowSelectionChange, {});
  const selectable = rowSelection !== undefined || onRowSelectionChange !== undefined;

  const allColumns = useMemo(() => {
    if (!selectable) return columns;
    const select: ColumnDef<TData> = {
      id: SELECT_COLUMN,
      enableSorting: false,
      meta: { align: 'center', width: 48 },
      header: ({ table }) => (
        <SelectBox
          aria-label={text.tableSelectAll}
          {...selectAllState(table.getIsAllPageRowsSelected(), table.getIsSomePageRowsSelected())}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <SelectBox
          aria-label={text.tableSelectRow}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    };
    return [select, ...columns];
  }, [columns, selectable, text.tableSelectAll, text.tableSelectRow]);

  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId,
    state: { sorting: sortingState, rowSelection: selectionState },
    onSortingChange: setSorting,
    onRowSelectionChange: setSelection,
    manualSorting,
    // asc → desc → none on every column (TanStack starts numbers at desc by default), one at a time.
    sortDescFirst: false,
    enableMultiSort: false,
    enableRowSelection: canSelectRow ? (row) => canSelectRow(row.original) : true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowing(scrollRef) || maxHeight !== undefined;
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const rowClick = (row: TData) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (!isControlClick(event.target, event.currentTarget)) onRowClick?.(row);
  };

  return (
    <Frame className={className} $border={border}>
      {/* Busy is set on the rows, not on the frame, so the status overlay beside them is still announced. */}
      <Scroll
        ref={scrollRef}
        aria-busy={loading || undefined}
        style={{ maxHeight: cssLength(maxHeight) }}
        // A table wider or taller than its box must be reachable by keyboard to scroll it.
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': ariaLabel } : {})}
      >
        <Table
          aria-label={ariaLabel}
          $striped={striped}
          $border={border}
          $clickable={onRowClick !== undefined}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const { column } = header;
                  const align = cellAlign(column.columnDef.meta);
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(column.columnDef.header, header.getContext());
                  const sortable = column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      aria-sort={sortable ? ariaSort(column.getIsSorted()) : undefined}
                      style={{ textAlign: align, width: cssLength(column.columnDef.meta?.width) }}
                    >
                      {sortable ? (
                        <SortButton type="button" onClick={column.getToggleSortingHandler()}>
                          {content}
                          <Carets aria-hidden="true" data-direction={column.getIsSorted() || undefined} />
                        </SortButton>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                {loading ? (
                  <Placeholder colSpan={columnCount} />
                ) : (
                  <td colSpan={columnCount}>{empty ?? <Empty />}</td>
                )}
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  data-selected={row.getIsSelected() || undefined}
                  onClick={onRowClick ? rowClick(row.original) : undefined}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                    return (
                      <td key={cell.id} data-kind={meta?.kind} style={{ textAlign: cellAlign(meta) }}>
                        {meta?.kind === 'code' ? (
                          <CodeText maxWidth={meta.maxWidth}>{content}</CodeText>
                        ) : (
                          content
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Scroll>
      {loading && (
        <LoadingOverlay role="status">
          <Spinner size={28} thickness={3} />
          {text.loading}
        </LoadingOverlay>
      )}
    </Frame>
  );
}
