import type { DealerListQuery } from '@console/contract';
import { usStateOptions } from '@console/core';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { dealerStatusOptions } from './dealer.logic';

/** The filters this form edits; paging and sort are the table's. */
export type RetailerFilterValues = Pick<DealerListQuery, 'q' | 'status' | 'state'>;

const EMPTY: RetailerFilterValues = { q: undefined, status: undefined, state: undefined };

export interface RetailerFiltersProps {
  values: RetailerFilterValues;
  /** Leaves the status out (the requests tab shows pending requests only). */
  withStatus: boolean;
  onApply: (values: RetailerFilterValues) => void;
}

/** The retailers list's filters: a name or dealer number, the status and the retailer's state. */
export function RetailerFilters({ values, withStatus, onApply }: RetailerFiltersProps) {
  return (
    <FilterForm label="Retailer filters" values={values} empty={EMPTY} onApply={onApply}>
      {(draft, set) => (
        <>
          <FilterSearch
            label="Retailer or dealer number"
            value={draft.q}
            placeholder="Part of a name or number"
            onChange={(q) => set({ q })}
          />
          {withStatus && (
            <FilterSelect
              label="Status"
              options={dealerStatusOptions}
              value={draft.status}
              placeholder="Any status"
              onChange={(status) => set({ status })}
            />
          )}
          <FilterSelect
            label="State"
            options={usStateOptions}
            value={draft.state}
            placeholder="Any state"
            onChange={(state) => set({ state: state as RetailerFilterValues['state'] })}
          />
        </>
      )}
    </FilterForm>
  );
}
