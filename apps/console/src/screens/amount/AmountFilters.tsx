import type { AmountListQuery } from '@console/contract';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { COMPANY_TYPES } from './amount.logic';
import { MinBalanceField } from './MinBalanceField';

/** The filters this form edits; paging and sort are the table's. */
export type AmountFilterValues = Pick<
  AmountListQuery,
  'name' | 'type' | 'minAvailableCents' | 'requirementsDue' | 'payoutsEnabled'
>;

export const NO_AMOUNT_FILTERS: AmountFilterValues = {
  name: undefined,
  type: undefined,
  minAvailableCents: undefined,
  requirementsDue: undefined,
  payoutsEnabled: undefined,
};

const typeOptions = Object.entries(COMPANY_TYPES).map(([value, label]) => ({ value, label }));
const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export interface AmountFiltersProps {
  values: AmountFilterValues;
  onApply: (values: AmountFilterValues) => void;
}

/** The Amount list's filters: name, type, minimum available balance, requirements due, payouts enabled. */
export function AmountFilters({ values, onApply }: AmountFiltersProps) {
  return (
    <FilterForm label="Amount filters" values={values} empty={NO_AMOUNT_FILTERS} onApply={onApply}>
      {(draft, set) => (
        <>
          <FilterSearch
            label="Company"
            value={draft.name}
            placeholder="Part of the name"
            onChange={(name) => set({ name })}
          />
          <FilterSelect
            label="Type"
            options={typeOptions}
            value={draft.type === undefined ? undefined : String(draft.type)}
            placeholder="Brands and retailers"
            onChange={(type) => set({ type: type === undefined ? undefined : Number(type) })}
          />
          <MinBalanceField
            value={draft.minAvailableCents}
            onChange={(minAvailableCents) => set({ minAvailableCents })}
          />
          <FilterSelect
            label="Requirements due"
            options={yesNo}
            value={draft.requirementsDue}
            placeholder="Any"
            onChange={(requirementsDue) => set({ requirementsDue })}
          />
          <FilterSelect
            label="Payouts enabled"
            options={yesNo}
            value={draft.payoutsEnabled}
            placeholder="Any"
            onChange={(payoutsEnabled) => set({ payoutsEnabled })}
          />
        </>
      )}
    </FilterForm>
  );
}
