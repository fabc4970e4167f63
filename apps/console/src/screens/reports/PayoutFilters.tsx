import { payoutStatus } from '@console/contract';
import { FilterDateRange } from '../../shared/list/FilterDateRange';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { PAYOUT_STATUSES } from '../../shared/money/money.labels';
import { NO_PAYOUT_FILTERS, type PayoutFilterValues } from './payouts.logic';

const statusOptions = payoutStatus.options.map((value) => ({ value, label: PAYOUT_STATUSES[value].label }));

export interface PayoutFiltersProps {
  values: PayoutFilterValues;
  onApply: (values: PayoutFilterValues) => void;
}

/** The payouts' filters: status and the dates they were created (UTC, inclusive). */
export function PayoutFilters({ values, onApply }: PayoutFiltersProps) {
  return (
    <FilterForm label="Payout filters" values={values} empty={NO_PAYOUT_FILTERS} onApply={onApply}>
      {(draft, set) => (
        <>
          <FilterSelect
            label="Status"
            options={statusOptions}
            value={draft.status}
            placeholder="Any status"
            onChange={(status) => set({ status })}
          />
          <FilterDateRange
            labels={['Created from', 'Created to']}
            from={draft.from}
            to={draft.to}
            onChange={set}
          />
        </>
      )}
    </FilterForm>
  );
}
