import type { OnsiteBoard, OnsiteBoardQuery, OnsiteJobStatus } from '@console/contract';
import { Checkbox, FormField } from '@console/ui';
import styled from 'styled-components';
import { IsoDatePicker } from '../../shared/form/IsoDatePicker';
import { FilterForm } from '../../shared/list/FilterForm';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { jobStatusLabel, STATUS_ORDER } from './jobStatus';

const EMPTY: OnsiteBoardQuery = {
  date: undefined,
  technicianId: undefined,
  status: undefined,
  territory: undefined,
  delayed: undefined,
};

// In line with the fields' controls (which keep room for a message below them).
const CheckboxCell = styled.div`
  display: flex;
  align-items: center;
  height: var(--console-control-height);
  margin-bottom: 18px;
`;

export interface FlightBoardFiltersProps {
  values: OnsiteBoardQuery;
  /** The brand's technicians and territories (from the board). */
  technicians: OnsiteBoard['technicians'];
  territories: readonly string[];
  onApply: (values: OnsiteBoardQuery) => void;
}

/** The board's filters: day (today when empty), technician, status, territory, delayed only. */
export function FlightBoardFilters({ values, technicians, territories, onApply }: FlightBoardFiltersProps) {
  return (
    <FilterForm label="Flight board filters" values={values} empty={EMPTY} onApply={onApply}>
      {(draft, set) => (
        <>
          <FormField label="Day">
            {(control) => (
              <IsoDatePicker
                {...control}
                value={draft.date}
                placeholder="Today"
                onChange={(date) => set({ date: date ?? undefined })}
              />
            )}
          </FormField>
          <FilterSelect
            label="Technician"
            options={technicians.map(({ id, name }) => ({ value: String(id), label: name }))}
            value={draft.technicianId ? String(draft.technicianId) : undefined}
            placeholder="Any technician"
            onChange={(value) => set({ technicianId: value ? Number(value) : undefined })}
          />
          <FilterSelect
            label="Status"
            options={STATUS_ORDER.map((status) => ({ value: status, label: jobStatusLabel(status) }))}
            value={draft.status}
            placeholder="Any status"
            onChange={(value) => set({ status: value as OnsiteJobStatus | undefined })}
          />
          <FilterSelect
            label="Territory"
            options={territories.map((territory) => ({ value: territory, label: territory }))}
            value={draft.territory}
            placeholder="Any territory"
            onChange={(territory) => set({ territory })}
          />
          <CheckboxCell>
            <Checkbox
              label="Delayed only"
              checked={draft.delayed === true}
              onCheckedChange={(checked) => set({ delayed: checked === true ? true : undefined })}
            />
          </CheckboxCell>
        </>
      )}
    </FilterForm>
  );
}
