import { usStateOptions } from '@console/core';
import {
  Button,
  DataTable,
  type DataTableProps,
  Empty,
  Input,
  Pagination,
  Select,
  Skeleton,
  vars,
} from '@console/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FIRST_DIRECTORY_QUERY, hasFilters, withPage, withState } from './directory.logic';
import type { DirectoryLoader } from './public.api';
import { useDirectory } from './useDirectory';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 12px;
`;

const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  flex: 1 1 320px;
`;

const StateFilter = styled.div`
  flex: 0 1 220px;
  min-width: 180px;
`;

const Status = styled.p`
  margin: 0 0 8px;
  color: ${vars.textSecondary};
  font-size: 13px;
`;

const Failure = styled.div`
  padding: 24px;
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
  background: ${vars.surface};
  text-align: center;
  p {
    margin: 0 0 12px;
  }
`;

export interface DirectoryNouns {
  /** e.g. 'brand' */
  one: string;
  /** e.g. 'brands' */
  many: string;
}

export interface DirectoryProps<T> {
  load: DirectoryLoader<T>;
  nouns: DirectoryNouns;
  columns: DataTableProps<T>['columns'];
  getRowId: (row: T) => string;
}

/**
 * A public list of companies: search by name (after a pause in typing, or on Enter), a state filter, the
 * table with loading, empty and failed states, and paging.
 */
export function Directory<T>({ load, nouns, columns, getRowId }: DirectoryProps<T>) {
  const list = useDirectory(load);
  const { query, page } = list;
  const filtered = hasFilters(query);
  const capitalised = `${nouns.many.charAt(0).toUpperCase()}${nouns.many.slice(1)}`;

  const clearFilters = () => {
    list.setSearchText('');
    list.setQuery((current) => ({ ...FIRST_DIRECTORY_QUERY, pageSize: current.pageSize }));
  };

  let results: ReactNode;
  if (list.error !== null) {
    results = (
      <Failure role="alert">
        <p>
          <strong>The {nouns.many} could not be loaded.</strong>
        </p>
        <p>{list.error}</p>
        <Button variant="primary" onClick={list.retry}>
          Try again
        </Button>
      </Failure>
    );
  } else if (page === null) {
    results = <Skeleton rows={6} />;
  } else {
    results = (
      <>
        <Status aria-live="polite">
          {page.total} {page.total === 1 ? nouns.one : nouns.many} {filtered ? 'found' : 'on the platform'}
        </Status>
        <DataTable
          aria-label={capitalised}
          columns={columns}
          data={page.rows}
          getRowId={getRowId}
          loading={list.loading}
          empty={
            filtered ? (
              <Empty
                description={`No ${nouns.many} match your search.`}
                action={<Button onClick={clearFilters}>Clear search and filter</Button>}
              />
            ) : (
              <Empty description={`No ${nouns.many} are listed yet.`} />
            )
          }
        />
        <Pagination
          hidden={page.total === 0}
          total={page.total}
          page={query.pageNum}
          limit={query.pageSize}
          onChange={(change) => list.setQuery((current) => withPage(current, change))}
        />
      </>
    );
  }

  return (
    <div>
      <Toolbar>
        <SearchForm
          role="search"
          aria-label={`Search ${nouns.many}`}
          onSubmit={(event) => {
            event.preventDefault();
            list.searchNow();
          }}
        >
          <Input
            type="search"
            aria-label={`${capitalised} name`}
            placeholder="Search by name"
            value={list.searchText}
            onChange={(event) => list.setSearchText(event.target.value)}
            clearable
          />
          <Button type="submit">Search</Button>
        </SearchForm>
        <StateFilter>
          <Select
            aria-label="State"
            placeholder="All states"
            options={usStateOptions}
            value={query.state ?? ''}
            onValueChange={(value) => list.setQuery((current) => withState(current, value))}
            clearable
          />
        </StateFilter>
      </Toolbar>
      {results}
    </div>
  );
}
