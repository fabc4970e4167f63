import type { BugSeverity, BugStatusFilter } from '@console/contract';
import { Checkbox } from '@console/ui';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { type BugListFilterValues, NO_BUG_LIST_FILTERS, severityOptions, statusOptions } from './bugs.logic';

export interface BugFiltersProps {
  values: BugListFilterValues;
  onApply: (values: BugListFilterValues) => void;
}

/** The company's reports' filters: status (or open), severity, only mine, and a search by title or number. */
export function BugFilters({ values, onApply }: BugFiltersProps) {
  return (
    <FilterForm label="Bug report filters" values={values} empty={NO_BUG_LIST_FILTERS} onApply={onApply}>
      {(draft, set) => (
        <>
          <FilterSelect<BugStatusFilter>
            label="Status"
            options={statusOptions}
            value={draft.status}
            placeholder="Any status"
            onChange={(status) => set({ status })}
          />
          <FilterSelect<BugSeverity>
            label="Severity"
            options={severityOptions}
            value={draft.severity}
            placeholder="Any severity"
            onChange={(severity) => set({ severity })}
          />
          <FilterSearch value={draft.q} placeholder="Title or BUG-number" onChange={(q) => set({ q })} />
          <div style={{ marginBottom: 18 }}>
            <Checkbox
              label="Only reports I made"
              checked={draft.mine === true}
              onCheckedChange={(checked) => set({ mine: checked === true ? true : undefined })}
            />
          </div>
        </>
      )}
    </FilterForm>
  );
}
