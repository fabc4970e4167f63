import type { AdminUserListQuery, NamedCompany } from '@console/contract';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { roleName, statusOptions, USER_TYPE_NAMES } from './people.logic';

/** The filters this form edits; paging is the table's. */
export type AdminUserFilterValues = Pick<
  AdminUserListQuery,
  'q' | 'userType' | 'companyId' | 'role' | 'status'
>;

const EMPTY: AdminUserFilterValues = {
  q: undefined,
  userType: undefined,
  companyId: undefined,
  role: undefined,
  status: undefined,
};

const typeOptions = [1, 2, 3].map((type) => ({ value: String(type), label: USER_TYPE_NAMES[type] ?? '' }));

/** The roles by the chosen user type's names; without a type, both names of each number. */
function roleOptions(userType: number | undefined) {
  return [1, 2, 3].map((role) => ({
    value: String(role),
    label: userType ? roleName(userType, role) : `${roleName(1, role)} / ${roleName(3, role)}`,
  }));
}

export interface AdminUserFiltersProps {
  values: AdminUserFilterValues;
  companies: readonly NamedCompany[];
  onApply: (values: AdminUserFilterValues) => void;
}

/** Search by name or e-mail; user type, company, role and status. */
export function AdminUserFilters({ values, companies, onApply }: AdminUserFiltersProps) {
  const companyOptions = companies.map((company) => ({ value: String(company.id), label: company.name }));
  return (
    <FilterForm label="User filters" values={values} empty={EMPTY} onApply={onApply}>
      {(draft, set) => (
        <>
          <FilterSearch value={draft.q} placeholder="Name or e-mail" onChange={(q) => set({ q })} />
          <FilterSelect
            label="Type"
            options={typeOptions}
            value={draft.userType ? String(draft.userType) : undefined}
            placeholder="Any type"
            onChange={(value) => set({ userType: value ? (Number(value) as 1 | 2 | 3) : undefined })}
          />
          {companyOptions.length > 0 && (
            <FilterSelect
              label="Company"
              options={companyOptions}
              value={draft.companyId ? String(draft.companyId) : undefined}
              placeholder="Any company"
              onChange={(value) => set({ companyId: value ? Number(value) : undefined })}
            />
          )}
          <FilterSelect
            label="Role"
            options={roleOptions(draft.userType)}
            value={draft.role ? String(draft.role) : undefined}
            placeholder="Any role"
            onChange={(value) => set({ role: value ? (Number(value) as 1 | 2 | 3) : undefined })}
          />
          <FilterSelect
            label="Status"
            options={statusOptions}
            value={draft.status}
            placeholder="Any status"
            onChange={(value) => set({ status: value })}
          />
        </>
      )}
    </FilterForm>
  );
}
