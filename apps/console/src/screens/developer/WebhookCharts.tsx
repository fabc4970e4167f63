import { vars } from '@console/ui';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styled from 'styled-components';
import { deliveriesSummary, latencySummary, type StatsPoint } from './developer.logic';

const Root = styled.div<{ $height: number }>`
  width: 100%;
  height: ${(p) => p.$height}px;
  font-family: ${vars.fontFamily};
  font-size: 12px;
`;

export interface WebhookChartProps {
  points: readonly StatsPoint[];
  height: number;
}

const axis = { tick: { fill: vars.textSecondary }, tickLine: false } as const;
/** Hours without attempts are gaps, not lines drawn across them; a lone hour still shows as a dot. */
const dot = { r: 2 };
/** 800 → '800 ms', 15000 → '15 s': short enough for the axis. */
const latencyTick = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`);

/** Deliveries per hour (Recharts): successes and failures stacked, so a bad hour shows as red. */
export function DeliveriesChart({ points, height }: WebhookChartProps) {
  return (
    <Root $height={height} role="img" aria-label={deliveriesSummary(points)}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 560, height }}>
        <BarChart
          data={[...points]}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={vars.borderLight} />
          <XAxis dataKey="label" {...axis} />
          <YAxis allowDecimals={false} width={40} {...axis} />
          <Tooltip labelFormatter={(label, payload) => `${payload[0]?.payload?.day ?? ''} ${label} UTC`} />
          <Legend />
          <Bar
            dataKey="succeeded"
            name="Succeeded"
            stackId="a"
            fill={vars.success}
            isAnimationActive={false}
          />
          <Bar dataKey="failed" name="Failed" stackId="a" fill={vars.danger} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Root>
  );
}

/** Latency per hour (Recharts): the median and the 95th percentile of the attempts' durations. */
export function LatencyChart({ points, height }: WebhookChartProps) {
  return (
    <Root $height={height} role="img" aria-label={latencySummary(points)}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 560, height }}>
        <LineChart
          data={[...points]}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={vars.borderLight} />
          <XAxis dataKey="label" {...axis} />
          <YAxis width={56} tickFormatter={latencyTick} {...axis} />
          <Tooltip
            formatter={(value) => `${value} ms`}
            labelFormatter={(label, payload) => `${payload[0]?.payload?.day ?? ''} ${label} UTC`}
          />
          <Legend />
          <Line dataKey="p50" name="Median" stroke={vars.primary} dot={dot} isAnimationActive={false} />
          <Line
            dataKey="p95"
            name="95th percentile"
            stroke={vars.warning}
            dot={dot}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Root>
  );
}
