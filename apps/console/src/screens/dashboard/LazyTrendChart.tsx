import { Skeleton } from '@console/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { TrendChartProps } from './TrendChart';

// The chart is its own chunk: the dashboard's figures and table do not wait for its code.
const TrendChart = lazy(() => import('./TrendChart').then((module) => ({ default: module.TrendChart })));

const Placeholder = styled.div<{ $height: number }>`
  height: ${(p) => p.$height}px;
`;

/** The trend chart, loaded on first use; a placeholder of the same height holds its place meanwhile. */
export function LazyTrendChart(props: TrendChartProps) {
  return (
    <Suspense
      fallback={
        <Placeholder $height={props.height}>
          <Skeleton rows={5} />
        </Placeholder>
      }
    >
      <TrendChart {...props} />
    </Suspense>
  );
}
