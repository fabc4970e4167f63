import { vars } from '@console/ui';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styled from 'styled-components';
import { dollars } from '../money.logic';
import { type ChartPoint, type ChartSeries, chartSummary, compactDollars } from './chart.logic';

const Root = styled.div<{ $height: number }>`
  width: 100%;
  height: ${(p) => p.$height}px;
  font-family: ${vars.fontFamily};
  font-size: 12px;
`;

export interface MoneyBarChartProps {
  /** What the bars measure; with the values, the chart's name for screen readers. */
  label: string;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  /** Height in px; the width follows the container. */
  height: number;
  /** The name screen readers hear, when the default (label and every value) is not the right words. */
  summary?: string;
}

/**
 * Money per period as bars (Recharts), one colour per series, losses under the zero line. Screen readers
 * get one image whose name reads every value; the tooltip shows each exact amount.
 */
export function MoneyBarChart({ label, series, points, height, summary }: MoneyBarChartProps) {
  const data = points.map((point) => ({ label: point.label, ...point.values }));
  return (
    <Root $height={height} role="img" aria-label={summary ?? chartSummary(label, series, points)}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 560, height }}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={vars.borderLight} />
          <XAxis dataKey="label" tick={{ fill: vars.textSecondary }} tickLine={false} />
          <YAxis tickFormatter={compactDollars} tick={{ fill: vars.textSecondary }} width={64} />
          <ReferenceLine y={0} stroke={vars.textSecondary} />
          <Tooltip formatter={(value) => dollars(Number(value))} />
          {series.length > 1 ? <Legend /> : null}
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.colour}
              radius={2}
              isAnimationActive={false}
            >
              {s.lossColour
                ? points.map((point) => (
                    <Cell
                      key={point.label}
                      data-loss={(point.values[s.key] ?? 0) < 0 ? '' : undefined}
                      fill={(point.values[s.key] ?? 0) < 0 ? s.lossColour : s.colour}
                    />
                  ))
                : null}
            </Bar>
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Root>
  );
}
