import type {
  BugAssignee,
  BugCategory,
  BugReportSort,
  BugSeverity,
  BugStatusFilter,
  NamedCompany,
} from '@console/contract';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import {
  assigneeFilterOptions,
  assigneeFilterValue,
  categoryOptions,
  NO_TRIAGE_FILTERS,
  severityOptions,
  sortOptions,
  statusOptions,
  type TriageFilterValues,
} from './bugs.logic';

export interface TriageFiltersProps {
  values: TriageFilterValues;
  onApply: (values: TriageFilterValues) => void;
  companies: readonly NamedCompany[];
  assignees: readonly BugAssignee[];
}

/** The triage queue's filters: status (or open), severity, category, company, assignee, title or number. */
export function TriageFilters({ values, onApply, companies, assignees }: TriageFiltersProps) {
  return (
    <FilterForm label="Triage filters" values={values} empty={NO_TRIAGE_FILTERS} onApply={onApply}>
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
          <FilterSelect<BugCategory>
            label="Category"
            options={categoryOptions}
            value={draft.category}
            placeholder="Any category"
            onChange={(category) => set({ category })}
          />
          <FilterSelect
            label="Company"
            options={companies.map((company) => ({ value: String(company.id), label: company.name }))}
            value={draft.companyId === undefined ? undefined : String(draft.companyId)}
            placeholder="Any company"
            onChange={(value) => set({ companyId: value === undefined ? undefined : Number(value) })}
          />
          <FilterSelect
            label="Assignee"
            options={assigneeFilterOptions(assignees)}
            value={draft.assignee === undefined ? undefined : String(draft.assignee)}
            placeholder="Anyone"
            onChange={(value) => set({ assignee: assigneeFilterValue(value) })}
          />
          <FilterSearch value={draft.q} placeholder="Title or BUG-number" onChange={(q) => set({ q })} />
          <FilterSelect<BugReportSort>
            label="Order"
            options={sortOptions}
            value={draft.sort}
            placeholder="Newest first"
            onChange={(sort) => set({ sort })}
          />
        </>
      )}
    </FilterForm>
  );
}
