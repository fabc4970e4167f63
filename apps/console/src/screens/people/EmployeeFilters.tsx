import { type EmployeeListQuery, type EmployeeShopOption, employeePosition } from '@console/contract';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { POSITION_NAMES, statusOptions } from './people.logic';

/** The filters this form edits; paging is the table's. */
export type EmployeeFilterValues = Pick<EmployeeListQuery, 'q' | 'position' | 'status' | 'shopId'>;

const EMPTY: EmployeeFilterValues = {
  q: undefined,
  position: undefined,
  status: undefined,
  shopId: undefined,
};

const positionOptions = employeePosition.options.map((value) => ({ value, label: POSITION_NAMES[value] }));

export interface EmployeeFiltersProps {
  values: EmployeeFilterValues;
  shops: readonly EmployeeShopOption[];
  onApply: (values: EmployeeFilterValues) => void;
}

/** Search by name, e-mail or phone; position, status and shop. */
export function EmployeeFilters({ values, shops, onApply }: EmployeeFiltersProps) {
  const shopOptions = shops.map((shop) => ({ value: String(shop.id), label: shop.name }));
  return (
    <FilterForm label="Employee filters" values={values} empty={EMPTY} onApply={onApply}>
      {(draft, set) => (
        <>
          <FilterSearch value={draft.q} placeholder="Name, e-mail or phone" onChange={(q) => set({ q })} />
          <FilterSelect
            label="Position"
            options={positionOptions}
            value={draft.position}
            placeholder="Any position"
            onChange={(value) => set({ position: value })}
          />
          <FilterSelect
            label="Status"
            options={statusOptions}
            value={draft.status}
            placeholder="Any status"
            onChange={(value) => set({ status: value })}
          />
          {shopOptions.length > 0 && (
            <FilterSelect
              label="Shop"
              options={shopOptions}
              value={draft.shopId ? String(draft.shopId) : undefined}
              placeholder="Any shop"
              onChange={(value) => set({ shopId: value ? Number(value) : undefined })}
            />
          )}
        </>
      )}
    </FilterForm>
  );
}
