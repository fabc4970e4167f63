import { Skeleton } from '@console/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { MoneyBarChartProps } from './MoneyBarChart';

// The chart library is its own chunk, fetched only by the screens that draw a chart.
const MoneyBarChart = lazy(() =>
  import('./MoneyBarChart').then((module) => ({ default: module.MoneyBarChart })),
);

const Placeholder = styled.div<{ $height: number }>`
  height: ${(p) => p.$height}px;
`;

/** The bar chart, loaded on first use; a placeholder of the same height holds its place meanwhile. */
export function LazyMoneyBarChart(props: MoneyBarChartProps) {
  return (
    <Suspense
      fallback={
        <Placeholder $height={props.height}>
          <Skeleton rows={5} />
        </Placeholder>
      }
    >
      <MoneyBarChart {...props} />
    </Suspense>
  );
}
