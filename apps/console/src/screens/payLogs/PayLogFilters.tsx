import {
  type CompanySummary,
  type PayLogListQuery,
  payLogCategory,
  payLogDirection,
  payLogStatus,
} from '@console/contract';
import { FilterDateRange } from '../../shared/list/FilterDateRange';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { codeLabel, PAY_LOG_DIRECTIONS } from '../../shared/money/payLogWords';
import type { PayLogWords } from './payLogColumns';
import { companyOptions } from './payLogs.logic';

/** The filters this form edits; paging and order are the list's. */
export type PayLogFilterValues = Pick<
  PayLogListQuery,
  'status' | 'companyId' | 'category' | 'direction' | 'from' | 'to'
>;

export const NO_PAY_LOG_FILTERS: PayLogFilterValues = {
  status: undefined,
  companyId: undefined,
  category: undefined,
  direction: undefined,
  from: undefined,
  to: undefined,
};

const directionOptions = payLogDirection.options.map((value) => ({
  value,
  label: PAY_LOG_DIRECTIONS[value].label,
}));

export interface PayLogFiltersProps {
  values: PayLogFilterValues;
  companies: readonly CompanySummary[];
  words: PayLogWords;
  onApply: (values: PayLogFilterValues) => void;
}

/** The history's filters: status, company, category, direction and the days of entry. */
export function PayLogFilters({ values, companies, words, onApply }: PayLogFiltersProps) {
  const statusOptions = payLogStatus.options.map((value) => ({
    value,
    label: codeLabel(words.statusOptions, value),
  }));
  const categoryOptions = payLogCategory.options.map((value) => ({
    value,
    label: codeLabel(words.categoryOptions, value),
  }));
  return (
    <FilterForm label="Payment log filters" values={values} empty={NO_PAY_LOG_FILTERS} onApply={onApply}>
      {(draft, set) => (
        <>
          <FilterSelect
            label="Status"
            options={statusOptions}
            value={draft.status}
            placeholder="Any status"
            onChange={(status) => set({ status })}
          />
          <FilterSelect
            label="Company"
            options={companyOptions(companies)}
            value={draft.companyId ? String(draft.companyId) : undefined}
            placeholder="Any company"
            onChange={(value) => set({ companyId: value ? Number(value) : undefined })}
          />
          <FilterSelect
            label="Category"
            options={categoryOptions}
            value={draft.category}
            placeholder="Any category"
            onChange={(category) => set({ category })}
          />
          <FilterSelect
            label="Direction"
            options={directionOptions}
            value={draft.direction}
            placeholder="Credits and debits"
            onChange={(direction) => set({ direction })}
          />
          <FilterDateRange
            labels={['Entered from', 'Entered to']}
            from={draft.from}
            to={draft.to}
            onChange={set}
          />
        </>
      )}
    </FilterForm>
  );
}
