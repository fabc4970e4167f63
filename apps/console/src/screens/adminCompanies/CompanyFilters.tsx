import { type AdminCompanyListQuery, companyStatus, todayIso } from '@console/contract';
import { usStateOptions } from '@console/core';
import { FormField } from '@console/ui';
import { IsoDatePicker } from '../../shared/form/IsoDatePicker';
import { dayOf } from '../../shared/form/isoDay';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { COMPANY_STATUSES } from './adminCompanies.logic';

/** The filters this form edits; paging and sort are the table's. */
export type CompanyFilterValues = Pick<
  AdminCompanyListQuery,
  'q' | 'status' | 'state' | 'createdFrom' | 'createdTo'
>;

const EMPTY: CompanyFilterValues = {
  q: undefined,
  status: undefined,
  state: undefined,
  createdFrom: undefined,
  createdTo: undefined,
};

const statusOptions = companyStatus.options.map((value) => ({ value, label: COMPANY_STATUSES[value].label }));

export interface CompanyFiltersProps {
  values: CompanyFilterValues;
  onApply: (values: CompanyFilterValues) => void;
}

/** The brands or retailers list's filters: edited here, applied by Search (or Enter), cleared by Reset. */
export function CompanyFilters({ values, onApply }: CompanyFiltersProps) {
  const today = todayIso();
  return (
    <FilterForm label="Company filters" values={values} empty={EMPTY} onApply={onApply}>
      {(draft, set) => (
        <>
          <FilterSearch
            label="Name or e-mail"
            value={draft.q}
            placeholder="Part of a name or e-mail"
            onChange={(q) => set({ q })}
          />
          <FilterSelect
            label="Status"
            options={statusOptions}
            value={draft.status}
            placeholder="Any status"
            onChange={(value) => set({ status: value })}
          />
          <FilterSelect
            label="State"
            options={usStateOptions}
            value={draft.state}
            placeholder="Any state"
            onChange={(value) => set({ state: value as CompanyFilterValues['state'] })}
          />
          <FormField label="Created from">
            {(control) => (
              <IsoDatePicker
                {...control}
                value={draft.createdFrom}
                maxDate={dayOf(draft.createdTo ?? today) ?? undefined}
                onChange={(date) => set({ createdFrom: date ?? undefined })}
              />
            )}
          </FormField>
          <FormField label="Created to">
            {(control) => (
              <IsoDatePicker
                {...control}
                value={draft.createdTo}
                minDate={dayOf(draft.createdFrom) ?? undefined}
                maxDate={dayOf(today) ?? undefined}
                onChange={(date) => set({ createdTo: date ?? undefined })}
              />
            )}
          </FormField>
        </>
      )}
    </FilterForm>
  );
}
