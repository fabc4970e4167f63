import { transactionStatus, transactionType } from '@console/contract';
import { FilterDateRange } from '../../shared/list/FilterDateRange';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../shared/money/money.labels';
import { NO_TRANSACTION_FILTERS, type TransactionFilterValues } from './transactions.logic';

const typeOptions = transactionType.options.map((value) => ({ value, label: TRANSACTION_TYPES[value] }));
const statusOptions = transactionStatus.options.map((value) => ({
  value,
  label: TRANSACTION_STATUSES[value].label,
}));

export interface TransactionFiltersProps {
  values: TransactionFilterValues;
  onApply: (values: TransactionFilterValues) => void;
}

/** The report's filters: the posting dates (UTC, inclusive), the type and the status. */
export function TransactionFilters({ values, onApply }: TransactionFiltersProps) {
  return (
    <FilterForm label="Transaction filters" values={values} empty={NO_TRANSACTION_FILTERS} onApply={onApply}>
      {(draft, set) => (
        <>
          <FilterDateRange labels={['From', 'To']} from={draft.from} to={draft.to} onChange={set} />
          <FilterSelect
            label="Type"
            options={typeOptions}
            value={draft.type}
            placeholder="Any type"
            onChange={(type) => set({ type })}
          />
          <FilterSelect
            label="Status"
            options={statusOptions}
            value={draft.status}
            placeholder="Any status"
            onChange={(status) => set({ status })}
          />
        </>
      )}
    </FilterForm>
  );
}
