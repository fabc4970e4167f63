import { type NamedCompany, type Product, todayIso, type WarrantyListQuery } from '@console/contract';
import { FormField, Input } from '@console/ui';
import { IsoDatePicker } from '../../shared/form/IsoDatePicker';
import { dayOf } from '../../shared/form/isoDay';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { EXPIRING_WITHIN_DAYS, WARRANTY_STATUSES } from './warranty.logic';

/** The filters this form edits; paging and sort are the table's. */
export type WarrantyFilterValues = Pick<
  WarrantyListQuery,
  'serial' | 'status' | 'productId' | 'retailerId' | 'purchasedFrom' | 'purchasedTo' | 'expiringWithinDays'
>;

const EMPTY: WarrantyFilterValues = {
  serial: undefined,
  status: undefined,
  productId: undefined,
  retailerId: undefined,
  purchasedFrom: undefined,
  purchasedTo: undefined,
  expiringWithinDays: undefined,
};

const statusOptions = Object.entries(WARRANTY_STATUSES).map(([value, { label }]) => ({ value, label }));
const expiringOptions = EXPIRING_WITHIN_DAYS.map((days) => ({ value: String(days), label: `${days} days` }));

export interface WarrantyFiltersProps {
  values: WarrantyFilterValues;
  products: readonly Product[];
  /** The selling retailers to filter by (a brand's dealers, every retailer for an admin); none: no filter. */
  retailers: readonly NamedCompany[];
  /** Applies the filters (the list goes back to page 1). */
  onApply: (values: WarrantyFilterValues) => void;
}

/** The list's filters: edited here, applied by Search (or Enter), cleared by Reset. */
export function WarrantyFilters({ values, products, retailers, onApply }: WarrantyFiltersProps) {
  const productOptions = products.map((p) => ({ value: String(p.id), label: `${p.name} (${p.modelYear})` }));
  const retailerOptions = retailers.map((r) => ({ value: String(r.id), label: r.name }));
  // Purchases are never in the future, and the range's ends cannot cross.
  const today = todayIso();
  return (
    <FilterForm label="Warranty filters" values={values} empty={EMPTY} onApply={onApply}>
      {(draft, set) => (
        <>
          <FormField label="Serial number">
            {(control) => (
              <Input
                {...control}
                value={draft.serial ?? ''}
                placeholder="Part of a serial"
                clearable
                onChange={(event) => set({ serial: event.target.value || undefined })}
              />
            )}
          </FormField>
          <FilterSelect
            label="Status"
            options={statusOptions}
            value={draft.status}
            // Without a status the list leaves transferred records (a unit's history) out.
            placeholder="Any but transferred"
            onChange={(value) => set({ status: value })}
          />
          <FilterSelect
            label="Model"
            options={productOptions}
            value={draft.productId ? String(draft.productId) : undefined}
            placeholder="Any model"
            onChange={(value) => set({ productId: value ? Number(value) : undefined })}
          />
          {retailerOptions.length > 0 && (
            <FilterSelect
              label="Retailer"
              options={retailerOptions}
              value={draft.retailerId ? String(draft.retailerId) : undefined}
              placeholder="Any retailer"
              onChange={(value) => set({ retailerId: value ? Number(value) : undefined })}
            />
          )}
          <FormField label="Purchased from">
            {(control) => (
              <IsoDatePicker
                {...control}
                value={draft.purchasedFrom}
                maxDate={dayOf(draft.purchasedTo ?? today) ?? undefined}
                onChange={(date) => set({ purchasedFrom: date ?? undefined })}
              />
            )}
          </FormField>
          <FormField label="Purchased to">
            {(control) => (
              <IsoDatePicker
                {...control}
                value={draft.purchasedTo}
                minDate={dayOf(draft.purchasedFrom) ?? undefined}
                maxDate={dayOf(today) ?? undefined}
                onChange={(date) => set({ purchasedTo: date ?? undefined })}
              />
            )}
          </FormField>
          <FilterSelect
            label="Coverage ending within"
            options={expiringOptions}
            value={draft.expiringWithinDays ? String(draft.expiringWithinDays) : undefined}
            placeholder="Any time"
            onChange={(value) => set({ expiringWithinDays: value ? Number(value) : undefined })}
          />
        </>
      )}
    </FilterForm>
  );
}
