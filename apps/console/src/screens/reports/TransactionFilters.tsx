import { transactionStatus, transactionType } from '@console/contract';
import { FormField } from '@console/ui';
import { IsoDatePicker } from '../../shared/form/IsoDatePicker';
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
          <FormField label="From">
            {(control) => (
              <IsoDatePicker
                {...control}
                value={draft.from}
                onChange={(date) => set({ from: date ?? undefined })}
              />
            )}
          </FormField>
          <FormField label="To">
            {(control) => (
              <IsoDatePicker
                {...control}
                value={draft.to}
                onChange={(date) => set({ to: date ?? undefined })}
              />
            )}
          </FormField>
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
