import { DateRangePicker, type DateRangeValue, formatDay, RadioGroup } from '@console/ui';
import styled from 'styled-components';
import { PERIOD_PRESETS, type PeriodPreset, type PeriodRange, presetRange } from './period.logic';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
`;

export interface PeriodValue {
  preset: PeriodPreset;
  range: PeriodRange;
}

export interface PeriodPickerProps {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
  /** Today, for the presets (UTC date). */
  today: Date;
}

/** 'YYYY-MM-DD' as the picker's local midnight. */
const dayOf = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/**
 * The period of the Financial page: this month, last month, the quarter, the year, or a custom range
 * (the dates picker appears for it; the period changes once both ends are picked).
 */
export function PeriodPicker({ value, onChange, today }: PeriodPickerProps) {
  const choose = (preset: string) => {
    const chosen = preset as PeriodPreset;
    onChange({ preset: chosen, range: presetRange(chosen, today) ?? value.range });
  };
  const pickRange = (range: DateRangeValue) => {
    const from = formatDay(range.from);
    const to = formatDay(range.to);
    if (from && to) onChange({ preset: 'custom', range: { from, to } });
  };
  return (
    <Root>
      <RadioGroup aria-label="Period" options={PERIOD_PRESETS} value={value.preset} onValueChange={choose} />
      {value.preset === 'custom' ? (
        <DateRangePicker
          aria-label="Custom range"
          value={{ from: dayOf(value.range.from), to: dayOf(value.range.to) }}
          onChange={pickRange}
        />
      ) : null}
    </Root>
  );
}
