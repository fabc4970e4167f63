import type { BookingListQuery, EventKind, EventTypeRow, NamedCompany } from '@console/contract';
import { FormField } from '@console/ui';
import { IsoDatePicker } from '../../shared/form/IsoDatePicker';
import { dayOf } from '../../shared/form/isoDay';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSearch } from '../../shared/list/FilterSearch';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { EVENT_KIND_LABELS } from './bookings.logic';

/** The filters this form edits; the tab, paging and sort are the list's. */
export type BookingFilterValues = Pick<
  BookingListQuery,
  'q' | 'kind' | 'eventTypeId' | 'shopId' | 'brandId' | 'from' | 'to'
>;

const EMPTY: BookingFilterValues = {
  q: undefined,
  kind: undefined,
  eventTypeId: undefined,
  shopId: undefined,
  brandId: undefined,
  from: undefined,
  to: undefined,
};

export interface BookingFiltersProps {
  values: BookingFilterValues;
  eventTypes: readonly EventTypeRow[];
  /** The brands an admin may filter by; none: no brand filter. */
  brands: readonly NamedCompany[];
  /** The kinds to filter by (an admin's list of every booking); none: no kind filter. */
  kinds?: readonly EventKind[];
  onApply: (values: BookingFilterValues) => void;
}

const idOption = ({ id, name }: { id: number; name: string }) => ({ value: String(id), label: name });
const asId = (value: string | undefined) => (value ? Number(value) : undefined);

/** The shops of the event types listed, each once, by name. */
function shopsOf(eventTypes: readonly EventTypeRow[]) {
  const shops = new Map<number, string>();
  for (const type of eventTypes) for (const shop of type.shops) shops.set(shop.id, shop.name);
  return [...shops].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The booking manager's filters: customer or reference, kind (admins), event type, shop, brand (admins), dates. */
export function BookingFilters({ values, eventTypes, brands, kinds = [], onApply }: BookingFiltersProps) {
  const typeOptions = eventTypes.map((type) => ({ value: String(type.id), label: type.title }));
  const shopOptions = shopsOf(eventTypes).map(idOption);
  return (
    <FilterForm label="Booking filters" values={values} empty={EMPTY} onApply={onApply}>
      {(draft, set) => (
        <>
          <FilterSearch
            label="Customer or reference"
            value={draft.q}
            placeholder="Name, e-mail, phone or BK-…"
            onChange={(q) => set({ q })}
          />
          {kinds.length > 0 && (
            <FilterSelect
              label="Kind"
              options={kinds.map((kind) => ({ value: kind, label: EVENT_KIND_LABELS[kind] }))}
              value={draft.kind}
              placeholder="Any kind"
              onChange={(value) => set({ kind: value as EventKind | undefined })}
            />
          )}
          <FilterSelect
            label="Event type"
            options={typeOptions}
            value={draft.eventTypeId ? String(draft.eventTypeId) : undefined}
            placeholder="Any event type"
            onChange={(value) => set({ eventTypeId: asId(value) })}
          />
          <FilterSelect
            label="Shop"
            options={shopOptions}
            value={draft.shopId ? String(draft.shopId) : undefined}
            placeholder="Any shop"
            onChange={(value) => set({ shopId: asId(value) })}
          />
          {brands.length > 0 && (
            <FilterSelect
              label="Brand"
              options={brands.map(idOption)}
              value={draft.brandId ? String(draft.brandId) : undefined}
              placeholder="Any brand"
              onChange={(value) => set({ brandId: asId(value) })}
            />
          )}
          <FormField label="From">
            {(control) => (
              <IsoDatePicker
                {...control}
                value={draft.from}
                maxDate={dayOf(draft.to) ?? undefined}
                onChange={(date) => set({ from: date ?? undefined })}
              />
            )}
          </FormField>
          <FormField label="To">
            {(control) => (
              <IsoDatePicker
                {...control}
                value={draft.to}
                minDate={dayOf(draft.from) ?? undefined}
                onChange={(date) => set({ to: date ?? undefined })}
              />
            )}
          </FormField>
        </>
      )}
    </FilterForm>
  );
}
