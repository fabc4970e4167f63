import { Button, DataTable, type DataTableProps, Empty, Pagination } from '@console/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../LoadFailed';
import type { Page } from '../page';
import { ActionBar } from '../ScreenLayout';

const Pager = styled.div`
  padding: 8px 0 0;
`;

/** A sort as the list endpoints take it: a column id, '-' first for descending. */
export function sortingOf(sort: string): { id: string; desc: boolean } {
  return sort.startsWith('-') ? { id: sort.slice(1), desc: true } : { id: sort, desc: false };
}

export interface ServerListProps<Row> {
  /** The table's accessible name, e.g. 'Claims'. */
  label: string;
  /** What the rows are, in the plural ('claims'): it names the empty and failed states. */
  noun: string;
  /** What an empty list says; default 'No {noun} match these filters.' (a list without filters says more). */
  emptyText?: string;
  columns: DataTableProps<Row>['columns'];
  getRowId: (row: Row) => string;
  /** The page shown; undefined before the first answer. */
  page: Page<Row> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The server's sort; a column only shows it when it is sortable (has an accessorFn). None: a fixed order. */
  sort?: string;
  /** The sort to ask for when a column's sort is cleared; undefined leaves it to the server. */
  defaultSort?: string;
  onSortChange?: (sort: string | undefined) => void;
  pageNum: number;
  pageSize: number;
  onPageChange: (page: { pageNum: number; pageSize: number }) => void;
  /** The CSV export of the list's filters; without it the list offers none. */
  onExport?: () => void;
  exporting?: boolean;
  /** Buttons before Export CSV (e.g. "Register a warranty"). */
  actions?: ReactNode;
  /** Under the rows, above the pager (e.g. the totals of the filtered rows). */
  footer?: ReactNode;
  /** Rows chosen for a bulk action, by row id; with it the table shows a selection column. */
  rowSelection?: DataTableProps<Row>['rowSelection'];
  onRowSelectionChange?: DataTableProps<Row>['onRowSelectionChange'];
}

/**
 * The rows of a server-side list: the action bar with its CSV export, the table sorted by the server, the
 * pager, and the empty, loading and failed states every list shares.
 */
export function ServerList<Row>({
  label,
  noun,
  emptyText,
  columns,
  getRowId,
  page,
  loading,
  failed,
  onRetry,
  sort,
  defaultSort,
  onSortChange,
  pageNum,
  pageSize,
  onPageChange,
  onExport,
  exporting,
  actions,
  footer,
  rowSelection,
  onRowSelectionChange,
}: ServerListProps<Row>) {
  const sorting = sortingOf(sort ?? '');
  const sortable = columns.some((column) => column.id === sorting.id && 'accessorFn' in column);
  return (
    <>
      <ActionBar>
        {actions}
        {onExport && (
          <Button onClick={onExport} loading={exporting}>
            Export CSV
          </Button>
        )}
      </ActionBar>
      {failed && !page ? (
        <LoadFailed message={`The ${noun} could not be loaded.`} onRetry={onRetry} />
      ) : (
        <>
          <DataTable
            aria-label={label}
            columns={columns}
            data={page?.rows ?? []}
            getRowId={getRowId}
            loading={loading}
            rowSelection={rowSelection}
            onRowSelectionChange={onRowSelectionChange}
            manualSorting
            sorting={sortable ? [sorting] : []}
            onSortingChange={(next) => {
              const first = next[0];
              onSortChange?.(first ? `${first.desc ? '-' : ''}${first.id}` : defaultSort);
            }}
            empty={<Empty description={emptyText ?? `No ${noun} match these filters.`} />}
          />
          {footer}
          <Pager>
            <Pagination
              total={page?.total ?? 0}
              page={pageNum}
              limit={pageSize}
              onChange={({ page: next, limit }) => onPageChange({ pageNum: next, pageSize: limit })}
            />
          </Pager>
        </>
      )}
    </>
  );
}
