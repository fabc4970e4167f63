import { Skeleton } from '@console/ui';
import { lazy, Suspense } from 'react';
import type { WebhookChartProps } from './WebhookCharts';

// The chart library is its own chunk, fetched only when an endpoint's charts are drawn.
const charts = () => import('./WebhookCharts');
const Deliveries = lazy(() => charts().then((m) => ({ default: m.DeliveriesChart })));
const Latency = lazy(() => charts().then((m) => ({ default: m.LatencyChart })));

const fallback = (height: number) => (
  <div style={{ height }}>
    <Skeleton rows={5} />
  </div>
);

export function LazyDeliveriesChart(props: WebhookChartProps) {
  return (
    <Suspense fallback={fallback(props.height)}>
      <Deliveries {...props} />
    </Suspense>
  );
}

export function LazyLatencyChart(props: WebhookChartProps) {
  return (
    <Suspense fallback={fallback(props.height)}>
      <Latency {...props} />
    </Suspense>
  );
}
