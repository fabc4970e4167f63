import { Card, Empty, Skeleton } from '@console/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../LoadFailed';

const Body = styled.div<{ $height: number }>`
  min-height: ${(p) => p.$height}px;
`;

export interface ChartPanelProps {
  title: string;
  /** At the right of the title (the period, a legend note). */
  extra?: ReactNode;
  /** Height in px the chart takes, kept by every state so the page does not jump. */
  height: number;
  loading?: boolean;
  /** The load failed: a retry instead of the chart. */
  failed?: boolean;
  onRetry?: () => void;
  /** Nothing to draw: the empty text instead of a chart of zeros. */
  empty?: boolean;
  emptyText?: string;
  /** The chart (lazy: see LazyMoneyBarChart). */
  children: ReactNode;
}

/** A chart's card: its title, and the chart or its loading, failed or empty state at the same height. */
export function ChartPanel({
  title,
  extra,
  height,
  loading = false,
  failed = false,
  onRetry = () => {},
  empty = false,
  emptyText = 'Nothing to show for this period.',
  children,
}: ChartPanelProps) {
  const state = failed ? 'failed' : loading ? 'loading' : empty ? 'empty' : 'ready';
  return (
    <Card title={title} titleAs="h3" extra={extra}>
      <Body $height={height} data-chart-state={state} aria-busy={loading}>
        {failed ? (
          <LoadFailed message={`${title} could not be loaded.`} onRetry={onRetry} />
        ) : loading ? (
          <Skeleton rows={5} />
        ) : empty ? (
          <Empty description={emptyText} imageSize={60} />
        ) : (
          children
        )}
      </Body>
    </Card>
  );
}
